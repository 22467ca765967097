import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { SEARCH_DEBOUNCE_MS } from '@rendezvous/domain';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface DebouncedSearchProps
  extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'leftSection' | 'rightSection'> {
  /**
   * Called with the trimmed text once typing has paused for `delay` ms, and at once when the
   * field is cleared. Not called again for the same text. Callers reset the list to page 1.
   */
  onSearch: (value: string) => void;
  /**
   * The search currently applied by the caller. Changing it from outside (e.g. "Clear Filters")
   * replaces the text in the field.
   */
  value?: string;
  /** @default SEARCH_DEBOUNCE_MS (500) */
  delay?: number;
  /** @default 'Search' */
  placeholder?: string;
}

/** A search field that waits for the user to stop typing before searching. */
export function DebouncedSearch({
  onSearch,
  value,
  delay = SEARCH_DEBOUNCE_MS,
  placeholder,
  ...others
}: DebouncedSearchProps) {
  const { t } = useTranslation('ui');
  const [text, setText] = useState(value ?? '');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastSearched = useRef(value ?? '');
  const inputRef = useRef<HTMLInputElement>(null);
  // A pending timer must call the latest onSearch, which may close over newer filters.
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    if (value === undefined || value === lastSearched.current) return;
    lastSearched.current = value;
    clearTimeout(timer.current);
    setText(value);
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (raw: string) => {
    const term = raw.trim();
    if (term === lastSearched.current) return;
    lastSearched.current = term;
    onSearchRef.current(term);
  };

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => search(next), delay);
  };

  const clear = () => {
    setText('');
    clearTimeout(timer.current);
    search('');
    inputRef.current?.focus();
  };

  return (
    <TextInput
      ref={inputRef}
      aria-label={others.label ? undefined : (placeholder ?? t('search.placeholder'))}
      placeholder={placeholder ?? t('search.placeholder')}
      {...others}
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
      leftSection={<IconSearch size={16} />}
      rightSection={text ? <CloseButton size="sm" aria-label={t('search.clear')} onClick={clear} /> : null}
    />
  );
}
