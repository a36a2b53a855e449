import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { AppError } from '@medi/contracts';

/**
 * Validates one request part (params, query or body) with its schema from @medi/contracts, the same schema the
 * web form uses (STYLE rule 12), and hands the parsed value to the handler.
 */
@Injectable()
export class ZodValidationPipe<Schema extends z.ZodType> implements PipeTransform<unknown, z.output<Schema>> {
  constructor(private readonly schema: Schema) {}

  transform(value: unknown, metadata: ArgumentMetadata): z.output<Schema> {
    const result = this.schema.safeParse(value);
    if (result.success) return result.data;
    const details: Record<string, string[]> = {};
    for (const issue of result.error.issues) {
      // Field-level messages keyed by the request's field name; an issue on the whole part is keyed by the part.
      const field = issue.path.length > 0 ? issue.path.map(String).join('.') : metadata.type;
      (details[field] ??= []).push(issue.message);
    }
    throw new AppError('COMMON.VALIDATION_FAILED', result.error.issues[0].message, details);
  }
}
