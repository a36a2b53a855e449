import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { AppError, pathsWithNulCharacters, TEXT_MESSAGES } from '@medi/contracts';

/**
 * Runs before every handler's own validation, on each body, query and route parameter it reads (validated by a
 * schema or passed on as it came): a NUL character anywhere is refused with 400 and the field it is in. PostgreSQL
 * cannot store one, so a NUL that reached a service failed there as a 500, after a service had started the work.
 */
@Injectable()
export class NulCharacterPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    const paths = pathsWithNulCharacters(value);
    if (paths.length === 0) return value;
    const fieldOf = (path: string) => [metadata.data, path].filter(Boolean).join('.') || metadata.type;
    throw new AppError(
      'COMMON.VALIDATION_FAILED',
      TEXT_MESSAGES.controlCharacters,
      Object.fromEntries(paths.map((path) => [fieldOf(path), [TEXT_MESSAGES.controlCharacters]])),
    );
  }
}
