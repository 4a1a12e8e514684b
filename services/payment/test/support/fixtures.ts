// Fixture records as the catalog publishes them on fixtures.upserted.
import type { FixtureRecord } from '@scoreline/contracts';

export const SEASON = '2025-26';

const teams = [
  ['Arsenal FC', 'arsenal-fc'],
  ['Chelsea FC', 'chelsea-fc'],
  ['Liverpool FC', 'liverpool-fc'],
  ['Everton FC', 'everton-fc'],
] as const;

const DAY_MS = 86_400_000;
/** Gameweek 3 kicks off two days after the tests start (the harness clock starts at the machine's time), a gameweek a week. */
const GAMEWEEK_3_KICKOFF = Date.now() + 2 * DAY_MS;

/** The kick-off of a gameweek's fixtures: gameweeks before 3 have kicked off, 3 onwards are to come. */
export function kickoffOfGameweek(gameweek: number): string {
  return new Date(GAMEWEEK_3_KICKOFF + (gameweek - 3) * 7 * DAY_MS).toISOString();
}

let nextId = 700_000_000 + Math.floor(Math.random() * 1_000_000) * 10;

export function fixtureRecord(overrides: Partial<FixtureRecord> & { gameweek: number }): FixtureRecord {
  nextId += 1;
  const played = overrides.status === 'finished';
  const [home, away] = nextId % 2 === 0 ? [teams[0], teams[1]] : [teams[2], teams[3]];
  return {
    id: String(nextId),
    season: SEASON,
    kickoff: kickoffOfGameweek(overrides.gameweek),
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

/** A season whose gameweeks 1-2 are played and 3-4 are to come: the current gameweek is 3. */
export function seasonWithCurrentGameweek3(season = SEASON): FixtureRecord[] {
  return [
    fixtureRecord({ season, gameweek: 1, status: 'finished' }),
    fixtureRecord({ season, gameweek: 2, status: 'finished' }),
    fixtureRecord({ season, gameweek: 3, status: 'scheduled' }),
    fixtureRecord({ season, gameweek: 4, status: 'scheduled' }),
  ];
}
