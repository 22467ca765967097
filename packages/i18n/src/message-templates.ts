/**
 * Messages the API and the domain build with a value inside ("Service name must be at most 100
 * characters", "3 appointments booked!") travel in English, word for word, like every message.
 * The `messages` catalogs hold them as templates: the English text with i18next placeholders as
 * the key, the translation with the same placeholders as the value,
 *
 *   "{{label}} must be at most {{max, number}} characters":
 *     "Le champ « {{label}} » doit contenir au plus {{max, number}} caractères"
 *
 * A message is looked up as a key first; one no catalog has is matched against the templates,
 * its values taken out and put into the translation. A placeholder is written `{{name}}` or
 * `{{name, format}}`:
 * - `{{name}}`: any text, itself translated when the catalogs know it (a field's label such as
 *   "Service name", a duration such as "2 hours" through a template of its own);
 * - `{{name, number}}`: a number as the English writes it (digits, maybe a sign and decimals),
 *   written the way the language writes numbers ("20 000" in French);
 * - `{{name, list}}`: an English list ("Ann, Bo and Cy"), written the way the language joins
 *   a list ("Ann, Bo et Cy"). A name holding ", " or " and " is split there.
 *
 * Matching takes no regular expression: a template is cut once into its literal parts, and a
 * message is matched by finding each part in turn (`indexOf`), in time linear in the message,
 * whatever it holds. When several templates match, the one with the most literal text wins
 * ("Password must be at most {{max, number}} characters" over "{{label}} must be at most …").
 */

import { formattersFor } from './format';

/** A namespace's catalog as i18next holds it: key to text. */
export type MessageCatalog = Readonly<Record<string, unknown>>;

/** `{{name}}` or `{{name, format}}`, spaces allowed as i18next allows them. */
const PLACEHOLDER_SOURCE = String.raw`\{\{\s*([A-Za-z_$][\w$]*)\s*(?:,\s*([A-Za-z]+)\s*)?\}\}`;
/** Global, for matchAll and replace only (which start from the beginning); `test` has its own. */
const PLACEHOLDER = new RegExp(PLACEHOLDER_SOURCE, 'g');
const HAS_PLACEHOLDER = new RegExp(PLACEHOLDER_SOURCE);
const FORMATS = ['number', 'list'] as const;
type Format = (typeof FORMATS)[number];
const NUMBER = /^[-+]?\d+(?:\.\d+)?$/;

/**
 * How deep a value is translated in turn: a message's values are (a label inside a template),
 * theirs are not (beyond a key of their own), so a message never leads to an endless walk.
 */
const MAX_DEPTH = 2;

interface Placeholder {
  name: string;
  format: Format | undefined;
}

interface Template {
  /** The template as the catalog keys it. */
  key: string;
  /** The template's translation, with the key's placeholders. */
  text: string;
  /** The literal parts around the placeholders: one more than there are placeholders. */
  literals: string[];
  placeholders: Placeholder[];
  /** Characters of literal text: the more, the more specific. */
  specificity: number;
}

/** The placeholders of a text, as written: `name` or `name, format`, in order. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map(([, name, format]) =>
    format ? `${name}, ${format}` : name!,
  );
}

/** Whether a catalog key is a template (holds a placeholder). */
export function isTemplateKey(key: string): boolean {
  return HAS_PLACEHOLDER.test(key);
}

type Parsed = { literals: string[]; placeholders: Placeholder[] };

/** A template key cut into its parts, or what keeps it from matching messages. */
function parseTemplate(key: string): Parsed | string {
  const literals: string[] = [];
  const placeholders: Placeholder[] = [];
  let from = 0;
  for (const match of key.matchAll(PLACEHOLDER)) {
    const [whole, name, format] = match;
    if (format !== undefined && !(FORMATS as readonly string[]).includes(format))
      return `{{${name}, ${format}}}: the format must be one of ${FORMATS.join(', ')}`;
    if (placeholders.some((p) => p.name === name)) return `{{${name}}} appears twice`;
    const literal = key.slice(from, match.index);
    if (placeholders.length > 0 && literal === '')
      return `{{${name}}} follows another placeholder with no text between them`;
    literals.push(literal);
    placeholders.push({ name: name!, format: format as Format | undefined });
    from = match.index + whole.length;
  }
  literals.push(key.slice(from));
  // A template of placeholders alone would match every message.
  if (!literals.some((literal) => literal.trim())) return 'the template has no text of its own';
  return { literals, placeholders };
}

/**
 * What is wrong with a catalog's templates: a key that cannot be matched, or a translation
 * whose placeholders are not the key's (one left out, added, or with another format). Keyed
 * by the template. The catalog tests of every app run it on each `messages` namespace.
 */
export function templateProblems(catalog: MessageCatalog): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [key, text] of Object.entries(catalog)) {
    const inText = typeof text === 'string' && isTemplateKey(text);
    if (!isTemplateKey(key)) {
      if (inText) problems[key] = 'the translation has placeholders the key has not';
      continue;
    }
    const parsed = parseTemplate(key);
    if (typeof parsed === 'string') problems[key] = parsed;
    else if (typeof text !== 'string') problems[key] = 'the translation is not a text';
    else {
      const want = placeholdersOf(key).sort().join(' | ');
      const have = placeholdersOf(text).sort().join(' | ');
      if (want !== have)
        problems[key] = `the translation has the placeholders [${have}], the key [${want}]`;
    }
  }
  return problems;
}

