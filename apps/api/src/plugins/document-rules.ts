/**
 * Rules the server applies to every route's input that zod's JSON Schema of the route does not carry,
 * written into the published document (plugins/docs.ts) where JSON Schema can say them:
 * - the text guard (text-guard.ts) refuses the NUL character in any string: a string without a
 *   pattern, format or enum of its own gets `pattern: ^[^\u0000]*$`;
 * - an empty query parameter is a parameter not given (`blankToUndefined` in the domain's query
 *   schemas): such a parameter of another type than text is documented as its type or blank.
 */
import { blankToUndefined } from '@shop/domain/schemas/list-query.schema';
import type { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const NO_NUL = '^[^\\u0000]*$';
/** What `String.prototype.trim` removes, so what blankToUndefined takes as empty. */
const BLANK = { type: 'string', pattern: '^[\\s\\uFEFF]*$', description: 'Blank: as if not given' };

function isObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Adds the NUL rule to every plain string inside a JSON schema (properties, items, unions). */
export function refuseNulInStrings(schema: unknown): void {
  if (Array.isArray(schema)) {
    for (const entry of schema) refuseNulInStrings(entry);
    return;
  }
  if (!isObject(schema)) return;
  if (schema.type === 'string' && !schema.pattern && !schema.format && !schema.enum) {
    schema.pattern = NO_NUL;
  }
  for (const key of ['properties', 'patternProperties']) {
    const children = schema[key];
    if (isObject(children)) for (const child of Object.values(children)) refuseNulInStrings(child);
  }
  for (const key of ['items', 'additionalProperties', 'not', 'anyOf', 'oneOf', 'allOf']) {
    refuseNulInStrings(schema[key]);
  }
}

/** Whether a zod schema is `z.preprocess(blankToUndefined, …)`. */
function takesBlankAsAbsent(schema: z.ZodType): boolean {
  const def = schema._zod.def as { type: string; in?: { _zod: { def: { transform?: unknown } } } };
  return def.type === 'pipe' && def.in?._zod.def.transform === blankToUndefined;
}

/** Documents each blank-is-absent query parameter as its own schema or blank. */
export function allowBlankQueryValues(zodQuery: unknown, jsonQuery: unknown): void {
  const shape = (zodQuery as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
  if (!shape || !isObject(jsonQuery) || !isObject(jsonQuery.properties)) return;
  const properties = jsonQuery.properties;
  for (const [name, zodSchema] of Object.entries(shape)) {
    const documented = properties[name];
    if (!takesBlankAsAbsent(zodSchema) || !isObject(documented)) continue;
    // A plain text already takes blank; an enum, a number or a flag does not.
    if (documented.type === 'string' && !documented.enum && !documented.pattern) continue;
    const { description, default: fallback, ...own } = documented;
    properties[name] = {
      ...(description === undefined ? {} : { description }),
      ...(fallback === undefined ? {} : { default: fallback }),
      anyOf: [own, BLANK],
    };
  }
}
