// The EPL matches as fixtures.upserted records: what the services' tests seed their read models with.
import { describe, expect, it } from 'vitest';
import { eplFixtureRecords, toFixtureRecord } from '../src/fixture-records.ts';
import { loadEplMatches } from '../src/epl-loader.ts';

describe('eplFixtureRecords', () => {
  it('gives every match once, with team ids made from the names and a status that follows the score', () => {
    const matches = loadEplMatches();
    const records = eplFixtureRecords();
    expect(records.map((r) => r.id)).toEqual(matches.map((m) => m.id));
    const brighton = records.find((r) => r.home_team.name === 'Brighton & Hove Albion FC');
    expect(brighton?.home_team.id).toBe('brighton-hove-albion-fc');
    for (const record of records) {
      expect(record.status).toBe(record.home_goals === null ? 'scheduled' : 'finished');
      expect(record.home_team.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('returns copies: a test changing its records changes nobody else’s', () => {
    const first = eplFixtureRecords();
    first[0]!.home_team.name = 'Changed';
    first[0]!.home_goals = 99;
    const second = eplFixtureRecords();
    expect(second[0]!.home_team.name).not.toBe('Changed');
    expect(second[0]!.home_goals).not.toBe(99);
  });
});

describe('toFixtureRecord', () => {
  it('leaves the team ids unknown, as before the catalog matches the clubs', () => {
    const [match] = loadEplMatches();
    const record = toFixtureRecord(match!);
    expect(record.home_team).toEqual({ id: null, name: match!.home_team });
    expect(record.provider_ids).toEqual({});
  });
});
