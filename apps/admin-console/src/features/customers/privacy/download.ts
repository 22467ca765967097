import { privacyExportFileName, privacyExportToCsv, type PrivacyExport } from '@rendezvous/domain';

/** The two files a privacy export is handed over as. */
export type ExportFormat = 'json' | 'csv';

/**
 * Saves `content` as a file named `fileName`: a Blob behind a temporary `<a download>`,
 * clicked once, then removed; its object URL is revoked once the browser has taken it.
 */
export function downloadFile(content: string, type: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // After the click has been handled: revoking at once cancels the download in some browsers.
    window.setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/**
 * A customer's export as a JSON file (indented) or a CSV file (the domain's tables), named
 * after the person and the day: the same files the customer downloads on the website.
 */
export function downloadPrivacyExport(data: PrivacyExport, format: ExportFormat): void {
  const fileName = privacyExportFileName(data, format);
  if (format === 'json') downloadFile(`${JSON.stringify(data, null, 2)}\n`, 'application/json', fileName);
  else downloadFile(privacyExportToCsv(data), 'text/csv;charset=utf-8', fileName);
}
