import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHARED_CATALOGS, switchLanguage } from '@rendezvous/i18n';
import i18next from 'i18next';
import { renderWithProvider } from '../test-utils';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
import { makeAppointments, type AppointmentRow } from './fixtures';
import { RowActions } from './RowActions';

const columns: DataTableColumn<AppointmentRow>[] = [
  { accessorKey: 'customer', header: 'Customer' },
  { accessorKey: 'date', header: 'Date' },
];

function renderTable(props: Partial<DataTableProps<AppointmentRow>> = {}) {
  const onPageChange = vi.fn();
  renderWithProvider(
    <DataTable
      columns={columns}
      data={makeAppointments(3)}
      total={3}
      page={1}
      pageSize={10}
      onPageChange={onPageChange}
      {...props}
    />,
  );
  return { onPageChange };
}

function bodyRows() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body as HTMLElement).getAllByRole('row');
}

describe('DataTable', () => {
  it('renders the headers and one row per record', () => {
    renderTable();
    expect(screen.getByRole('columnheader', { name: 'Customer' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByRole('cell', { name: 'Liam Gagnon' })).toBeInTheDocument();
  });

  it("shows a row's field, a value computed from the row, or the column's own drawing", () => {
    renderTable({
      columns: [
        { accessorKey: 'customer', header: 'Customer' },
        { id: 'initial', header: 'Initial', accessorFn: (row) => row.customer.charAt(0) },
        { id: 'when', header: 'When', Cell: ({ row }) => <strong>{`${row.original.date} ${row.original.start_time}`}</strong> },
      ],
    });
    const [firstRow] = bodyRows();
    const cells = within(firstRow as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['Ava Tremblay', 'A', '2025/03/01 09:30']);
  });

  it('shows the empty text when there are no rows', () => {
    renderTable({ data: [], total: 0, emptyText: 'No new appointments' });
    expect(screen.getByText('No new appointments')).toBeInTheDocument();
  });

  it('shows skeleton rows while the first page loads', () => {
    renderTable({ data: [], total: 0, loading: true, emptyText: 'No new appointments' });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No new appointments')).not.toBeInTheDocument();
    expect(bodyRows().length).toBeGreaterThan(0);
    expect(screen.queryByRole('cell', { name: 'Liam Gagnon' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry button and keeps the rows', async () => {
    const onRetry = vi.fn();
    renderTable({ error: 'Sorry an error occurred', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry an error occurred');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(bodyRows()).toHaveLength(3);
  });

  it('pages through the server with our paginator', async () => {
    const { onPageChange } = renderTable({ data: makeAppointments(10), total: 25 });
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('hides the paginator when everything fits on one page', () => {
    renderTable();
    expect(screen.queryByRole('button', { name: 'Page 1' })).not.toBeInTheDocument();
  });

  it('opens a row on click, but not through its action buttons', async () => {
    const onRowClick = vi.fn();
    const onEdit = vi.fn();
    renderTable({ onRowClick, renderRowActions: (row) => <RowActions onEdit={() => onEdit(row.id)} /> });

    await userEvent.click(screen.getByRole('cell', { name: 'Olivia Roy' }));
    expect(onRowClick).toHaveBeenCalledWith(expect.objectContaining({ customer: 'Olivia Roy' }));

    const [firstRow] = bodyRows();
    await userEvent.click(within(firstRow as HTMLElement).getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith(1);
    expect(onRowClick).toHaveBeenCalledOnce();
  });

  describe('on a narrow screen', () => {
    const matchMedia = window.matchMedia;
    afterEach(() => {
      window.matchMedia = matchMedia;
    });

    /** A screen `width` px wide: answers Mantine's `max-width: calc(<em> - 0.1px)` queries. */
    function screenWidth(width: number) {
      window.matchMedia = ((query: string) => {
        const em = /max-width: calc\(([\d.]+)em/.exec(query)?.[1];
        return {
          matches: em !== undefined && width < Number(em) * 16,
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        };
      }) as typeof window.matchMedia;
    }

    const withDate: DataTableColumn<AppointmentRow>[] = [
      { accessorKey: 'customer', header: 'Customer' },
      { accessorKey: 'date', header: 'Date', visibleFrom: 'md' },
    ];

    it('leaves out the columns shown only from a wider breakpoint', () => {
      screenWidth(390);
      renderTable({ columns: withDate });
      expect(screen.getByRole('columnheader', { name: 'Customer' })).toBeInTheDocument();
      expect(screen.queryByRole('columnheader', { name: 'Date' })).not.toBeInTheDocument();
    });

    it('shows them from that breakpoint on', () => {
      screenWidth(1280);
      renderTable({ columns: withDate });
      expect(screen.getByRole('columnheader', { name: 'Date' })).toBeInTheDocument();
    });
  });

  it('keeps the row actions pinned to the right edge of a table that scrolls', () => {
    renderTable({ renderRowActions: () => <RowActions onView={() => undefined} /> });
    const pinned = { position: 'sticky', right: '0px' };
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toHaveStyle(pinned);
    for (const row of bodyRows()) {
      expect(within(row).getByRole('button', { name: 'View' }).closest('td')).toHaveStyle(pinned);
    }
  });

  it("speaks the page's language: its headers, actions and paginator", async () => {
    await switchLanguage(i18next, SHARED_CATALOGS, 'fr-CA');
    renderTable({
      total: 30,
      pageSizes: [10, 25],
      onPageSizeChange: vi.fn(),
      renderRowActions: () => <RowActions onEdit={vi.fn()} onDelete={vi.fn()} />,
    });
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Modifier' }).length).toBeGreaterThan(0);
    expect(screen.getByText('Lignes par page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeInTheDocument();
  });

  it('says in French that there is nothing to show', async () => {
    await switchLanguage(i18next, SHARED_CATALOGS, 'fr-CA');
    renderTable({ data: [], total: 0 });
    expect(screen.getByText('Aucun enregistrement à afficher')).toBeInTheDocument();
  });
});

