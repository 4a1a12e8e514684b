import { describe, expect, it } from 'vitest';
import { gameweekRange, seasonLabel, seasonStartYear } from '../src/index.ts';

describe('season labels', () => {
  it('accepts a start year or a label', () => {
    expect(seasonLabel(2024)).toBe('2024-25');
    expect(seasonLabel('2024')).toBe('2024-25');
    expect(seasonLabel('2024-25')).toBe('2024-25');
    expect(seasonLabel(1999)).toBe('1999-00');
    // Four digits stay four digits: '0000' once became '0-01', which no season label matches.
    expect(seasonLabel('0000')).toBe('0000-01');
    expect(seasonLabel('9999')).toBe('9999-00');
    expect(seasonStartYear('2025-26')).toBe(2025);
  });

  it('rejects anything else', () => {
    expect(() => seasonLabel('2024-26')).toThrow(/consecutive/);
    expect(() => seasonLabel('24/25')).toThrow(/not a season/);
  });
});

describe('gameweekRange', () => {
  it.each([
    [1, 'early_season_GW1-10'],
    [10, 'early_season_GW1-10'],
    [11, 'mid_season_GW11-28'],
    [28, 'mid_season_GW11-28'],
    [29, 'late_season_GW29-38'],
    [38, 'late_season_GW29-38'],
  ])('puts gameweek %i in %s', (gw, key) => {
    expect(gameweekRange(gw)).toBe(key);
  });

  it('puts nothing outside 1-38 in a band', () => {
    expect(gameweekRange(0)).toBeNull();
    expect(gameweekRange(39)).toBeNull();
  });
});
