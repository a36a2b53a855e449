import { MAX_BUFFERED_AUDIO_FRAMES } from '@medi/contracts';

const MS_PER_SECOND = 1_000;

/**
 * What one socket may send: `perSecond` frames a second on average, in bursts of up to `burst` (a token bucket),
 * plus a one-off catch-up allowance for a reconnecting client's resend of what it buffered while its
 * connection was down, at most MAX_BUFFERED_AUDIO_FRAMES. A flood stays bounded by both.
 */
export class FrameRateLimit {
  private tokens: number;
  private refilledAt: number;
  private catchUp = 0;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = burst;
    this.refilledAt = now();
  }

  /** The frames a reconnecting client is about to resend; replaces any allowance left from before. */
  allowCatchUp(frames: number): void {
    this.catchUp = Math.max(0, Math.min(Math.floor(frames), MAX_BUFFERED_AUDIO_FRAMES));
  }

  /** Whether the next frame may pass. */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(
      this.burst,
      this.tokens + ((now - this.refilledAt) * this.perSecond) / MS_PER_SECOND,
    );
    this.refilledAt = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return true;
    }
    if (this.catchUp > 0) {
      this.catchUp -= 1;
      return true;
    }
    return false;
  }
}
