import { SegmentedControl, type MantineSize } from '@mantine/core';
import type { TimeFormat } from './format-time';

const OPTIONS = [
  { label: '12-hour', value: '12h' },
  { label: '24-hour', value: '24h' },
];

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
  return (
    <SegmentedControl
      aria-label="Time format"
      size={size}
      data={OPTIONS}
      value={value}
      onChange={(next) => onChange(next as TimeFormat)}
    />
  );
}
