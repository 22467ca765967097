import { Group, Pagination, Select, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { siblingsForVisiblePages, useVisiblePages } from './use-visible-pages';

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
  pageSizeLabel,
  disabled = false,
}: PaginatorProps) {
  const { t } = useTranslation('ui');
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
            {pageSizeLabel ?? t('pages.size')}
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
            'aria-label': t('pages.page', { page: item }),
            'aria-current': item === page ? 'page' : undefined,
          })}
          getControlProps={(control) => ({ 'aria-label': t(`pages.${control}`) })}
        />
      )}
    </Group>
  );
}
