import { describe, expect, it } from 'vitest';
import { findClub } from '../src/domain/clubs.ts';
import { clubNumber, fixtureId, parseFixtureId } from '../src/domain/fixture-id.ts';

describe('fixture id', () => {
  it('is season year × 10^6 + home number × 10^3 + away number', () => {
    const arsenal = findClub('Arsenal FC');
    const coventry = findClub('Coventry City FC');
    expect(fixtureId(2026, clubNumber(arsenal, 'Arsenal FC'), clubNumber(coventry, 'Coventry City FC'))).toBe(
      2026002008,
    );
    expect(parseFixtureId(2026002008)).toEqual({ seasonYear: 2026, home: 2, away: 8 });
  });

  it('differs for the reverse fixture and for another season', () => {
    expect(fixtureId(2026, 2, 8)).not.toBe(fixtureId(2026, 8, 2));
    expect(fixtureId(2026, 2, 8)).not.toBe(fixtureId(2025, 2, 8));
  });

  it('gives an unregistered club a stable number in 500-999', () => {
    const first = clubNumber(null, 'Middlesbrough FC');
    expect(first).toBeGreaterThanOrEqual(500);
    expect(first).toBeLessThan(1000);
    expect(clubNumber(null, 'Middlesbrough FC')).toBe(first);
    expect(clubNumber(null, 'middlesbrough fc')).toBe(first);
  });

  it('rejects numbers that cannot be fixture ids', () => {
    expect(parseFixtureId(0)).toBeNull();
    expect(parseFixtureId(-2026002008)).toBeNull();
    expect(parseFixtureId(2026.5)).toBeNull();
    expect(parseFixtureId(2026002002)).toBeNull();
    expect(parseFixtureId(2026000008)).toBeNull();
  });
});
