export { Paginator, type PaginatorProps } from './Paginator';
