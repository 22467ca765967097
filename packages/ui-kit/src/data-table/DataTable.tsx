import {
  Alert,
  Box,
  Button,
  Group,
  LoadingOverlay,
  Paper,
  Skeleton,
  Stack,
  Table,
  useMantineTheme,
  type MantineBreakpoint,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../empty-state';
import { Paginator } from '../paginator';

/**
 * A column of a DataTable. A cell shows `Cell({ row })` when the column has one, else the
 * row's value at `accessorKey`, or `accessorFn(row)`.
 */
export interface DataTableColumn<TData extends object> {
  /** The column's key; defaults to `accessorKey`. One of the two is required. */
  id?: string;
  /** The field of the row this column shows. */
  accessorKey?: Extract<keyof TData, string>;
  /** The value this column shows, computed from the row. */
  accessorFn?: (row: TData) => ReactNode;
  /** The column's header. */
  header: string;
  /** Draws the cell; `row.original` is the row as the server returned it. */
  Cell?: (props: { row: { original: TData } }) => ReactNode;
  /**
   * The narrowest screen that shows this column (a Mantine breakpoint, as in `visibleFrom`);
   * below it the column is left out, so a phone keeps the columns that identify a row.
   * Without it the column is always shown.
   */
  visibleFrom?: MantineBreakpoint;
}

// A value stays on one line (a date does not break at its hyphens); a column of prose (a note)
// wraps its own text.
const CELL_STYLE: CSSProperties = { whiteSpace: 'nowrap' };
/**
 * A table cell pinned to the right edge of the table's scrolling frame: a row's actions stay in
 * sight on a table wider than its card, and hide what scrolls under them. DataTable's actions
 * column uses it, as do plain tables' (the console's ActionsCell).
 */
export const PINNED_RIGHT_CELL_STYLE: CSSProperties = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  backgroundColor: 'var(--mantine-color-body)',
};
const PINNED_STYLE: CSSProperties = { ...PINNED_RIGHT_CELL_STYLE, whiteSpace: 'nowrap' };
/** How many placeholder rows stand for the first page while it loads. */
const SKELETON_ROWS = 5;

const BREAKPOINTS: readonly MantineBreakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl'];

/** Whether the screen is narrower than a breakpoint; a screen that cannot tell counts as wide. */
function useNarrowerThan(breakpoint: MantineBreakpoint): boolean {
  const theme = useMantineTheme();
  return (
    useMediaQuery(`(max-width: calc(${theme.breakpoints[breakpoint]} - 0.1px))`, false, {
      getInitialValueInEffect: false,
    }) ?? false
  );
}

/**
 * The breakpoints the screen is narrower than. Asked as `max-width` queries, so a screen that
 * cannot answer (a test's jsdom) counts as wide and shows every column.
 */
function useNarrowBreakpoints(): ReadonlySet<MantineBreakpoint> {
  const xs = useNarrowerThan('xs');
  const sm = useNarrowerThan('sm');
  const md = useNarrowerThan('md');
  const lg = useNarrowerThan('lg');
  const xl = useNarrowerThan('xl');
  return useMemo(() => {
    const flags: Record<MantineBreakpoint, boolean> = { xs, sm, md, lg, xl };
    return new Set(BREAKPOINTS.filter((breakpoint) => flags[breakpoint]));
  }, [xs, sm, md, lg, xl]);
}

/** What a column shows for a row. */
function cellContent<TData extends object>(column: DataTableColumn<TData>, row: TData): ReactNode {
  if (column.Cell) return column.Cell({ row: { original: row } });
  if (column.accessorFn) return column.accessorFn(row);
  const value = column.accessorKey === undefined ? undefined : row[column.accessorKey];
  return value === null || value === undefined ? '' : String(value);
}

const columnKey = <TData extends object>(column: DataTableColumn<TData>, index: number) =>
  column.id ?? column.accessorKey ?? String(index);

export interface DataTableProps<TData extends object> {
  /**
   * Column definitions (`accessorKey` or `accessorFn`, `header`, optional `Cell`). Keep the
   * array stable (a module constant or `useMemo`): the columns a screen shows are computed
   * from it.
   */
  columns: DataTableColumn<TData>[];
  /** The rows of the current page, as the server returned them. */
  data: TData[];
  /** Number of rows on all pages (`total` of a paginated response). */
  total: number;
  /** Current page, starting at 1. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** Called with the page the user picked; the caller fetches it. */
  onPageChange: (page: number) => void;
  /** Page-size choices; with `onPageSizeChange` a size select is shown under the table. */
  pageSizes?: readonly number[];
  /** Called with the new page size; callers go back to page 1. */
  onPageSizeChange?: (pageSize: number) => void;
  /**
   * Whether a request is in flight: skeleton rows while there is nothing to show yet,
   * an overlay over the rows already shown otherwise.
   * @default false
   */
  loading?: boolean;
  /** Why the last load failed; shown above the table, which stays usable. */
  error?: ReactNode;
  /** Called by the Retry button shown with `error`. */
  onRetry?: () => void;
  /** @default 'No records to display' */
  emptyText?: ReactNode;
  /** Search box, filters and "Add New" shown above the table. */
  toolbar?: ReactNode;
  /** Content of the last column for a row, typically `<RowActions>`. Clicks there do not trigger `onRowClick`. */
  renderRowActions?: (row: TData) => ReactNode;
  /** Called when a row is clicked. */
  onRowClick?: (row: TData) => void;
  /** Stable row key; defaults to the row index. */
  getRowId?: (row: TData) => string;
}

