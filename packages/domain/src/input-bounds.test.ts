import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as domain from './index';
import { MAX_ID } from './constants';

/**
 * Every schema that reads what a person or a client sends: request bodies, queries, path
 * parameters and the forms behind them. Named by convention, so a schema added later is checked
 * without anyone listing it; the few inputs named otherwise are listed.
 */
const INPUT_NAME = /(Input|Form|Query|Params?)Schema$/;
const OTHER_INPUTS = [
  'NewPasswordSchema',
  'SubdomainSchema',
  'EmailListSchema',
  'IntegrationStateSchema',
];

const inputs = Object.entries(domain).flatMap(([name, value]) =>
  (INPUT_NAME.test(name) || OTHER_INPUTS.includes(name)) && value instanceof z.core.$ZodType
    ? [[name, value] as const]
    : [],
);

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Where a schema lets through a string without a length cap, or a number an int4 cannot hold. */
function unbounded(schema: JsonSchema, path: string): string[] {
  const found: string[] = [];
  const types = [schema.type ?? []].flat();
  if (schema.enum === undefined && schema.const === undefined) {
    if (types.includes('string') && schema.maxLength === undefined)
      found.push(`${path}: no maxLength`);
    if (types.includes('integer') || types.includes('number')) {
      const max = schema.maximum ?? schema.exclusiveMaximum ?? Infinity;
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -Infinity;
      if (max > MAX_ID || min < -MAX_ID - 1) found.push(`${path}: outside int4 (${min}..${max})`);
    }
    if (types.includes('array') && schema.maxItems === undefined)
      found.push(`${path}: no maxItems`);
  }
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    found.push(...unbounded(child, `${path}.${key}`));
  }
  if (typeof schema.additionalProperties === 'object') {
    found.push(...unbounded(schema.additionalProperties, `${path}[value]`));
  }
  if (schema.propertyNames) found.push(...unbounded(schema.propertyNames, `${path}[key]`));
  if (schema.items) found.push(...unbounded(schema.items, `${path}[]`));
  for (const [index, child] of [
    schema.prefixItems ?? [],
    schema.anyOf ?? [],
    schema.oneOf ?? [],
    schema.allOf ?? [],
  ]
    .flat()
    .entries()) {
    found.push(...unbounded(child, `${path}|${index}`));
  }
  return found;
}

describe('input schemas', () => {
  it('are found by name', () => {
    expect(inputs.length).toBeGreaterThan(50);
  });

  it.each(inputs)('%s bounds every string, number and list it accepts', (_name, schema) => {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    expect(unbounded(json, '$')).toEqual([]);
  });
});
