import {
  Alert,
  Box,
  Button,
  Group,
  Stack,
  useMantineTheme,
  type MantineBreakpoint,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import {
  MantineReactTable,
  useMantineReactTable,
  type MRT_ColumnDef,
  type MRT_RowData,
  type MRT_VisibilityState,
} from 'mantine-react-table';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../empty-state';
import { Paginator } from '../paginator';
import { MRT_Localization_FR } from 'mantine-react-table/locales/fr/index.esm.mjs';

/** A column of a DataTable: a mantine-react-table column definition. */
export type DataTableColumn<TData extends MRT_RowData> = MRT_ColumnDef<TData> & {
  /**
   * The narrowest screen that shows this column (a Mantine breakpoint, as in `visibleFrom`);
   * below it the column is left out, so a phone keeps the columns that identify a row.
   * Without it the column is always shown.
   */
  visibleFrom?: MantineBreakpoint;
};

const CELL_STYLE = { whiteSpace: 'nowrap' } as const;
const PINNED_CELL_STYLE = { whiteSpace: 'nowrap', opacity: 1 } as const;

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

export interface DataTableProps<TData extends MRT_RowData> {
  /**
   * Column definitions (`accessorKey` or `accessorFn`, `header`, optional `Cell`). Keep the
   * array stable (a module constant or `useMemo`): a new array rebuilds every column.
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
 * Sorting, filtering and column menus are off because they would only act on one page.
 */
export function DataTable<TData extends MRT_RowData>({
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
  const { t, i18n } = useTranslation('ui');
  const firstLoad = loading && data.length === 0;
  const narrowerThan = useNarrowBreakpoints();
  const columnVisibility = useMemo<MRT_VisibilityState>(
    () =>
      Object.fromEntries(
        columns.flatMap((column) => {
          const id = column.id ?? (column.accessorKey as string | undefined);
          return id && column.visibleFrom ? [[id, !narrowerThan.has(column.visibleFrom)]] : [];
        }),
      ),
    [columns, narrowerThan],
  );

  const table = useMantineReactTable<TData>({
    // MRT's own words (the actions column's header, its menus) in the page's language.
    localization: i18n.language === 'fr-CA' ? MRT_Localization_FR : undefined,
    columns,
    data,
    getRowId,
    rowCount: total,
    manualPagination: true,
    enablePagination: false,
    enableTopToolbar: false,
    enableBottomToolbar: false,
    enableSorting: false,
    enableColumnActions: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableHiding: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableRowActions: Boolean(renderRowActions),
    positionActionsColumn: 'last',
    // Columns take the width of their content (MRT's default is 180 px each, which pushes a
    // wide table past the page); a table wider than its card scrolls inside the card, and
    // the row actions stay pinned to its right edge, in sight (needs mantine-react-table's
    // stylesheet, which every app using DataTable imports).
    defaultColumn: { minSize: 40, size: 40 },
    enableColumnPinning: Boolean(renderRowActions),
    // A value stays on one line (a date does not break at its hyphens); a column of prose
    // (a note) wraps its own text. The pinned actions hide what scrolls under them.
    mantineTableBodyCellProps: { style: CELL_STYLE },
    displayColumnDefOptions: {
      'mrt-row-actions': {
        mantineTableBodyCellProps: { style: PINNED_CELL_STYLE },
        // Opaque like the cells below it: a scrolled header must not show through.
        mantineTableHeadCellProps: {
          style: { ...PINNED_CELL_STYLE, backgroundColor: 'var(--mantine-color-body)' },
        },
      },
    },
    renderRowActions: renderRowActions
      ? ({ row }) => (
          <Group gap={4} wrap="nowrap" onClick={(event) => event.stopPropagation()}>
            {renderRowActions(row.original)}
          </Group>
        )
      : undefined,
    mantineTableBodyRowProps:
      onRowClick && !firstLoad
        ? ({ row }) => ({ onClick: () => onRowClick(row.original), style: { cursor: 'pointer' } })
        : undefined,
    mantineTableProps: {
      highlightOnHover: Boolean(onRowClick),
      'aria-busy': loading,
      // Tighter than the density's 16 px: one more column fits before the card scrolls.
      horizontalSpacing: 'sm',
    },
    mantinePaperProps: { shadow: 'none', withBorder: true },
    // A table wider than its card scrolls sideways inside it: a keyboard user can reach the
    // scroll (axe's scrollable-region-focusable), as a mouse user can.
    mantineTableContainerProps: { tabIndex: 0 },
    renderEmptyRowsFallback: () => (
      <EmptyState text={error ? t('table.loadError') : (emptyText ?? t('table.empty'))} />
    ),
    state: {
      columnVisibility,
      columnPinning: renderRowActions ? { right: ['mrt-row-actions'] } : {},
      pagination: { pageIndex: page - 1, pageSize },
      showSkeletons: firstLoad,
      showLoadingOverlay: loading && !firstLoad,
    },
  });

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
      <MantineReactTable table={table} />
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