/**
 * A server-paginated table: the caller fetches one page at a time and passes its rows,
 * the total and the page; this component draws them with our Paginator underneath.
 * It does not sort or filter: those would act on one page only, so the server does them.
 */
export function DataTable<TData extends object>({
  columns,
  data,
  total,
  page,
  pageSize,
  onPageChange,
  pageSizes,
  onPageSizeChange,
  loading = false,
  error,
  onRetry,
  emptyText,
  toolbar,
  renderRowActions,
  onRowClick,
  getRowId,
}: DataTableProps<TData>) {
  const { t } = useTranslation('ui');
  const firstLoad = loading && data.length === 0;
  const narrowerThan = useNarrowBreakpoints();
  const shown = useMemo(
    () => columns.filter((column) => !column.visibleFrom || !narrowerThan.has(column.visibleFrom)),
    [columns, narrowerThan],
  );
  const width = shown.length + (renderRowActions ? 1 : 0);

  let body: ReactNode;
  if (firstLoad) {
    body = Array.from({ length: Math.min(pageSize, SKELETON_ROWS) }, (_, index) => (
      <Table.Tr key={index}>
        {Array.from({ length: width }, (_, cell) => (
          <Table.Td key={cell}>
            <Skeleton height={16} />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (data.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={width}>
          <EmptyState text={error ? t('table.loadError') : (emptyText ?? t('table.empty'))} />
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = data.map((row, index) => (
      <Table.Tr
        key={getRowId?.(row) ?? index}
        onClick={onRowClick && (() => onRowClick(row))}
        style={onRowClick && { cursor: 'pointer' }}
      >
        {shown.map((column, columnIndex) => (
          <Table.Td key={columnKey(column, columnIndex)} style={CELL_STYLE}>
            {cellContent(column, row)}
          </Table.Td>
        ))}
        {renderRowActions && (
          <Table.Td data-column-pinned="right" style={PINNED_STYLE}>
            {/* The actions act on their own: a click there does not open the row. */}
            <Group gap={4} wrap="nowrap" onClick={(event) => event.stopPropagation()}>
              {renderRowActions(row)}
            </Group>
          </Table.Td>
        )}
      </Table.Tr>
    ));
  }

  return (
    <Stack gap="md">
      {toolbar && (
        <Group gap="sm" align="flex-end" wrap="wrap">
          {toolbar}
        </Group>
      )}
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          <Group justify="space-between" gap="sm">
            <Box>{error}</Box>
            {onRetry && (
              <Button
                size="xs"
                variant="white"
                color="red"
                leftSection={<IconRefresh size={14} />}
                onClick={onRetry}
                loading={loading}
              >
                {t('actions.retry')}
              </Button>
            )}
          </Group>
        </Alert>
      )}
      <Paper withBorder pos="relative">
        <LoadingOverlay visible={loading && !firstLoad} zIndex={2} />
        {/* A table wider than its card scrolls sideways inside it: a keyboard user can reach
            the scroll (axe's scrollable-region-focusable), as a mouse user can. */}
        <Box style={{ overflowX: 'auto' }} tabIndex={0}>
          <Table
            highlightOnHover={Boolean(onRowClick)}
            aria-busy={loading}
            // Tighter than Mantine's default: one more column fits before the card scrolls.
            horizontalSpacing="sm"
            verticalSpacing="sm"
          >
            <Table.Thead>
              <Table.Tr>
                {shown.map((column, index) => (
                  <Table.Th key={columnKey(column, index)} style={CELL_STYLE}>
                    {column.header}
                  </Table.Th>
                ))}
                {renderRowActions && (
                  <Table.Th data-column-pinned="right" style={PINNED_STYLE}>
                    {t('table.actions')}
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{body}</Table.Tbody>
          </Table>
        </Box>
      </Paper>
      <Paginator
        page={page}
        lastPage={Math.max(1, Math.ceil(total / pageSize))}
        onChange={onPageChange}
        pageSizes={pageSizes}
        pageSize={pageSize}
        onPageSizeChange={onPageSizeChange}
        disabled={loading}
      />
    </Stack>
  );
}
