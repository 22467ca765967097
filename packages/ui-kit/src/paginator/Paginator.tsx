import { Group, Pagination, Select, Text } from '@mantine/core';
import { useId } from 'react';
import { siblingsForVisiblePages, useVisiblePages } from './use-visible-pages';

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

export interface PaginatorProps {
  /** Current page, starting at 1. */
  page: number;
  /** Number of pages (`last_page` of a paginated response). Page buttons are hidden when it is 1 or less. */
  lastPage: number;
  /** Called with the page the user picked. */
  onChange: (page: number) => void;
  /** Page-size choices; the size select is shown only with these and `onPageSizeChange`. */
  pageSizes?: readonly number[];
  /** Current page size. */
  pageSize?: number;
  /** Called with the new page size; callers go back to page 1. */
  onPageSizeChange?: (pageSize: number) => void;
  /** @default 'Rows per page' */
  pageSizeLabel?: string;
  /** @default false */
  disabled?: boolean;
}

/** Page buttons (how many depends on screen width) with an optional page-size select. */
export function Paginator({
  page,
  lastPage,
  onChange,
  pageSizes,
  pageSize,
  onPageSizeChange,
  pageSizeLabel = 'Rows per page',
  disabled = false,
}: PaginatorProps) {
  const siblings = siblingsForVisiblePages(useVisiblePages());
  const sizeId = useId();
  const showPages = lastPage > 1;
  const showSizes = Boolean(pageSizes?.length && onPageSizeChange);
  if (!showPages && !showSizes) return null;

  return (
    <Group justify={showSizes ? 'space-between' : 'flex-end'} gap="sm" wrap="wrap">
      {showSizes ? (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" component="label" htmlFor={sizeId}>
            {pageSizeLabel}
          </Text>
          <Select
            id={sizeId}
            size="xs"
            w={80}
            allowDeselect={false}
            disabled={disabled}
            data={pageSizes?.map(String)}
            value={pageSize === undefined ? null : String(pageSize)}
            onChange={(next) => next && onPageSizeChange?.(Number(next))}
          />
        </Group>
      ) : null}
      {showPages && (
        <Pagination
          total={lastPage}
          value={page}
          onChange={onChange}
          siblings={siblings}
          disabled={disabled}
          getItemProps={(item) => ({
            'aria-label': `Page ${item}`,
            'aria-current': item === page ? 'page' : undefined,
          })}
          getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
        />
      )}
    </Group>
  );
}
