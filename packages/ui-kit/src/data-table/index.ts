export { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
export { RowActions, type RowActionsProps } from './RowActions';
