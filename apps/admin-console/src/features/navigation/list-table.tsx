import { Select } from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@rendezvous/domain';
import type { UseQueryResult } from '@tanstack/react-query';

/** The nouns a list's messages use: `{ one: 'client', many: 'clients' }`. */
export interface ListNouns {
  one: string;
  many: string;
}

/**
 * What every paged admin list hands its DataTable from its query: the rows, the total, the
 * loading and error states with a retry, and an empty text that tells "nothing matches" from
 * "nothing yet". `filteredBy` names what narrowed the list ('your filters', 'your search').
 */
export function listTableProps<Row>(
  list: UseQueryResult<{ data: Row[]; total: number }>,
  { page, setPage }: { page: number; setPage: (page: number) => void },
  nouns: ListNouns,
  filteredBy: string | false | null | undefined,
) {
  return {
    data: list.data?.data ?? [],
    total: list.data?.total ?? 0,
    page,
    pageSize: DEFAULT_PAGE_SIZE,
    onPageChange: setPage,
    loading: list.isFetching,
    error: list.isError ? `The ${nouns.many} could not be loaded.` : undefined,
    onRetry: () => void list.refetch(),
    emptyText: filteredBy ? `No ${nouns.one} matches ${filteredBy}.` : `No ${nouns.many} yet.`,
  };
}

export interface FilterSelectProps<Value extends string> {
  /** 'Filter by status' */
  label: string;
  /** What no choice shows: 'All statuses'. */
  placeholder: string;
  options: readonly { value: Value; label: string }[];
  value: Value | null;
  onChange: (value: Value | null) => void;
  /** A list's filter starts again at page 1. */
  setPage: (page: number) => void;
}

/** A list's clearable filter in its toolbar; choosing goes back to the first page. */
export function FilterSelect<Value extends string>({
  label,
  placeholder,
  options,
  value,
  onChange,
  setPage,
}: FilterSelectProps<Value>) {
  return (
    <Select
      aria-label={label}
      placeholder={placeholder}
      data={options}
      value={value}
      onChange={(next) => {
        onChange(next as Value | null);
        setPage(1);
      }}
      clearable
      w={170}
    />
  );
}
