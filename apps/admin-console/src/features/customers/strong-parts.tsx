import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence whose `<strong>…</strong>` parts (a person's name, an address) show in
 * bold: what react-i18next's Trans does for this one tag, without its HTML parser (about 4 KB
 * gzipped) in the lists' routes. The text is the catalog's, with its values already put in;
 * React escapes every part, so a value holding markup shows as written.
 */
export function strongParts(text: string): ReactNode {
  return text
    .split(/<strong>([\s\S]*?)<\/strong>/)
    .map((part, i) =>
      i % 2 === 1 ? <strong key={i}>{part}</strong> : <Fragment key={i}>{part}</Fragment>,
    );
}
