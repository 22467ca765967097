import {
  isValidPhoneNumber as isValidWith,
  parsePhoneNumberWithError as parseWith,
  type CountryCode,
  type MetadataJson,
} from 'libphonenumber-js/core';
import { TEXT_MAX } from './constants';
import { requiredString, singleLineText } from './common';
import { hasControlCharacters, hasTabOrLineBreak } from './text';
// libphonenumber-js's "min" metadata without the numbers' display formats, which nothing here
// reads: half its weight on every screen with a phone field (scripts/phone-metadata.mjs).
import phoneMetadata from './phone-metadata.json';

const metadata = phoneMetadata as unknown as MetadataJson;
const isValidPhoneNumber = (text: string, country: CountryCode) => isValidWith(text, country, metadata);
const parsePhoneNumberWithError = (text: string, country: CountryCode) => parseWith(text, country, metadata);

/**
 * The country a number written without its +country code is read in: the businesses are
 * Canadian, and the same plan (+1) covers the United States.
 */
export const PHONE_DEFAULT_COUNTRY = 'CA';

export const PhoneMessages = {
  invalid: (label: string) => `${label} must be a valid phone number, e.g. +1 416 555 0100`,
} as const;

/**
 * A phone number as libphonenumber-js knows it (the right number of digits for its country and
 * area), written with digits, an optional leading +, spaces, dots, dashes and parentheses only;
 * letters, extensions and control characters are refused. Server and screens share this rule.
 */
export function isValidPhone(text: string): boolean {
  const trimmed = text.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return false;
  return isValidPhoneNumber(trimmed, PHONE_DEFAULT_COUNTRY);
}

/** A valid phone number in E.164 form (+14165550100), as SMS gateways take it; null otherwise. */
export function toE164(text: string | null | undefined): string | null {
  if (!text || !isValidPhone(text)) return null;
  try {
    return parsePhoneNumberWithError(text.trim(), PHONE_DEFAULT_COUNTRY).number;
  } catch {
    return null;
  }
}

/**
 * Whether the phone rule has its say: a blank, over-long or control-character value already
 * has the text rules' own message, and a field shows one message at a time.
 */
const checkable = (phone: string) =>
  phone !== '' && phone.length <= TEXT_MAX.phone && !hasControlCharacters(phone) && !hasTabOrLineBreak(phone);

/** A phone field that must be filled: `requiredMessage` when blank, else a valid number. */
export function requiredPhone(requiredMessage: string, label = 'Phone') {
  return requiredString(requiredMessage, { label, max: TEXT_MAX.phone }).refine(
    (phone) => !checkable(phone) || isValidPhone(phone),
    { error: PhoneMessages.invalid(label) },
  );
}

/** A phone field that may stay empty (''); anything typed must be a valid number. */
export function optionalPhone(label = 'Phone') {
  return singleLineText({ label, max: TEXT_MAX.phone }).refine(
    (phone) => !checkable(phone) || isValidPhone(phone),
    { error: PhoneMessages.invalid(label) },
  );
}

