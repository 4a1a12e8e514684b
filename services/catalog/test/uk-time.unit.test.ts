import { describe, expect, it } from 'vitest';
import { londonDate, londonTime, londonToUtcIso } from '../src/domain/uk-time.ts';

describe('UK local time to UTC', () => {
  it('subtracts an hour in British Summer Time and nothing in winter', () => {
    expect(londonToUtcIso('2026-08-22', '15:00')).toBe('2026-08-22T14:00:00.000Z');
    expect(londonToUtcIso('2026-12-26', '15:00')).toBe('2026-12-26T15:00:00.000Z');
  });

  it('follows the clock changes (last Sunday of March and of October)', () => {
    expect(londonToUtcIso('2026-03-28', '20:00')).toBe('2026-03-28T20:00:00.000Z');
    expect(londonToUtcIso('2026-03-29', '14:00')).toBe('2026-03-29T13:00:00.000Z');
    expect(londonToUtcIso('2026-10-24', '17:30')).toBe('2026-10-24T16:30:00.000Z');
    expect(londonToUtcIso('2026-10-25', '14:00')).toBe('2026-10-25T14:00:00.000Z');
  });

  it('rejects malformed dates and times', () => {
    expect(londonToUtcIso('2026-02-30', '15:00')).toBeNull();
    expect(londonToUtcIso('22/08/2026', '15:00')).toBeNull();
    expect(londonToUtcIso('2026-08-22', '25:00')).toBeNull();
    expect(londonToUtcIso('2026-08-22', 'TBC')).toBeNull();
  });

  it('gives the London calendar date of a UTC instant', () => {
    expect(londonDate('2026-08-21T23:30:00Z')).toBe('2026-08-22');
    expect(londonDate('2026-12-21T23:30:00Z')).toBe('2026-12-21');
    expect(londonDate('not a date')).toBeNull();
  });

  it('changes the offset at 01:00 UTC exactly, whichever instant of an hour is asked first', () => {
    // The offset is kept per UTC hour: asking the last minute before a change first must not
    // lend its offset to the first minute after, nor the other way round.
    expect(londonTime('2026-03-29T00:59:00Z')).toBe('00:59');
    expect(londonTime('2026-03-29T01:00:00Z')).toBe('02:00');
    expect(londonTime('2026-10-25T01:30:00Z')).toBe('01:30');
    expect(londonTime('2026-10-25T00:30:00Z')).toBe('01:30');
    expect(londonTime('2026-10-25T00:59:59Z')).toBe('01:59');
    expect(londonTime('2026-10-25T01:00:00Z')).toBe('01:00');
  });
});
