import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ImageUploadField } from './ImageUploadField';

/** A small PNG-like picture, drawn inline so the story needs no network. */
const SAMPLE_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#4c6ef5"/><circle cx="48" cy="40" r="20" fill="#fff"/></svg>',
  );

const meta = {
  title: 'Inputs/ImageUploadField',
  component: ImageUploadField,
  args: {
    label: 'Business logo',
    value: null,
    onUpload: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof ImageUploadField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No logo yet: a placeholder and an Upload button. */
export const Empty: Story = {};

/** A logo is set: Replace and Remove. */
export const WithImage: Story = { args: { value: SAMPLE_IMAGE } };

/** A person without a photo: their initials, in a circle. */
export const ProfileWithoutPhoto: Story = {
  args: { label: 'Profile photo', name: 'Ada Lovelace' },
};

export const Uploading: Story = { args: { loading: true } };

/** The server refused the last image. */
export const WithError: Story = {
  args: { error: 'The file must be an image (PNG, JPEG, GIF or WebP).' },
};

export const Disabled: Story = { args: { value: SAMPLE_IMAGE, disabled: true } };
