import { z } from 'zod';
import { AppError } from '../errors';
import { hasControlCharacters, pathsWithNulCharacters, TEXT_MESSAGES } from './text.rules';

/**
 * A trimmed string whose rules are a function answering the first failing message (rules keep the spec's order).
 * Control characters are refused in every one: by the field's own rule if it has one for them, else with
 * TEXT_MESSAGES.controlCharacters.
 */
export function ruledString(firstProblem: (value: string) => string | undefined, requiredMessage?: string) {
  return z
    .string({ error: requiredMessage ?? firstProblem('') ?? 'This field is required.' })
    .trim()
    .superRefine((value, context) => {
      const message =
        firstProblem(value) ?? (hasControlCharacters(value) ? TEXT_MESSAGES.controlCharacters : undefined);
      if (message) context.addIssue({ code: 'custom', message });
    });
}

/**
 * Free text, trimmed, that refuses control characters with `message` (the caller adds its own limits);
 * `required` is the message when the field is missing or not a string.
 */
export function plainText(options: { message?: string; required?: string } = {}) {
  return z
    .string(options.required === undefined ? undefined : { error: options.required })
    .trim()
    .refine((value) => !hasControlCharacters(value), options.message ?? TEXT_MESSAGES.controlCharacters);
}

/** An id chosen from a list (1..max); accepts the string a select control gives. */
export function choiceId(max: number, message: string) {
  return z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? undefined : Number(value)),
    z.number({ error: message }).int(message).min(1, message).max(max, message),
  );
}

/** The messages per field, as error details carry them; an issue on the whole value is keyed by `wholeKey`. */
export function fieldMessages(error: z.ZodError, wholeKey = '_'): Record<string, string[]> {
  const details: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || wholeKey;
    (details[field] ??= []).push(issue.message);
  }
  return details;
}

/**
 * The one mapping of a failed schema to an error, for the gateway and the services alike: the parsed value,
 * or 400 COMMON.VALIDATION_FAILED with the first message and every field's messages. A value the schema accepts
 * is refused all the same when a NUL character is left in it, whatever the field: PostgreSQL can store one in
 * neither text nor JSON. The field's own rule speaks first, so a form and the server give the same message.
 */
export function parseOrThrow<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  wholeKey = '_',
): z.output<Schema> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new AppError(
      'COMMON.VALIDATION_FAILED',
      parsed.error.issues[0].message,
      fieldMessages(parsed.error, wholeKey),
    );
  }
  const withNul = pathsWithNulCharacters(parsed.data);
  if (withNul.length > 0) {
    throw new AppError(
      'COMMON.VALIDATION_FAILED',
      TEXT_MESSAGES.controlCharacters,
      Object.fromEntries(withNul.map((path) => [path || wholeKey, [TEXT_MESSAGES.controlCharacters]])),
    );
  }
  return parsed.data;
}

/**
 * Cross-field rules (confirmation, agreements, new password differs) run even while another field is invalid, so a
 * form shows them as soon as their own fields are filled; zod skips them by default when any field has an issue.
 */
export const EVEN_WITH_FIELD_ISSUES = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};
