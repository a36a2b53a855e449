import { MAX_BUFFERED_AUDIO_FRAMES } from '@medi/contracts';
import { FrameRateLimit } from './frame-rate-limit';

describe('FrameRateLimit', () => {
  function limitAt(perSecond: number, burst: number) {
    let now = 0;
    const limit = new FrameRateLimit(perSecond, burst, () => now);
    const passed = (frames: number) =>
      Array.from({ length: frames }, () => limit.take()).filter(Boolean).length;
    return { limit, passed, advance: (ms: number) => (now += ms) };
  }

  it('lets a burst through at once, then the rate', () => {
    const { passed, advance } = limitAt(50, 150);
    expect(passed(200)).toBe(150);
    advance(100);
    expect(passed(10)).toBe(5);
    advance(10_000);
    expect(passed(200)).toBe(150);
  });

  it("lets a reconnecting client's resend through once, on top of the rate", () => {
    const { limit, passed, advance } = limitAt(50, 150);
    limit.allowCatchUp(600);
    expect(passed(800)).toBe(750);
    advance(200);
    expect(passed(100)).toBe(10);
  });

  it('never allows more catch-up than a client can have buffered', () => {
    const { limit, passed } = limitAt(50, 150);
    limit.allowCatchUp(1_000_000);
    expect(passed(MAX_BUFFERED_AUDIO_FRAMES * 10)).toBe(150 + MAX_BUFFERED_AUDIO_FRAMES);
  });
});
