// The one rule every service applies when it hands a fixture to the engine: only a finished
// match's score is a result; a score while the match is in play, or on a postponed fixture, is not.
import { describe, expect, it } from 'vitest';
import { type FixtureFacts, isPlayed, matchFixtureOf } from '../src/index.ts';

const fixture = (overrides: Partial<FixtureFacts>): FixtureFacts => ({
  fixture_id: '2026001',
  season: '2026-27',
  gameweek: 1,
  kickoff: '2026-08-15T14:00:00Z',
  home_team: 'Arsenal',
  away_team: 'Chelsea',
  status: 'finished',
  home_goals: 2,
  away_goals: 1,
  ...overrides,
});

describe('matchFixtureOf', () => {
  it("keeps a finished match's score as its result, with the fixture's id, season, teams and kickoff", () => {
    const match = matchFixtureOf(fixture({}));
    expect(match).toEqual({
      id: '2026001',
      season: '2026-27',
      gameweek: 1,
      kickoff: '2026-08-15T14:00:00Z',
      home_team: 'Arsenal',
      away_team: 'Chelsea',
      home_goals: 2,
      away_goals: 1,
    });
    expect(isPlayed(match)).toBe(true);
  });

  it.each(['in_play', 'scheduled', 'postponed'] as const)('gives a %s fixture no result, whatever score it carries', (status) => {
    const match = matchFixtureOf(fixture({ status }));
    expect(match.home_goals).toBeNull();
    expect(match.away_goals).toBeNull();
    expect(isPlayed(match)).toBe(false);
  });

  it('gives a finished fixture without both goals no result', () => {
    expect(isPlayed(matchFixtureOf(fixture({ away_goals: null })))).toBe(false);
  });
});
