import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AddressSuggestion } from '@rendezvous/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks the server's geocoder for the addresses matching `text`, in `countryCode` when given. */
export type SearchAddresses = (
  text: string,
  countryCode: string | undefined,
) => Promise<readonly AddressSuggestion[]>;

export interface AddressSearchProps {
  search: SearchAddresses;
  /** ISO code of the country the form is in; the server's default without one. */
  countryCode?: string;
  onChoose: (suggestion: AddressSuggestion) => void;
  /** The pause in typing before the geocoder is asked. @default 350 */
  debounceMs?: number;
}

/** Characters typed before anything is looked up (the server's minimum). */
const MIN_LENGTH = 3;

type Found =
  | { text: string; status: 'loading' }
  | { text: string; status: 'done'; suggestions: readonly AddressSuggestion[] }
  | { text: string; status: 'error' };

/**
 * "Search address": proposes addresses as the person types (after a pause), chosen with the
 * mouse or Up/Down and Enter; choosing one hands its parts to the form.
 */
export function AddressSearch({
  search,
  countryCode,
  onChoose,
  debounceMs = 350,
}: AddressSearchProps) {
  const { t } = useTranslation('ui');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [value, setValue] = useState('');
  const [debounced] = useDebouncedValue(value.trim(), debounceMs);
  const [found, setFound] = useState<Found | undefined>();
  // The latest function, without asking again when only its identity changes.
  const searchRef = useRef(search);
  searchRef.current = search;
  // What choosing wrote in the field: not a new search.
  const chosen = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (debounced.length < MIN_LENGTH || debounced === chosen.current) return;
    let current = true;
    setFound({ text: debounced, status: 'loading' });
    searchRef.current(debounced, countryCode).then(
      (suggestions) => {
        if (!current) return;
        setFound({ text: debounced, status: 'done', suggestions });
      },
      () => current && setFound({ text: debounced, status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [debounced, countryCode]);

  // The first address is highlighted, so Enter chooses it.
  useEffect(() => {
    if (found?.status === 'done' && found.suggestions.length > 0) combobox.selectFirstOption();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [found]);

  const typed = value.trim();
  const waiting =
    typed.length >= MIN_LENGTH &&
    typed !== chosen.current &&
    (typed !== debounced || found?.text !== typed || found.status === 'loading');
  const suggestions = !waiting && found?.status === 'done' ? found.suggestions : [];

  let message: string | undefined;
  if (typed.length < MIN_LENGTH) message = t('addressSearch.tooShort', { min: MIN_LENGTH });
  else if (waiting) message = t('addressSearch.searching');
  else if (found?.status === 'error') message = t('addressSearch.unavailable');
  else if (suggestions.length === 0) message = t('addressSearch.none');

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(index) => {
        const suggestion = suggestions[Number(index)];
        if (!suggestion) return;
        chosen.current = suggestion.formatted_address;
        setValue(suggestion.formatted_address);
        combobox.closeDropdown();
        onChoose(suggestion);
      }}
    >
      <Combobox.Target>
        <TextInput
          label={t('addressSearch.label')}
          description={t('addressSearch.description')}
          placeholder={t('addressSearch.placeholder')}
          autoComplete="off"
          value={value}
          rightSection={
            waiting ? <Loader size="xs" aria-label={t('addressSearch.loading')} /> : null
          }
          onChange={(event) => {
            chosen.current = undefined;
            setValue(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            // Enter chooses the highlighted address; it never submits the form.
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={typed.length === 0 || typed === chosen.current}>
        <Combobox.Options aria-label={t('addressSearch.options')}>
          {suggestions.map((suggestion, index) => (
            <Combobox.Option
              value={String(index)}
              key={suggestion.place_id + suggestion.formatted_address}
            >
              {suggestion.formatted_address}
            </Combobox.Option>
          ))}
          {message && (
            <Combobox.Empty>
              <Text size="sm" c="dimmed" role="status">
                {message}
              </Text>
            </Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
