// The 2010-11 … 2021-22 history from openfootball's raw files, and its two quirks: club names without
// the FC/AFC suffix before 2020-21 (made canonical by the engine's canonicalClubName), and 66 matches
// of 2019-20 dated a year early.
import { describe, expect, it } from 'vitest';
import { listHistorySeasons, loadAllMatches, loadEplMatches, loadHistoryMatches, parseOpenfootballSeason, ukKickoffToUtc } from '../src/epl-loader.ts';

describe('openfootball history', () => {
  const history = loadHistoryMatches();

  it('holds the twelve seasons 2010-11 … 2021-22, 380 played matches each', () => {
    expect(listHistorySeasons()).toEqual(['2010-11', '2011-12', '2012-13', '2013-14', '2014-15', '2015-16', '2016-17', '2017-18', '2018-19', '2019-20', '2020-21', '2021-22']);
    expect(history).toHaveLength(12 * 380);
    expect(history.every((m) => m.home_goals != null && m.away_goals != null)).toBe(true);
  });

  it('names each real club once across all sixteen seasons, as the CSVs do', () => {
    const all = loadAllMatches();
    const names = new Set(all.flatMap((m) => [m.home_team, m.away_team]));
    const csvNames = new Set(loadEplMatches().flatMap((m) => [m.home_team, m.away_team]));
    for (const name of names) expect(name).toMatch(/(^AFC )|( A?FC$)/);
    // Clubs present in both eras meet under one name.
    for (const club of ['Manchester United FC', 'Hull City AFC', 'Brighton & Hove Albion FC', 'Leicester City FC', 'Aston Villa FC']) {
      expect(csvNames.has(club)).toBe(true);
      expect(history.some((m) => m.home_team === club)).toBe(true);
    }
    // Every club plays 19 home and 19 away matches in each season: no club split in two.
    for (const season of listHistorySeasons()) {
      const home = new Map<string, number>();
      for (const m of history.filter((x) => x.season === season)) home.set(m.home_team, (home.get(m.home_team) ?? 0) + 1);
      expect([...home.values()].every((n) => n === 19)).toBe(true);
      expect(home.size).toBe(20);
    }
  });

  it('moves the 66 matches of 2019-20 dated a year early back into July 2020', () => {
    const season = history.filter((m) => m.season === '2019-20');
    const opening = Date.parse('2019-08-09T00:00:00Z');
    expect(season.every((m) => Date.parse(m.kickoff) >= opening)).toBe(true);
    expect(season.filter((m) => m.date.startsWith('2020-07'))).toHaveLength(66);
    // In kickoff order the season ends with Matchday 38, not with matches placed before its start.
    const sorted = [...season].sort((a, b) => Date.parse(a.kickoff) - Date.parse(b.kickoff));
    expect(sorted[0]?.gameweek).toBe(1);
    expect(sorted[sorted.length - 1]?.gameweek).toBe(38);
  });

  it('fixes an early date from the season’s own first matchday, whatever the season', () => {
    const json = JSON.stringify({
      matches: [
        { round: 'Matchday 1', date: '2030-08-10', time: '15:00', team1: 'Hull City', team2: 'Stoke City', score: { ft: [1, 0] } },
        { round: 'Matchday 38', date: '2030-07-20', time: '20:00', team1: 'Stoke City', team2: 'Hull City', score: { ft: [2, 2] } },
      ],
    });
    const [first, last] = parseOpenfootballSeason(json, '2030-31');
    expect(first).toMatchObject({ home_team: 'Hull City AFC', away_team: 'Stoke City FC', kickoff: '2030-08-10T14:00:00Z', home_goals: 1 });
    expect(last).toMatchObject({ date: '2031-07-20', kickoff: '2031-07-20T19:00:00Z', gameweek: 38 });
  });

  it('converts UK local kick-off times to UTC across the clock changes', () => {
    expect(ukKickoffToUtc('2015-08-08', '12:45')).toBe('2015-08-08T11:45:00Z');
    expect(ukKickoffToUtc('2015-12-26', '15:00')).toBe('2015-12-26T15:00:00Z');
    expect(ukKickoffToUtc('2016-03-27', '16:00')).toBe('2016-03-27T15:00:00Z'); // BST from 01:00 UTC that day
    expect(ukKickoffToUtc('2016-10-30', '15:00')).toBe('2016-10-30T15:00:00Z'); // GMT again
  });
});
