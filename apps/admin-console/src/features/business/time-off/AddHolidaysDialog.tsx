import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { addStatutoryHolidays } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import type { AddHolidaysAnswer, HolidayRegion } from '@rendezvous/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../i18n/i18n';

export interface AddHolidaysDialogProps {
  opened: boolean;
  onClose: () => void;
  businessId: number;
  /** The year shown first: the visible month's. */
  year: number;
  onAdded: (answer: AddHolidaysAnswer) => void;
}

const REGIONS: { value: HolidayRegion; labelKey: string }[] = [
  { value: 'QC', labelKey: 'holidays.quebec' },
  { value: 'CA', labelKey: 'holidays.canada' },
];

/**
 * "Add statutory holidays": a year's public holidays of Quebec or Canada as closures of the
 * whole business, in one action; days already closed are skipped, so it can be run again.
 */
export function AddHolidaysDialog({
  opened,
  onClose,
  businessId,
  year,
  onAdded,
}: AddHolidaysDialogProps) {
  const { t } = useTranslation('business');
  const api = useApi();
  const [chosenYear, setYear] = useState(String(year));
  const [region, setRegion] = useState<HolidayRegion>('QC');
  const add = useMutation({
    mutationFn: () => addStatutoryHolidays(api, businessId, { year: Number(chosenYear), region }),
    onSuccess: (answer) => {
      onAdded(answer);
      onClose();
    },
  });
  const years = [year - 1, year, year + 1, year + 2].map(String);
  return (
    <Modal opened={opened} onClose={onClose} title={t('timeOff.addHolidays')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('holidays.intro')}
        </Text>
        <NativeSelect
          label={t('holidays.year')}
          data={years}
          value={chosenYear}
          onChange={(e) => setYear(e.currentTarget.value)}
        />
        <NativeSelect
          label={t('holidays.region')}
          data={REGIONS.map((r) => ({ value: r.value, label: t(r.labelKey) }))}
          value={region}
          onChange={(e) => setRegion(e.currentTarget.value as HolidayRegion)}
        />
        {add.isError && (
          <Alert color="red" role="alert" title={t('holidays.notAdded')}>
            {add.error instanceof Error
              ? translateMessage(add.error.message)
              : t('holidays.tryAgain')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button loading={add.isPending} onClick={() => add.mutate()}>
            {t('holidays.add')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
