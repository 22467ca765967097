import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProvider } from '../test-utils';
import { ImageDropzone } from './ImageDropzone';

function fileInput() {
  const input = document.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
}

describe('ImageDropzone', () => {
  // jsdom has no object URLs.
  beforeEach(() => {
    URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('passes chosen images on and previews them', async () => {
    const onDrop = vi.fn();
    renderWithProvider(<ImageDropzone onDrop={onDrop} />);
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });

    await userEvent.upload(fileInput(), logo);

    await vi.waitFor(() => expect(onDrop).toHaveBeenCalledWith([logo]));
    expect(await screen.findByRole('img', { name: 'logo.png' })).toHaveAttribute('src', 'blob:logo.png');
  });

  it('names its file input after the zone, so the field is not unlabelled', () => {
    renderWithProvider(<ImageDropzone onDrop={vi.fn()} multiple label="Drop the theme images" />);
    expect(fileInput()).toHaveAccessibleName('Drop the theme images');
  });

  it('says why a file is refused', async () => {
    const onDrop = vi.fn();
    renderWithProvider(<ImageDropzone onDrop={onDrop} />);
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(fileInput(), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('"notes.txt" is not an image.');
    expect(onDrop).not.toHaveBeenCalled();
  });

  it('refuses images above the size limit', async () => {
    renderWithProvider(<ImageDropzone onDrop={vi.fn()} maxSize={1024} />);
    expect(screen.getByText('Images up to 1 KB')).toBeInTheDocument();
    await userEvent.upload(fileInput(), new File(['x'.repeat(2048)], 'huge.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('"huge.png" is larger than 1 KB.');
  });
});
