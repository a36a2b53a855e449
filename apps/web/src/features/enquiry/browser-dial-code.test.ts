import { describe, expect, it } from 'vitest';
import { browserDialCode } from './browser-dial-code';

describe('browserDialCode', () => {
  it.each([
    ['a clock in India', { timeZone: 'Asia/Kolkata', languages: ['en-US'] }, '+91'],
    ['a clock in the UAE', { timeZone: 'Asia/Dubai', languages: ['en-US', 'ar'] }, '+971'],
    ['a British clock', { timeZone: 'Europe/London', languages: ['en-GB'] }, '+44'],
    ['an Indian language setting', { timeZone: 'UTC', languages: ['hi-IN'] }, '+91'],
    ['Hindi without a region', { timeZone: undefined, languages: ['hi'] }, '+91'],
    ['a region outside the four', { timeZone: 'Europe/Berlin', languages: ['de-DE'] }, '+1'],
    ['a US browser', { timeZone: 'America/New_York', languages: ['en-US'] }, '+1'],
    ['no hint at all', { timeZone: undefined, languages: [] }, '+1'],
  ])('answers %s with its dial code', (_case, hints, expected) => {
    expect(browserDialCode(hints)).toBe(expected);
  });
});
