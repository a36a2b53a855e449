/** The constraint a statement broke with a unique violation (PostgreSQL 23505), if that is why it failed. */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const candidate = cause as { code?: unknown; constraint?: unknown };
    if (candidate.code === '23505')
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    if (typeof cause !== 'object') return undefined;
  }
  return undefined;
}
