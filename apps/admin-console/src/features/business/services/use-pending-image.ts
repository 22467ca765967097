import { useEffect, useState } from 'react';

/**
 * An image chosen in an add dialog before the record exists: previewed from memory and
 * uploaded once the record is created.
 */
export function usePendingImage() {
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  useEffect(() => {
    // No object URLs outside a browser (tests): the upload still happens, without a preview.
    if (!file || typeof URL.createObjectURL !== 'function') {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return {
    file,
    previewUrl,
    choose: (chosen: File) => setFile(chosen),
    clear: () => setFile(null),
  };
}
