// The closing-odds join: by UK date and canonical clubs, so a source spelling ('Man City') meets the
// catalog's ('Manchester City FC'); another date, or a season without a file, gives no odds.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seasonFromYear } from '../src/domain/season.ts';
import { createCsvClosingOddsSource, oddsFor } from '../src/providers/closing-odds.ts';

const HEADER = 'season,gameweek,date,kickoff_utc,home_team,away_team,home_goals,away_goals,odds_home,odds_draw,odds_away,venue';

function folder(rows: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'odds-'));
  writeFileSync(path.join(dir, '2024-25.csv'), [HEADER, ...rows].join('\n'));
  return dir;
}

describe('closing odds joined to fixtures', () => {
  const source = createCsvClosingOddsSource(
    folder([
      '2024-25,1,2024-08-18,2024-08-18T15:30:00Z,Chelsea FC,Man City,0,2,4.2,4.0,1.8,',
      '2024-25,1,2024-08-17,2024-08-17T14:00:00Z,Arsenal FC,Wolves,2,0,1.2,7.5,15,',
      // A price of 1 or less is not a market price: the row gives no odds.
      '2024-25,1,2024-08-17,2024-08-17T14:00:00Z,Everton FC,Brighton,0,3,1.0,3.5,3.2,',
    ]),
  );
  const odds = source.forSeason(seasonFromYear(2024));

  it('matches provider spellings to canonical clubs on the same date', () => {
    expect(oddsFor(odds, { date: '2024-08-18', home_team: 'Chelsea FC', away_team: 'Manchester City FC' })).toEqual({
      odds_home: 4.2,
      odds_draw: 4.0,
      odds_away: 1.8,
    });
    expect(oddsFor(odds, { date: '2024-08-17', home_team: 'Arsenal FC', away_team: 'Wolverhampton Wanderers FC' })?.odds_away).toBe(15);
  });

  it('gives no odds on another date, for reversed clubs, for impossible prices or a season without a file', () => {
    expect(oddsFor(odds, { date: '2024-08-19', home_team: 'Chelsea FC', away_team: 'Manchester City FC' })).toBeUndefined();
    expect(oddsFor(odds, { date: '2024-08-18', home_team: 'Manchester City FC', away_team: 'Chelsea FC' })).toBeUndefined();
    expect(oddsFor(odds, { date: '2024-08-17', home_team: 'Everton FC', away_team: 'Brighton & Hove Albion FC' })).toBeUndefined();
    expect(source.forSeason(seasonFromYear(2023)).size).toBe(0);
  });

  it('refuses a file whose rows are not the expected format', () => {
    const broken = createCsvClosingOddsSource(folder(['2024-25,99,2024-08-18,bad,Chelsea FC,Man City,0,2,4.2,4.0,1.8,']));
    expect(() => broken.forSeason(seasonFromYear(2024))).toThrow(/gameweek/);
  });
});
