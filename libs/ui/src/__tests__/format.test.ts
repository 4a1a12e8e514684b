// formatPercent: the site's one way of printing a 0-100 figure; a screen may word a missing figure its own way.
import { describe, expect, it } from 'vitest';
import { formatPercent } from '../format.ts';

describe('formatPercent', () => {
  it('prints the figure with the digits asked for and a % sign', () => {
    expect(formatPercent(53.25)).toBe('53.3%');
    expect(formatPercent(48.125, 2)).toBe('48.13%');
    expect(formatPercent(25.4, 0)).toBe('25%');
  });

  it("says '—' for a missing figure, or the screen's own text", () => {
    expect(formatPercent(null)).toBe('—');
    expect(formatPercent(undefined, 2)).toBe('—');
    expect(formatPercent(null, 1, { missing: '–' })).toBe('–');
    expect(formatPercent(12, 1, { missing: '–' })).toBe('12.0%');
  });
});
