import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RatingStars } from './RatingStars';

const meta = {
  title: 'Data/RatingStars',
  component: RatingStars,
  args: { value: 4.3, reviewCount: 12 },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read-only: 4.3 shows four and a half stars and "4.3". */
export const Average: Story = {};

export const NoReviews: Story = { args: { value: 0, reviewCount: 0 } };

export const Input: Story = {
  render: function Render() {
    const [value, setValue] = useState(0);
    return <RatingStars value={value} onChange={setValue} size="lg" label="Your rating" />;
  },
};
