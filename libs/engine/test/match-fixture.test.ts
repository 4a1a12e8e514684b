// The one rule every service applies when it hands a fixture to the engine: only a finished
// match's score is a result; a score while the match is in play, or on a postponed fixture, is not.
import { describe, expect, it } from 'vitest';
import type { FixtureRecord } from '@scoreline/contracts';
import { FIXTURE_FACT_FIELDS, type FixtureFacts, fixtureFactsOf, isPlayed, matchFixtureOf, sameFixtureFacts } from '../src/index.ts';

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

describe('fixtureFactsOf', () => {
  it('takes the facts of a fixtures.upserted record, teams by name', () => {
    const record: FixtureRecord = {
      id: '2026001',
      season: '2026-27',
      gameweek: 1,
      kickoff: '2026-08-15T14:00:00Z',
      home_team: { id: 'arsenal', name: 'Arsenal' },
      away_team: { id: null, name: 'Chelsea' },
      venue: 'Emirates Stadium',
      status: 'finished',
      home_goals: 2,
      away_goals: 1,
      provider_ids: {},
    };
    expect(fixtureFactsOf(record)).toEqual(fixture({}));
  });
});

describe('sameFixtureFacts', () => {
  it('holds for an equal copy and not for a missing one or another fixture', () => {
    expect(sameFixtureFacts(fixture({}), fixture({}))).toBe(true);
    expect(sameFixtureFacts(fixture({}), undefined)).toBe(false);
    expect(sameFixtureFacts(fixture({}), fixture({ fixture_id: '2026002' }))).toBe(false);
  });

  it.each(FIXTURE_FACT_FIELDS.map((key) => [key]))('sees a change of %s', (key) => {
    const changed = { ...fixture({}), [key]: key === 'gameweek' || key.endsWith('_goals') ? 9 : 'changed' } as FixtureFacts;
    expect(sameFixtureFacts(fixture({}), changed)).toBe(false);
  });
});
