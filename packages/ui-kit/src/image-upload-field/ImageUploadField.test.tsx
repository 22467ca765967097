import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../test-utils';
import { ImageUploadField } from './ImageUploadField';

function fileInput() {
  const input = document.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
}

const png = (bytes = 4, name = 'logo.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('ImageUploadField', () => {
  it('offers an upload when there is no image, for images only, and says the limit', () => {
    renderWithProvider(<ImageUploadField label="Business logo" value={null} onUpload={vi.fn()} onRemove={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Business logo' })).toHaveAccessibleDescription(
      'PNG, JPEG, GIF or WebP, up to 5 MB',
    );
    expect(screen.getByRole('img', { name: 'No business logo yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload image' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Remove image' })).not.toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif,image/webp');
  });

  it('shows initials for a person without a photo', () => {
    renderWithProvider(
      <ImageUploadField label="Profile photo" value={null} name="Ada Lovelace" onUpload={vi.fn()} />,
    );
    expect(screen.getByText('AL')).toBeInTheDocument();
  });

  it('passes a chosen image on and shows a loader while it uploads', async () => {
    let finish!: () => void;
    const onUpload = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProvider(<ImageUploadField label="Business logo" value={null} onUpload={onUpload} />);
    const logo = png();

    await userEvent.upload(fileInput(), logo);

    expect(onUpload).toHaveBeenCalledWith(logo);
    expect(screen.getByRole('button', { name: 'Upload image' })).toBeDisabled();
    finish();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Upload image' })).toBeEnabled());
  });

  it('shows the current image with Replace and Remove', async () => {
    const onRemove = vi.fn();
    renderWithProvider(
      <ImageUploadField label="Business logo" value="/uploads/abc.png" onUpload={vi.fn()} onRemove={onRemove} />,
    );
    expect(screen.getByRole('img', { name: 'Business logo' })).toHaveAttribute('src', '/uploads/abc.png');
    expect(screen.getByRole('button', { name: 'Replace image' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('refuses a file that is not a PNG, JPEG, GIF or WebP image', async () => {
    const onUpload = vi.fn();
    renderWithProvider(<ImageUploadField label="Business logo" value={null} onUpload={onUpload} />);
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(fileInput(), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file must be an image (PNG, JPEG, GIF or WebP).',
    );
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('refuses an image above the limit, accepts one at it', async () => {
    const onUpload = vi.fn();
    renderWithProvider(
      <ImageUploadField label="Business logo" value={null} onUpload={onUpload} maxSize={1024} />,
    );

    await userEvent.upload(fileInput(), png(1025, 'big.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The image must be 1 KB or smaller.');
    expect(onUpload).not.toHaveBeenCalled();

    await userEvent.upload(fileInput(), png(1024, 'fits.png'));
    expect(onUpload).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an error from the caller', () => {
    renderWithProvider(
      <ImageUploadField label="Business logo" value={null} onUpload={vi.fn()} error="The image must be 5 MB or smaller." />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The image must be 5 MB or smaller.');
  });
});
