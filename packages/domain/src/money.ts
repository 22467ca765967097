const cad = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

/** Formats integer cents as Canadian dollars, e.g. 12345 -> "$123.45" (en-CA shows CA$ as $). */
export function formatMoney(cents: number): string {
  return cad.format(cents / 100);
}

/** Parses a user-typed amount ("12.5", "$1,234.50") into integer cents; null when not a number. */
export function parseMoneyToCents(input: string | number): number | null {
  const text = typeof input === 'number' ? String(input) : input.replace(/[$,\s]|CA/g, '');
  if (text === '' || !/^-?\d*(\.\d*)?$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}

/** Formats cents as a plain 2-decimal string for an input field ("12.50"). */
export function centsToInput(cents: number): string {
  return (cents / 100).toFixed(2);
}
