import 'reflect-metadata';
import type { z } from 'zod';

/** The parts of a request a handler validates with a zod schema, as the OpenAPI document describes them. */
export type RequestPart = 'body' | 'query' | 'params';
export type RequestSchemas = Partial<Record<RequestPart, z.ZodType>>;

const REQUEST_SCHEMAS = Symbol('medi:request-schemas');

/** Records that the handler `key` of `target` validates `part` with `schema`. */
export function recordRequestSchema(
  target: object,
  key: string | symbol,
  part: RequestPart,
  schema: z.ZodType,
): void {
  const recorded = requestSchemasOf(target, key);
  Reflect.defineMetadata(REQUEST_SCHEMAS, { ...recorded, [part]: schema }, target, key);
}

export function requestSchemasOf(target: object, key: string | symbol): RequestSchemas {
  return (Reflect.getMetadata(REQUEST_SCHEMAS, target, key) as RequestSchemas | undefined) ?? {};
}

/**
 * For a handler that takes `@Body()` or `@Query()` as it came and validates it further in (a service checks the
 * licence pattern of the country, or the schema needs today's date): names the schema from @medi/contracts it is
 * validated with, so the OpenAPI document describes it all the same.
 */
export const ValidatedWith =
  (schemas: RequestSchemas): MethodDecorator =>
  (target, key) => {
    for (const [part, schema] of Object.entries(schemas) as [RequestPart, z.ZodType][]) {
      recordRequestSchema(target, key, part, schema);
    }
  };

/**
 * The date the OpenAPI document builds date-dependent schemas with (an age limit, a date of birth not in the
 * future): the date changes what a value may be, never the fields and their types the document shows.
 */
export const DOCUMENT_DATE = '2000-01-01';
