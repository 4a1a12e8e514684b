// When the live season is refreshed next: every few minutes inside a match day's window (first
// kick-off to three hours after the last), a few times a day otherwise but never past the next
// window's start, with a jitter every replica draws alike.
import { describe, expect, it } from 'vitest';
import { jitterShare, matchWindows, nextRefresh } from '../src/domain/refresh-schedule.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const settings = { matchDayIntervalMs: 5 * MIN, idleIntervalMs: 6 * HOUR, jitter: 0 };
const fixture = (kickoff: string, status = 'scheduled') => ({ kickoff, status });

// Saturday 28 November 2026: 12:30, 15:00 and 17:30 UK (GMT); Sunday 14:00 and 16:30.
const weekend = [
  fixture('2026-11-28T15:00:00.000Z'),
  fixture('2026-11-28T12:30:00.000Z'),
  fixture('2026-11-28T17:30:00.000Z'),
  fixture('2026-11-29T14:00:00.000Z'),
  fixture('2026-11-29T16:30:00.000Z'),
  fixture('2026-11-30T20:00:00.000Z', 'postponed'),
];
const windows = matchWindows(weekend);

describe('match windows', () => {
  it('run from a UK day first kick-off to three hours after its last; postponed matches have none', () => {
    expect(windows.map((w) => [new Date(w.start).toISOString(), new Date(w.end).toISOString()])).toEqual([
      ['2026-11-28T12:30:00.000Z', '2026-11-28T20:30:00.000Z'],
      ['2026-11-29T14:00:00.000Z', '2026-11-29T19:30:00.000Z'],
    ]);
  });

  it('merge a late kick-off window into the next day when they overlap', () => {
    const merged = matchWindows([fixture('2026-12-01T23:30:00.000Z'), fixture('2026-12-02T01:00:00.000Z')]);
    // 23:30 GMT on the 1st and 01:00 on the 2nd are two UK days whose windows overlap.
    expect(merged).toEqual([{ start: Date.parse('2026-12-01T23:30:00.000Z'), end: Date.parse('2026-12-02T04:00:00.000Z') }]);
  });
});

describe('next refresh', () => {
  it('is none before the season was ever refreshed', () => {
    expect(nextRefresh(null, windows, settings)).toBeNull();
  });

  it('comes every few minutes inside a window', () => {
    expect(nextRefresh(new Date('2026-11-28T16:00:00Z'), windows, settings)).toEqual({ at: new Date('2026-11-28T16:05:00Z'), cadence: 'match-day' });
    // Up to three hours after the last kick-off of the day.
    expect(nextRefresh(new Date('2026-11-28T20:29:00Z'), windows, settings)?.cadence).toBe('match-day');
  });

  it('comes a few times a day outside windows, but at the next window start when that is sooner', () => {
    expect(nextRefresh(new Date('2026-11-27T00:00:00Z'), windows, settings)).toEqual({ at: new Date('2026-11-27T06:00:00Z'), cadence: 'idle' });
    expect(nextRefresh(new Date('2026-11-28T09:00:00Z'), windows, settings)).toEqual({ at: new Date('2026-11-28T12:30:00Z'), cadence: 'match-day' });
    expect(nextRefresh(new Date('2026-11-28T20:31:00Z'), windows, settings)).toEqual({ at: new Date('2026-11-29T02:31:00Z'), cadence: 'idle' });
    expect(nextRefresh(new Date('2026-11-29T10:00:00Z'), windows, settings)).toEqual({ at: new Date('2026-11-29T14:00:00Z'), cadence: 'match-day' });
  });

  it('adds a jitter of up to its share of the interval, the same for every replica', () => {
    const last = new Date('2026-11-27T00:00:00Z');
    const jittered = nextRefresh(last, windows, { ...settings, jitter: 0.2 })!;
    const share = jitterShare(last);
    expect(share).toBeGreaterThanOrEqual(0);
    expect(share).toBeLessThan(1);
    expect(jittered.at.getTime()).toBe(Date.parse('2026-11-27T06:00:00Z') + Math.floor(share * 0.2 * 6 * HOUR));
    expect(nextRefresh(new Date(last), windows, { ...settings, jitter: 0.2 })).toEqual(jittered);
    // Different instants draw different shares.
    expect(new Set(Array.from({ length: 20 }, (_, i) => jitterShare(new Date(last.getTime() + i * MIN)))).size).toBe(20);
  });
});
