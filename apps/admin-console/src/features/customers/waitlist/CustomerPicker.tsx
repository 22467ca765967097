import { Autocomplete, Group, Radio, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { clientFindQuery, guestListQuery } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import { SEARCH_DEBOUNCE_MS, type CustomerType } from '@rendezvous/domain';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface CustomerPickerProps {
  type: CustomerType;
  onTypeChange: (type: CustomerType) => void;
  /** Called with the chosen customer's id, or null while the text names none. */
  onPick: (id: number | null) => void;
  error?: string;
}

interface Found {
  id: number;
  full_name: string;
  email: string | null;
}

const option = (customer: Found) => ({
  value: String(customer.id),
  label: customer.email ? `${customer.full_name} (${customer.email})` : customer.full_name,
});

/**
 * A client or a guest of the business, found by name or e-mail as the appointment dialog finds
 * its client (GET user/find); guests through their list's search. Unlike the appointment
 * dialog it never creates a guest: the waitlist names people the business already knows.
 */
export function CustomerPicker({ type, onTypeChange, onPick, error }: CustomerPickerProps) {
  const { t } = useTranslation('customers');
  const api = useApi();
  const [text, setText] = useState('');
  /** The label of the option chosen: Mantine writes it into the box right after the choice. */
  const picked = useRef<string | null>(null);
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const clients = useQuery({
    ...clientFindQuery(api, debounced),
    enabled: type === 'user' && debounced !== '',
  });
  const guests = useQuery({
    ...guestListQuery(api, { search: debounced, paginate: 10 }),
    enabled: type === 'guest' && debounced !== '',
  });
  const found: Found[] = (type === 'user' ? clients.data : guests.data?.data) ?? [];

  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('picker.type')}
        value={type}
        onChange={(value) => {
          setText('');
          picked.current = null;
          onPick(null);
          onTypeChange(value as CustomerType);
        }}
      >
        <Group mt={4}>
          <Radio value="user" label={t('picker.client')} />
          <Radio value="guest" label={t('picker.guest')} />
        </Group>
      </Radio.Group>
      <Autocomplete
        label={type === 'user' ? t('picker.client') : t('picker.guest')}
        placeholder={type === 'user' ? t('picker.searchClients') : t('picker.searchGuests')}
        withAsterisk
        value={text}
        onChange={(next) => {
          setText(next);
          if (next === picked.current) return;
          picked.current = null;
          onPick(null);
        }}
        data={debounced === '' ? [] : found.map(option)}
        // The server already matched the text: every answer is a candidate.
        filter={({ options }) => options}
        onOptionSubmit={(value) => {
          const customer = found.find((c) => String(c.id) === value);
          if (!customer) return;
          picked.current = option(customer).label;
          onPick(customer.id);
        }}
        error={error}
      />
    </Stack>
  );
}