const compiled = new WeakMap<MessageCatalog, { size: number; templates: Template[] }>();

/**
 * A catalog's templates, most specific first, compiled when the catalog is first used and again
 * only when it has gained keys (i18next extends a namespace's object in place).
 */
function templatesOf(catalog: MessageCatalog): Template[] {
  const keys = Object.keys(catalog);
  const cached = compiled.get(catalog);
  if (cached && cached.size === keys.length) return cached.templates;
  const templates: Template[] = [];
  for (const key of keys) {
    const text = catalog[key];
    if (typeof text !== 'string' || !text.trim() || !isTemplateKey(key)) continue;
    const parsed = parseTemplate(key);
    if (typeof parsed === 'string') continue; // templateProblems reports it in the tests.
    const specificity = parsed.literals.reduce((sum, literal) => sum + literal.length, 0);
    templates.push({ key, text, ...parsed, specificity });
  }
  templates.sort((a, b) => b.specificity - a.specificity);
  compiled.set(catalog, { size: keys.length, templates });
  return templates;
}

/** The values of `message` by placeholder name, if it is an instance of `template`. */
function matchTemplate(template: Template, message: string): Map<string, string> | undefined {
  const { literals, placeholders } = template;
  const head = literals[0]!;
  const tail = literals[literals.length - 1]!;
  // Every value is at least one character.
  if (message.length < template.specificity + placeholders.length) return undefined;
  if (!message.startsWith(head) || !message.endsWith(tail)) return undefined;
  const end = message.length - tail.length;
  const values = new Map<string, string>();
  let position = head.length;
  for (let i = 0; i < placeholders.length; i++) {
    const last = i === placeholders.length - 1;
    const next = last ? '' : literals[i + 1]!;
    // The next literal's first place after at least one character of value: the earliest
    // leaves the most room to the parts after it, so no other place needs trying.
    const stop = last ? end : message.indexOf(next, position + 1);
    if (stop <= position || stop + next.length > end) return undefined;
    const value = message.slice(position, stop);
    if (placeholders[i]!.format === 'number' && !NUMBER.test(value)) return undefined;
    values.set(placeholders[i]!.name, value);
    position = stop + next.length;
  }
  return values;
}

/** An English list ("Ann, Bo and Cy") as its items. */
function englishListItems(text: string): string[] {
  const and = text.lastIndexOf(' and ');
  if (and < 0) return [text];
  return [...text.slice(0, and).split(', '), text.slice(and + ' and '.length)];
}

function formatValue(
  value: string,
  format: Format | undefined,
  catalogs: readonly MessageCatalog[],
  language: string,
  depth: number,
): string {
  switch (format) {
    case 'number':
      return formattersFor(language).number(Number(value));
    case 'list':
      return formattersFor(language).list(englishListItems(value));
    default:
      return lookUp(value, catalogs, language, depth + 1) ?? value;
  }
}

/** The most specific template of `catalogs` that `message` is an instance of, with its values. */
function bestTemplate(
  message: string,
  catalogs: readonly MessageCatalog[],
): { template: Template; values: Map<string, string> } | undefined {
  let best: { template: Template; values: Map<string, string> } | undefined;
  for (const catalog of catalogs) {
    for (const template of templatesOf(catalog)) {
      // Sorted most specific first: the rest of this catalog cannot beat what was found, and
      // an earlier catalog wins a tie.
      if (best && template.specificity <= best.template.specificity) break;
      const values = matchTemplate(template, message);
      if (values) {
        best = { template, values };
        break;
      }
    }
  }
  return best;
}

/**
 * The template of `catalogs` a message is an instance of (the most specific one), and the
 * values it holds as sent, by placeholder name; undefined when none matches.
 */
export function matchMessageTemplate(
  message: string,
  catalogs: readonly MessageCatalog[],
): { template: string; values: Record<string, string> } | undefined {
  const best = bestTemplate(message, catalogs);
  return best && { template: best.template.key, values: Object.fromEntries(best.values) };
}

/** A message's translation in `catalogs`, if they have one. */
function lookUp(
  message: string,
  catalogs: readonly MessageCatalog[],
  language: string,
  depth: number,
): string | undefined {
  for (const catalog of catalogs) {
    const text = Object.hasOwn(catalog, message) ? catalog[message] : undefined;
    if (typeof text === 'string' && text.trim()) return text;
  }
  if (depth >= MAX_DEPTH) return undefined;
  const best = bestTemplate(message, catalogs);
  if (!best) return undefined;
  const { template, values } = best;
  const formats = new Map(template.placeholders.map((p) => [p.name, p.format]));
  // One pass over the translation: a value put in is not read again, so a value holding
  // "{{label}}" or "$t(…)" is shown as it is.
  return template.text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values.get(name);
    return value === undefined
      ? whole
      : formatValue(value, formats.get(name), catalogs, language, depth);
  });
}

/**
 * A message of the API or of a domain schema (the spec's English text) in `language`: the
 * first of `catalogs` (a language's `messages` namespaces, in order) holding it as a key gives
 * its text; else the most specific template it is an instance of, its values put in; else the
 * message as it came.
 */
export function translateWithCatalogs(
  message: string,
  catalogs: readonly MessageCatalog[],
  language: string,
): string {
  return lookUp(message, catalogs, language, 0) ?? message;
}
