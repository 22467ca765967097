import { SegmentedControl, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TimeFormat } from './format-time';

export interface TimeFormatToggleProps {
  /** The format in use. */
  value: TimeFormat;
  /** Called with the format the user picked. */
  onChange: (value: TimeFormat) => void;
  /** @default 'xs' */
  size?: MantineSize;
}

/** Switches time display between 12-hour and 24-hour; pair it with `formatTime`. */
export function TimeFormatToggle({ value, onChange, size = 'xs' }: TimeFormatToggleProps) {
  const { t } = useTranslation('ui');
  return (
    <SegmentedControl
      aria-label={t('timeFormat.label')}
      size={size}
      data={[
        { label: t('timeFormat.12h'), value: '12h' },
        { label: t('timeFormat.24h'), value: '24h' },
      ]}
      value={value}
      onChange={(next) => onChange(next as TimeFormat)}
    />
  );
}
