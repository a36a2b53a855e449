/**
 * The page's one way of waiting for a job (a report, a PDF, an e-mail): ask every `intervalMs`, give up at a
 * deadline. How often the page asks whether a PDF or an e-mail is done, and how long it keeps asking:
 */
export const DELIVERY_POLL_INTERVAL_MS = 500;
export const DELIVERY_POLL_TIMEOUT_MS = 90_000;

/**
 * Calls `probe` until it answers a value (not undefined), every `intervalMs`; undefined after `timeoutMs`.
 * A probe that throws ends the polling with its error.
 */
export async function pollUntil<T>(
  probe: () => Promise<T | undefined>,
  intervalMs = DELIVERY_POLL_INTERVAL_MS,
  timeoutMs = DELIVERY_POLL_TIMEOUT_MS,
): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() + intervalMs > deadline) return undefined;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
