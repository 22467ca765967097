import { Stack, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { formatTime, type TimeFormat } from './format-time';
import { TimeFormatToggle } from './TimeFormatToggle';

const meta = {
  title: 'Inputs/TimeFormatToggle',
  component: TimeFormatToggle,
  args: { value: '12h', onChange: fn() },
} satisfies Meta<typeof TimeFormatToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toggle switches how a list of appointment times is shown. */
export const WithTimes: Story = {
  render: function Render() {
    const [mode, setMode] = useState<TimeFormat>('12h');
    return (
      <Stack gap="xs" align="flex-start">
        <TimeFormatToggle value={mode} onChange={setMode} />
        {['09:00', '12:30', '13:45', '00:15'].map((time) => (
          <Text key={time} size="sm">
            {formatTime(time, mode)}
          </Text>
        ))}
      </Stack>
    );
  },
};
