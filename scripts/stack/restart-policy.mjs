// When a child that was serving dies on its own, the stack restarts it after a growing pause (0.5 s, 1 s, 2 s ...
// capped) while the others keep serving; a child that keeps dying (maxCrashes within windowMs) stops the stack.

export class RestartPolicy {
  #crashes = [];

  constructor({ maxCrashes, windowMs, firstDelayMs = 500, maxDelayMs = 10_000 }) {
    this.maxCrashes = maxCrashes;
    this.windowMs = windowMs;
    this.firstDelayMs = firstDelayMs;
    this.maxDelayMs = maxDelayMs;
  }

  /** Records a crash; returns the pause before the restart in ms, or null when it has crashed too often. */
  recordCrash(now = Date.now()) {
    this.#crashes = [...this.#crashes.filter((at) => now - at < this.windowMs), now];
    if (this.#crashes.length >= this.maxCrashes) return null;
    return Math.min(this.firstDelayMs * 2 ** (this.#crashes.length - 1), this.maxDelayMs);
  }

  /** How many crashes the current window holds. */
  get recentCrashes() {
    return this.#crashes.length;
  }
}
