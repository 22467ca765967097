import { Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  AddressFormSchema,
  type AddressSuggestion,
  type ChosenPlace,
  type AddressForm as AddressFormInput,
  type AddressFormValues,
  type Country,
} from '@rendezvous/domain';
import { useMessage } from '@rendezvous/i18n';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressSearch, type SearchAddresses } from './AddressSearch';

export type { AddressFormValues };

type Field = keyof AddressFormInput;
type Errors = Partial<Record<Field, string>>;

export interface AddressFormProps {
  /** Countries with their states (GET countries?active=true&appendStates=true). */
  countries: readonly Country[];
  /** The address being edited; a new one starts blank in `defaultCountryId`. */
  initialValues?: Partial<AddressFormInput>;
  /** @default 1 (the spec's default country) */
  defaultCountryId?: number;
  /**
   * Called with the checked values. A returned promise shows a loader; a rejection keeps the
   * form and shows the server's field messages (an AppError's `errors`) under their fields.
   */
  onSubmit: (values: AddressFormValues) => void | Promise<unknown>;
  /** A submit with missing or invalid fields (the app shows its toast). */
  onInvalid?: (errors: Errors) => void;
  onCancel?: () => void;
  /** @default 'Save' */
  submitLabel?: string;
  /**
   * With it, a "Search address" field above the others proposes addresses as the person types;
   * choosing one fills the country, state, city, postal code and line 1, and shows the
   * formatted address and coordinates that are saved with them (until a part is edited).
   */
  searchAddresses?: SearchAddresses;
}

/** Case, accents and punctuation aside: "Québec" is "quebec". */
const plain = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const blank = (defaultCountryId: number | undefined): AddressFormInput => ({
  address_line_1: '',
  address_line_2: '',
  country_id: defaultCountryId ?? (undefined as unknown as number),
  state_id: undefined as unknown as number,
  city: '',
  postal_code: '',
  hide_address: 0,
});

/**
 * The business address dialog's form: country, then a state of that country, city, postal
 * code and the address lines, with the spec's messages. The server geocodes what it receives.
 */
