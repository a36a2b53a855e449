import type { z } from 'zod';

/**
 * Validates an app's environment at start-up. On failure the error lists every problem at once
 * (`KEY: message` per line) so an operator fixes the deployment in one round.
 */
export function loadConfig<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const key = issue.path.length > 0 ? issue.path.join('.') : '(environment)';
    const message =
      issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : issue.message;
    return `${key}: ${message}`;
  });
  throw new InvalidEnvironmentError(problems);
}

export class InvalidEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.join('\n')}`);
    this.name = 'InvalidEnvironmentError';
  }
}
