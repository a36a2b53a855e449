import fc from 'fast-check';
import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
};

const NUL = '\u0000';
const MEGABYTE = 1 << 20;

/**
 * Values no schema asks for: NUL and other control characters, a 1 MB string, bidirectional overrides, lone
 * surrogates, numbers and types where text is expected, deep nesting, prototype keys.
 */
export function hostileValue(): fc.Arbitrary<unknown> {
  const controlText = fc
    .array(fc.integer({ min: 0, max: 0x1f }), { minLength: 1, maxLength: 4 })
    .map((codes) => `a${String.fromCharCode(...codes)}b`);
  return fc.oneof(
    fc.constant(NUL),
    fc.string().map((text) => `${text}${NUL}${text}`),
    controlText,
    fc.constant('x'.repeat(MEGABYTE)),
    fc.constant('\u202Eevil\u202C \u2066isolated\u2069 \u200F\u061C'),
    fc.constant('\uD800 lone surrogate \uDC00'),
    fc.constant('𝕄𝕖𝕕𝕚 🩺 तापमान العربية'),
    fc.constantFrom(0, -1, -0, 1e308, -1e308, 2 ** 53 + 1, 0.5),
    fc.constantFrom(true, false, null, '', ' ', '[]', '{}', 'null', 'undefined', 'NaN'),
    fc.constant(nested(2_000)),
    fc.constant({ __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } }),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
  );
}

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? [value] : { inner: value };
  return value;
}

/** A value the JSON Schema allows (mostly), ids drawn partly from those the test owns so requests go deep. */
function conforming(schema: JsonSchema, knownIds: readonly string[], depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length)
    return fc.oneof(...alternatives.map((option) => conforming(option, knownIds, depth)));
  if (schema.allOf?.length) return conforming(schema.allOf[0], knownIds, depth);
  const type: string = (Array.isArray(schema.type) ? schema.type[0] : schema.type) ?? 'any';
  switch (type) {
    case 'object': {
      if (depth > 4 || !schema.properties)
        return fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 2 });
      const shape = Object.fromEntries(
        Object.entries(schema.properties).map(([key, property]) => [
          key,
          conforming(property, knownIds, depth + 1),
        ]),
      );
      return fc.record(shape, { requiredKeys: schema.required ?? [] });
    }
    case 'array':
      return fc.array(schema.items ? conforming(schema.items, knownIds, depth + 1) : fc.string(), {
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (schema.format === 'uuid')
        return knownIds.length > 0 ? fc.oneof(fc.constantFrom(...knownIds), fc.uuid()) : fc.uuid();
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date')
        return fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
      return fc.string({
        unit: 'grapheme',
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 40),
      });
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

/** The same object with one property, present or not, replaced by a hostile value. */
function withOneHostileField(schema: JsonSchema, knownIds: readonly string[]): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  if (keys.length === 0) return hostileValue();
  return fc
    .tuple(conforming(schema, knownIds, 0), fc.constantFrom(...keys), hostileValue())
    .map(([value, key, hostile]) => ({ ...(value as object), [key]: hostile }));
}

/**
 * Bodies, queries or route parameters for a part validated by `schema`: some it allows, some with one field
 * replaced by a hostile value, some hostile altogether. Without a schema (the route reads nothing), hostile only.
 */
export function requestPartArbitrary(
  schema: z.ZodType | undefined,
  knownIds: readonly string[],
): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.constant(undefined), hostileValue());
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fc.oneof(
    { weight: 3, arbitrary: conforming(json, knownIds, 0) },
    { weight: 4, arbitrary: withOneHostileField(json, knownIds) },
    { weight: 1, arbitrary: hostileValue() },
  );
}

/** Query strings and path segments are text: a value as a client would put it in the URL. */
export function asUrlText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value) ?? '';
}

/** A route parameter as a client can send it: percent-encoded, a lone surrogate (no URL can carry one) made U+FFFD. */
export function asPathSegment(value: unknown): string {
  return encodeURIComponent(Buffer.from(asUrlText(value), 'utf8').toString('utf8'));
}