export function AddressForm({
  countries,
  initialValues,
  defaultCountryId = 1,
  onSubmit,
  onInvalid,
  onCancel,
  submitLabel,
  searchAddresses,
}: AddressFormProps) {
  const { t } = useTranslation('ui');
  const msg = useMessage();
  const [form, setForm] = useState<AddressFormInput>(() => ({
    ...blank(countries.some((c) => c.id === defaultCountryId) ? defaultCountryId : undefined),
    ...initialValues,
    address_line_2: initialValues?.address_line_2 ?? '',
  }));
  const [errors, setErrors] = useState<Errors>({});
  // The suggestion chosen last, while the fields are still as it filled them.
  const [place, setPlace] = useState<ChosenPlace | undefined>();
  const [saving, setSaving] = useState(false);

  const countryOptions = useMemo(
    () => countries.map((c) => ({ value: String(c.id), label: c.name })),
    [countries],
  );
  const stateOptions = useMemo(
    () =>
      (countries.find((c) => c.id === form.country_id)?.states ?? []).map((s) => ({
        value: String(s.id),
        label: s.name,
      })),
    [countries, form.country_id],
  );

  const set = <K extends Field>(field: K, value: AddressFormInput[K]) => {
    // An edited part is no longer the chosen place: the server geocodes what is typed.
    if (field !== 'address_line_2' && field !== 'hide_address') setPlace(undefined);
    setForm((current) => ({
      ...current,
      [field]: value,
      // The state list depends on the country: a new country clears the state.
      ...(field === 'country_id' && value !== current.country_id
        ? { state_id: undefined as unknown as number }
        : {}),
    }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** A chosen suggestion's parts in the fields: a part it lacks keeps what was there. */
  const fill = (suggestion: AddressSuggestion) => {
    const country = countries.find(
      (c) => c.code.toUpperCase() === suggestion.country.code.toUpperCase(),
    );
    const state = country?.states?.find(
      (s) =>
        (s.code &&
          suggestion.state.code &&
          s.code.toUpperCase() === suggestion.state.code.toUpperCase()) ||
        plain(s.name) === plain(suggestion.state.name),
    );
    const filled: Partial<AddressFormInput> = {
      ...(suggestion.address_line_1 ? { address_line_1: suggestion.address_line_1 } : {}),
      ...(suggestion.city ? { city: suggestion.city } : {}),
      ...(suggestion.postal_code ? { postal_code: suggestion.postal_code } : {}),
      ...(country ? { country_id: country.id, state_id: state?.id as number } : {}),
    };
    setForm((current) => ({ ...current, ...filled }));
    setPlace({
      formatted_address: suggestion.formatted_address,
      latitude: suggestion.latitude,
      longitude: suggestion.longitude,
      place_id: suggestion.place_id,
    });
    setErrors((current) => ({
      ...current,
      ...Object.fromEntries(Object.keys(filled).map((field) => [field, undefined])),
    }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = AddressFormSchema.safeParse({ ...form, place });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      onInvalid?.(found);
      return;
    }
    setSaving(true);
    try {
      await onSubmit(parsed.data);
    } catch (failure) {
      // The failed call already told the user why; its field messages go under the fields.
      const fieldErrors = (failure as { errors?: Record<string, string[]> } | null)?.errors ?? {};
      setErrors(
        Object.fromEntries(
          Object.entries(fieldErrors).map(([field, messages]) => [field, messages[0]]),
        ) as Errors,
      );
    } finally {
      setSaving(false);
    }
  };

  const text = (field: 'address_line_1' | 'address_line_2' | 'city' | 'postal_code') => ({
    value: form[field] ?? '',
    error: msg(errors[field]) || undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(field, event.currentTarget.value),
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('address.label')}>
      <Stack gap="md">
        {searchAddresses && (
          <AddressSearch
            search={searchAddresses}
            countryCode={countries.find((c) => c.id === form.country_id)?.code}
            onChoose={fill}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('address.country')}
            required
            searchable
            // Required: choosing the chosen option again keeps it instead of clearing it.
            allowDeselect={false}
            data={countryOptions}
            value={form.country_id ? String(form.country_id) : null}
            onChange={(value) => set('country_id', (value ? Number(value) : undefined) as number)}
            error={msg(errors.country_id) || undefined}
            nothingFoundMessage={t('address.noCountry')}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('address.state')}
            required
            searchable
            // Required: choosing the chosen option again keeps it instead of clearing it.
            allowDeselect={false}
            data={stateOptions}
            disabled={stateOptions.length === 0}
            placeholder={form.country_id ? undefined : t('address.chooseCountry')}
            value={form.state_id ? String(form.state_id) : null}
            onChange={(value) => set('state_id', (value ? Number(value) : undefined) as number)}
            error={msg(errors.state_id) || undefined}
            nothingFoundMessage={t('address.noState')}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label={t('address.city')}
            required
            autoComplete="address-level2"
            {...text('city')}
          />
          <TextInput
            label={t('address.postalCode')}
            required
            autoComplete="postal-code"
            {...text('postal_code')}
          />
        </SimpleGrid>
        <TextInput
          label={t('address.line1')}
          required
          autoComplete="address-line1"
          {...text('address_line_1')}
        />
        <TextInput
          label={t('address.line2')}
          autoComplete="address-line2"
          {...text('address_line_2')}
        />
        {place && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('address.formatted')}
              description={t('address.formattedHelp')}
              readOnly
              value={place.formatted_address}
            />
            <TextInput
              label={t('address.coordinates')}
              description={t('address.coordinatesHelp')}
              readOnly
              value={`${place.latitude.toFixed(5)}, ${place.longitude.toFixed(5)}`}
            />
          </SimpleGrid>
        )}
        <Checkbox
          label={t('address.hide')}
          checked={form.hide_address === 1}
          onChange={(event) => set('hide_address', event.currentTarget.checked ? 1 : 0)}
        />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={saving}>
              {t('actions.cancel')}
            </Button>
          )}
          <Button type="submit" loading={saving}>
            {submitLabel ?? t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
