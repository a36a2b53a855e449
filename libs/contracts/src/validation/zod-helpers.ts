import { z } from 'zod';

/** A trimmed string whose rules are a function answering the first failing message (rules keep the spec's order). */
export function ruledString(firstProblem: (value: string) => string | undefined, requiredMessage?: string) {
  return z
    .string({ error: requiredMessage ?? firstProblem('') ?? 'This field is required.' })
    .trim()
    .superRefine((value, context) => {
      const message = firstProblem(value);
      if (message) context.addIssue({ code: 'custom', message });
    });
}

/** An id chosen from a list (1..max); accepts the string a select control gives. */
export function choiceId(max: number, message: string) {
  return z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? undefined : Number(value)),
    z.number({ error: message }).int(message).min(1, message).max(max, message),
  );
}

/** The first message per field, as the gateway's error details carry them. */
export function fieldMessages(error: z.ZodError): Record<string, string[]> {
  const details: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    (details[field] ??= []).push(issue.message);
  }
  return details;
}

/**
 * Cross-field rules (confirmation, agreements, new password differs) run even while another field is invalid, so a
 * form shows them as soon as their own fields are filled; zod skips them by default when any field has an issue.
 */
export const EVEN_WITH_FIELD_ISSUES = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};
