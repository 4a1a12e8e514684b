// Fixture records as the catalog publishes them on fixtures.upserted.
import type { FixtureRecord } from '@scoreline/contracts';

export const SEASON = '2025-26';

const teams = [
  ['Arsenal FC', 'arsenal-fc'],
  ['Chelsea FC', 'chelsea-fc'],
  ['Liverpool FC', 'liverpool-fc'],
  ['Everton FC', 'everton-fc'],
] as const;

let nextId = 700_000_000 + Math.floor(Math.random() * 1_000_000) * 10;

export function fixtureRecord(overrides: Partial<FixtureRecord> & { gameweek: number }): FixtureRecord {
  nextId += 1;
  const played = overrides.status === 'finished';
  const [home, away] = nextId % 2 === 0 ? [teams[0], teams[1]] : [teams[2], teams[3]];
  return {
    id: String(nextId),
    season: SEASON,
    kickoff: '2025-09-13T14:00:00Z',
    home_team: { id: home[1], name: home[0] },
    away_team: { id: away[1], name: away[0] },
    venue: null,
    status: 'scheduled',
    home_goals: played ? 2 : null,
    away_goals: played ? 1 : null,
    provider_ids: {},
    ...overrides,
  };
}

/** A season whose gameweeks 1-2 are played and 3-4 are not: the current gameweek is 3. */
export function seasonWithCurrentGameweek3(season = SEASON): FixtureRecord[] {
  return [
    fixtureRecord({ season, gameweek: 1, status: 'finished' }),
    fixtureRecord({ season, gameweek: 2, status: 'finished' }),
    fixtureRecord({ season, gameweek: 3, status: 'scheduled' }),
    fixtureRecord({ season, gameweek: 4, status: 'scheduled' }),
  ];
}
