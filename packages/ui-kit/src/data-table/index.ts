export {
  DataTable,
  PINNED_RIGHT_CELL_STYLE,
  type DataTableColumn,
  type DataTableProps,
} from './DataTable';
export { RowActions, type RowActionsProps } from './RowActions';
