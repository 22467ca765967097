import { useState } from 'react';

/**
 * The page and search text of a paged list. A new search starts again at page 1 (the spec's
 * rule for every searchable list); `searchProps` wires a DebouncedSearch to it.
 */
export function usePagedSearch() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const onSearch = (text: string) => {
    setSearch(text);
    setPage(1);
  };
  return {
    page,
    setPage,
    search,
    searchProps: { value: search, onSearch, style: { flex: 1, minWidth: 180 } },
  };
}
