import { zod4Resolver } from 'mantine-form-zod-resolver';
import { translateErrors } from './i18n';

/**
 * A Mantine form's `validate` from a domain schema, each field's first message in the
 * wizard's language (the schema holds the spec's English text; the `messages` catalogs
 * translate it). Read at validation time, so a language switch applies to the next check.
 */
export function translatedValidate(schema: Parameters<typeof zod4Resolver>[0]) {
  const resolve = zod4Resolver(schema, { errorPriority: 'first' });
  return (values: Record<string, unknown>) => translateErrors(resolve(values));
}
