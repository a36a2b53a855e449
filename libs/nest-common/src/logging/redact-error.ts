/** What a database driver may put on an error that repeats the values of a row (PostgreSQL's DETAIL and WHERE). */
const VALUE_BEARING_FIELDS = ['detail', 'where', 'internalQuery', 'parameters'] as const;

interface QueryError extends Error {
  query: string;
  params: unknown[];
}

function isQueryError(error: unknown): error is QueryError {
  return (
    error instanceof Error &&
    typeof (error as Partial<QueryError>).query === 'string' &&
    Array.isArray((error as Partial<QueryError>).params)
  );
}

/**
 * An error fit for a log: Drizzle's failed-query error repeats every parameter of the query (password hashes,
 * e-mail addresses, names, dates of birth) in its message and stack, and PostgreSQL's DETAIL repeats a row's
 * values. This keeps the SQL text (placeholders only), the driver's code and the stack frames, and drops the
 * values. Anything else comes back as it was.
 */
export function withoutQueryValues(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  if (!isQueryError(error) && !VALUE_BEARING_FIELDS.some((field) => field in error)) return error;
  const message = isQueryError(error) ? `Failed query: ${error.query}` : error.message;
  const redacted = new Error(
    message,
    error.cause === undefined ? undefined : { cause: withoutQueryValues(error.cause) },
  );
  redacted.name = error.name;
  redacted.stack = `${error.name}: ${message}\n${framesOf(error.stack)}`;
  for (const field of ['code', 'severity', 'table', 'column', 'constraint', 'routine'] as const) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (value !== undefined) Object.assign(redacted, { [field]: value });
  }
  return redacted;
}

/** The text a plain-text log line should carry for an error: its redacted stack, or its message. */
export function describeForLog(error: unknown): string {
  const safe = withoutQueryValues(error);
  return safe instanceof Error ? (safe.stack ?? safe.message) : String(safe);
}

function framesOf(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}
