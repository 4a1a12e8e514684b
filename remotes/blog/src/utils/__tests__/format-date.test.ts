import { describe, expect, it } from 'vitest';
import { formatLongDate, toIsoDateTime } from '../format-date.ts';

describe('formatLongDate', () => {
  it('writes day, full month name and year in British order', () => {
    expect(formatLongDate('2026-01-05')).toBe('5 January 2026');
    expect(formatLongDate('2025-12-31')).toBe('31 December 2025');
  });

  it('keeps the calendar day for a reader west of Greenwich (dates are read as UTC)', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      // The trap this avoids: read in local time, the day before.
      expect(new Date('2026-03-01').getDate()).toBe(28);
      expect(formatLongDate('2026-03-01')).toBe('1 March 2026');
    } finally {
      process.env.TZ = zone;
      if (zone === undefined) delete process.env.TZ;
    }
  });

  it('also reads a full timestamp and shows an unreadable date as given', () => {
    expect(formatLongDate('2026-08-16T14:00:00Z')).toBe('16 August 2026');
    expect(formatLongDate('soon')).toBe('soon');
  });
});

describe('toIsoDateTime', () => {
  it('turns a calendar day into an ISO timestamp at UTC midnight', () => {
    expect(toIsoDateTime('2026-01-05')).toBe('2026-01-05T00:00:00.000Z');
  });

  it('passes an unreadable date through', () => {
    expect(toIsoDateTime('soon')).toBe('soon');
  });
});
