import { Body, type ArgumentMetadata, Injectable, Param, type PipeTransform, Query } from '@nestjs/common';
import type { z } from 'zod';
import { parseOrThrow } from '@medi/contracts';
import { recordRequestSchema, type RequestPart } from '../openapi/request-schemas';

/**
 * Validates one request part (params, query or body) with its schema from @medi/contracts, the same schema the
 * web form uses (STYLE rule 12), and hands the parsed value to the handler. An issue on the whole part is keyed
 * by the part's name.
 */
@Injectable()
export class ZodValidationPipe<Schema extends z.ZodType> implements PipeTransform<unknown, z.output<Schema>> {
  constructor(private readonly schema: Schema) {}

  transform(value: unknown, metadata: ArgumentMetadata): z.output<Schema> {
    return parseOrThrow(this.schema, value, metadata.type);
  }
}

/** Nest's parameter decorator, which also records the schema for the OpenAPI document. */
const validated =
  (part: RequestPart, schema: z.ZodType, decorator: ParameterDecorator): ParameterDecorator =>
  (target, key, index) => {
    decorator(target, key, index);
    if (key !== undefined) recordRequestSchema(target, key, part, schema);
  };

/** The request body, parsed by `schema`. */
export const ZodBody = (schema: z.ZodType) => validated('body', schema, Body(new ZodValidationPipe(schema)));
/** The query string, parsed by `schema`. */
export const ZodQuery = (schema: z.ZodType) =>
  validated('query', schema, Query(new ZodValidationPipe(schema)));
/** The route parameters, parsed by `schema`. */
export const ZodParams = (schema: z.ZodType) =>
  validated('params', schema, Param(new ZodValidationPipe(schema)));
