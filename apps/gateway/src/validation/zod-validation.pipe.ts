import { Body, type ArgumentMetadata, Injectable, Param, type PipeTransform, Query } from '@nestjs/common';
import type { z } from 'zod';
import { parseOrThrow } from '@medi/contracts';

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

/** The request body, parsed by `schema`. */
export const ZodBody = (schema: z.ZodType) => Body(new ZodValidationPipe(schema));
/** The query string, parsed by `schema`. */
export const ZodQuery = (schema: z.ZodType) => Query(new ZodValidationPipe(schema));
/** The route parameters, parsed by `schema`. */
export const ZodParams = (schema: z.ZodType) => Param(new ZodValidationPipe(schema));
