import { nextStreamId, streamIdAfter } from './stream-keys';

describe('stream ids', () => {
  it('orders by milliseconds, as numbers, then by sequence', () => {
    expect(streamIdAfter('1000-0', '999-5')).toBe(true);
    expect(streamIdAfter('999-5', '1000-0')).toBe(false);
    expect(streamIdAfter('1700000000000-2', '1700000000000-10')).toBe(false);
    expect(streamIdAfter('1700000000000-10', '1700000000000-2')).toBe(true);
    expect(streamIdAfter('1700000000000-2', '1700000000000-2')).toBe(false);
    expect(streamIdAfter('1-0', '0-0')).toBe(true);
    expect(streamIdAfter('0-1', '0')).toBe(true);
    expect(streamIdAfter('0', '0-0')).toBe(false);
  });

  it('names the smallest id after another', () => {
    expect(nextStreamId('1700000000000-9')).toBe('1700000000000-10');
    expect(streamIdAfter(nextStreamId('5-0'), '5-0')).toBe(true);
  });
});
