import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ImageDropzone } from './ImageDropzone';

const meta = {
  title: 'Inputs/ImageDropzone',
  component: ImageDropzone,
  args: { onDrop: fn() },
} satisfies Meta<typeof ImageDropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One image, e.g. a business logo. */
export const Single: Story = {};

/** Several images, e.g. a gallery. */
export const Multiple: Story = { args: { multiple: true } };

/** A 100 KB limit, to try the "larger than" message. */
export const SmallLimit: Story = { args: { maxSize: 100 * 1024 } };

export const Uploading: Story = { args: { loading: true } };
