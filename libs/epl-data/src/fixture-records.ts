// The EPL matches as the records of fixtures.upserted, for the services' tests and benchmarks that
// feed a read model without running the catalog.
import type { FixtureRecord } from '@scoreline/contracts';
import { type EplMatch, loadEplMatches } from './epl-loader.ts';

/**
 * A match as the catalog would publish it in fixtures.upserted (no provider team ids):
 * what the services' tests and benchmarks seed their read models with.
 */
export function toFixtureRecord(match: EplMatch): FixtureRecord {
  return {
    id: match.id,
    season: match.season,
    gameweek: match.gameweek,
    kickoff: match.kickoff,
    home_team: { id: null, name: match.home_team },
    away_team: { id: null, name: match.away_team },
    venue: match.venue,
    status: match.home_goals === null ? 'scheduled' : 'finished',
    home_goals: match.home_goals,
    away_goals: match.away_goals,
    provider_ids: {},
  };
}

/** A club's id made from its name ('Brighton & Hove Albion FC' → 'brighton-hove-albion-fc'). */
function teamIdOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

let withTeamIds: readonly FixtureRecord[] | undefined;

/**
 * Every fixture of ../shared/data/epl (2022-23 on) as the catalog publishes them once it knows the
 * clubs: team ids set (made from the names), in kick-off order. The files are read once; each call
 * returns fresh copies a test may change.
 */
export function eplFixtureRecords(): FixtureRecord[] {
  withTeamIds ??= loadEplMatches().map((match) => {
    const record = toFixtureRecord(match);
    return {
      ...record,
      home_team: { id: teamIdOf(match.home_team), name: match.home_team },
      away_team: { id: teamIdOf(match.away_team), name: match.away_team },
    };
  });
  return withTeamIds.map((record) => ({ ...record, home_team: { ...record.home_team }, away_team: { ...record.away_team } }));
}
