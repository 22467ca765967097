import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { addStatutoryHolidays } from '@rendezvous/api-client';
import { useApi } from '@rendezvous/api-client/react';
import type { AddHolidaysAnswer, HolidayRegion } from '@rendezvous/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

export interface AddHolidaysDialogProps {
  opened: boolean;
  onClose: () => void;
  businessId: number;
  /** The year shown first: the visible month's. */
  year: number;
  onAdded: (answer: AddHolidaysAnswer) => void;
}

const REGIONS: { value: HolidayRegion; label: string }[] = [
  { value: 'QC', label: 'Quebec' },
  { value: 'CA', label: 'Canada (federal)' },
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
    <Modal opened={opened} onClose={onClose} title="Add statutory holidays">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          The business is closed on each holiday of the year. Days already closed are skipped.
        </Text>
        <NativeSelect
          label="Year"
          data={years}
          value={chosenYear}
          onChange={(e) => setYear(e.currentTarget.value)}
        />
        <NativeSelect
          label="Holidays of"
          data={REGIONS}
          value={region}
          onChange={(e) => setRegion(e.currentTarget.value as HolidayRegion)}
        />
        {add.isError && (
          <Alert color="red" role="alert" title="The holidays were not added">
            {add.error instanceof Error ? add.error.message : 'Please try again.'}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={add.isPending} onClick={() => add.mutate()}>
            Add holidays
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
