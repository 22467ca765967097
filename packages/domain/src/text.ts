/**
 * Rules every accepted text follows, without zod: the sign-in schemas (zod/mini) and the API's
 * input guard use them as well as the zod helpers in `common.ts`.
 */

// Matching control characters is the point of these patterns.
/* eslint-disable no-control-regex */
/** C0 controls other than tab, line feed and carriage return; DEL; the C1 controls. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/* eslint-enable no-control-regex */
const TAB_OR_LINE_BREAK = /[\t\n\r]/;

/** Whether `text` holds a control character other than tab and line breaks (NUL, ESC, ...). */
export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}

/** Whether `text` holds a tab or a line break, which only a text area accepts. */
export function hasTabOrLineBreak(text: string): boolean {
  return TAB_OR_LINE_BREAK.test(text);
}

/** A string made of one character repeated, e.g. "aaaaaaaa". */
export function isOneCharacterRepeated(text: string): boolean {
  const chars = [...text];
  return chars.length > 1 && chars.every((c) => c === chars[0]);
}

export const TextMessages = {
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  controlCharacters: (label: string) => `${label} cannot contain control characters`,
  tabOrLineBreak: (label: string) => `${label} cannot contain tabs or line breaks`,
} as const;

/** Shortens text for list previews (notification 15, message list 100, thread 40, default 30). */
export function preview(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}
