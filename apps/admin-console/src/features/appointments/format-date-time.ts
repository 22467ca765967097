const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An instant as the spec's YYYY/MM/DD hh:mm:ss in local time (hh: 12-hour clock, as dayjs
 * writes it), without pulling dayjs into the route. A dash for a missing or invalid date.
 */
export function formatDateTime(value: string | null | undefined): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return '—';
  const hours = date.getHours() % 12 || 12;
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())} ${pad(hours)}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
