/**
 * Polls `probe` until it returns a value (not undefined) and returns it; fails naming `what` after `timeoutMs`.
 * What a test waits for is an outcome it can see (a row, a file, an event), never a fixed time.
 */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
