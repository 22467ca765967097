import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { BookingGuest } from '@rendezvous/domain';
import { useTranslation } from 'react-i18next';
import { useMessage } from '@rendezvous/i18n';

export interface GuestFieldsProps {
  /**
   * The input props of one guest field from the form holding the guest: booking keeps the guest
   * as its whole form, the waitlist under `guest.`.
   */
  field: (name: keyof BookingGuest) => InputProps;
}

type InputProps = ReturnType<UseFormReturnType<BookingGuest>['getInputProps']>;

/**
 * A visitor's details (name, e-mail, phone), asked alike by booking and by joining the
 * waitlist: both make the visitor a guest of the business with the same schema.
 */
export function GuestFields({ field }: GuestFieldsProps) {
  const { t } = useTranslation('booking');
  const message = useMessage();
  // The form's errors are the schema's English messages: shown in the page's language.
  const props = (name: keyof BookingGuest) => {
    const input = field(name);
    return { ...input, error: message(input.error as string) || undefined };
  };
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('details.firstname')}
          autoComplete="given-name"
          required
          {...props('firstname')}
        />
        <TextInput
          label={t('details.lastname')}
          autoComplete="family-name"
          required
          {...props('lastname')}
        />
      </SimpleGrid>
      <TextInput
        label={t('details.email')}
        type="email"
        autoComplete="email"
        required
        {...props('email')}
      />
      <TextInput
        label={t('details.phone')}
        type="tel"
        autoComplete="tel"
        required
        {...props('phone')}
      />
    </Stack>
  );
}
