export { DebouncedSearch, type DebouncedSearchProps } from './DebouncedSearch';
