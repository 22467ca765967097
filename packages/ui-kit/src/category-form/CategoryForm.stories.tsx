import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ImageDropzone } from '../image-dropzone';
import { CategoryForm } from './CategoryForm';

const meta = {
  title: 'Forms/CategoryForm',
  component: CategoryForm,
  args: { onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof CategoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewCategory: Story = {};
export const Existing: Story = { args: { initialValues: { name: 'Hair' }, submitLabel: 'Update' } };
export const WithImage: Story = {
  args: { image: <ImageDropzone onDrop={fn()} label="Category image" /> },
};
