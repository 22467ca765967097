import { TIP_MAX_PERCENT } from './constants';

/**
 * Integer cents as Canadian dollars the way the console shows every amount: 12345 ->
 * "CA$123.45", -500 -> "-CA$5.00". en-CA writes the Canadian dollar as a bare "$"; the spec
 * shows amounts in CA$, so the currency symbol is named in full.
 */
export function formatMoney(cents: number): string {
  return inConsoleStyle(currencyFormatter('en-CA', false), cents / 100);
}

/** A whole-dollar amount (a property's price) in the console's style: 650000 -> "CA$650,000". */
export function formatWholeDollars(dollars: number): string {
  return inConsoleStyle(currencyFormatter('en-CA', true), dollars);
}

/** `dollars` formatted by `formatter`, its currency symbol written "CA$". */
function inConsoleStyle(formatter: Intl.NumberFormat, dollars: number): string {
  return formatter
    .formatToParts(dollars)
    .map((part) => (part.type === 'currency' ? 'CA$' : part.value))
    .join('');
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A Canadian-dollar formatter for a locale, built on its first use and kept: the first Intl
 * object a page builds loads the locale's data (about 10 ms of a phone's main thread), which a
 * page that shows no amount never needs.
 */
function currencyFormatter(locale: string, wholeDollars: boolean): Intl.NumberFormat {
  const key = `${locale}:${wholeDollars ? 0 : 2}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'CAD',
      ...(wholeDollars ? { maximumFractionDigits: 0 } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Integer cents in a language's own style, for the public site and customers' messages:
 * "$123.45" in en-CA, "123,45 $" in fr-CA.
 */
export function formatLocalMoney(
  cents: number,
  locale: string,
  options: { wholeDollars?: boolean } = {},
): string {
  return currencyFormatter(locale, options.wholeDollars ?? false).format(cents / 100);
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

/** The largest tip an appointment with this services total may carry, in cents. */
export function maxTip(serviceTotal: number): number {
  return Math.floor((serviceTotal * TIP_MAX_PERCENT) / 100);
}

/** One million parts per million: a tax rate of 14.975 % is 149,750 ppm. */
export const PPM = 1_000_000;

/** The amounts of an appointment in integer cents; tax rounds half away from zero on the service total. */
export function appointmentAmounts(input: {
  servicePrices: readonly number[];
  taxRatePpm: number;
  bookingFee: number;
  tip: number;
}): { service_total: number; tax: number; booking_fee: number; tip: number; total: number } {
  const service_total = input.servicePrices.reduce((sum, price) => sum + price, 0);
  const tax = Math.round((service_total * input.taxRatePpm) / PPM);
  const total = service_total + tax + input.bookingFee + input.tip;
  return { service_total, tax, booking_fee: input.bookingFee, tip: input.tip, total };
}

/** A ppm rate as a percent with 3 decimals for an input ("14.975"). */
export function ppmToPercentInput(ppm: number): string {
  return (ppm / 10_000).toFixed(3);
}

/** A typed percent ("14.975", "5 %") as ppm; null when not a number. */
export function parsePercentToPpm(input: string): number | null {
  const text = input.replace(/[%\s]/g, '');
  if (text === '' || !/^\d*(\.\d*)?$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? Math.round(value * 10_000) : null;
}
