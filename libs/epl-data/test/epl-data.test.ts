// The loader on the real CSVs (EPL_DATA_DIR or ../shared/data/epl), and the model on them: the
// figures guard against look-ahead (too good) and home/away swaps or wrong windows (too poor).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WEIGHTS } from '@scoreline/contracts';
import { eplDataDir, listEplSeasons, loadEplMatches, loadEplSeason, parseEplCsv } from '../src/epl-loader.ts';
import { favouriteOutcome, marketProbabilities, predictAll, scorePredictions } from '@scoreline/engine';

const HEADER = 'season,gameweek,date,kickoff_utc,home_team,away_team,home_goals,away_goals,odds_home,odds_draw,odds_away,venue';

describe('EPL loader', () => {
  it('finds the five seasons in the data directory', () => {
    expect(listEplSeasons()).toEqual(['2022-23', '2023-24', '2024-25', '2025-26', '2026-27']);
  });

  it('loads every row with numbers, nulls for missing results, and stable decimal ids', () => {
    const season = loadEplSeason(2025);
    expect(season).toHaveLength(380);
    expect(season[0]).toMatchObject({ id: '2025001', season: '2025-26', gameweek: 1, kickoff: '2025-08-15T19:00:00Z' });
    const open = loadEplSeason('2026-27');
    expect(open.filter((m) => m.home_goals == null)).toHaveLength(330);
    expect(open.find((m) => m.home_goals == null)).toMatchObject({ away_goals: null, odds_home: null, venue: null });
  });

  it('orders all seasons by kickoff', () => {
    const all = loadEplMatches();
    expect(all).toHaveLength(1900);
    for (let i = 1; i < all.length; i++) expect(Date.parse(all[i - 1]?.kickoff ?? '') <= Date.parse(all[i]?.kickoff ?? '')).toBe(true);
  });

  it('reads the directory from EPL_DATA_DIR when set', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'epl-'));
    writeFileSync(path.join(dir, '2040-41.csv'), `${HEADER}\n2040-41,1,2040-08-01,2040-08-01T14:00:00Z,A,B,1,0,2,3,4,\n`);
    const previous = process.env.EPL_DATA_DIR;
    process.env.EPL_DATA_DIR = dir;
    try {
      expect(eplDataDir()).toBe(dir);
      expect(loadEplMatches()).toEqual([
        expect.objectContaining({ id: '2040001', home_team: 'A', home_goals: 1, away_goals: 0, odds_away: 4 }),
      ]);
    } finally {
      if (previous === undefined) delete process.env.EPL_DATA_DIR;
      else process.env.EPL_DATA_DIR = previous;
    }
  });

  it('rejects malformed rows with the file and line', () => {
    expect(() => parseEplCsv(`${HEADER}\n2040-41,40,2040-08-01,2040-08-01T14:00:00Z,A,B,1,0,2,3,4,\n`, 'x.csv')).toThrow(/x\.csv:2: bad gameweek/);
    expect(() => parseEplCsv(`${HEADER}\n2040-41,1,2040-08-01,2040-08-01T14:00:00Z,A,B,1,,2,3,4,\n`, 'x.csv')).toThrow(/only one score/);
    expect(() => parseEplCsv(`${HEADER}\n2040-41,1,2040-08-01,never,A,B,1,0,2,3,4,\n`, 'x.csv')).toThrow(/kickoff_utc/);
    expect(() => parseEplCsv('season,gameweek\n2040-41,1\n', 'x.csv')).toThrow(/missing column/);
  });
});

describe('the default model on 2022-23 … 2025-26 (walk-forward)', () => {
  const matches = loadEplMatches();
  const seasons = new Set(['2022-23', '2023-24', '2024-25', '2025-26']);
  const byId = new Map(matches.map((m) => [m.id, m]));
  const predictions = predictAll(matches, DEFAULT_WEIGHTS).filter((p) => seasons.has(p.season));
  const judged = predictions.map((p) => ({ ...p, home_goals: byId.get(p.fixture_id)?.home_goals ?? 0, away_goals: byId.get(p.fixture_id)?.away_goals ?? 0 }));

  it('forecasts like a sound model: RPS about 0.21, most probable outcome right about half the time', () => {
    const s = scorePredictions(judged.map((p) => ({ ...p, predicted_outcome: favouriteOutcome(p) })));
    expect(s.n).toBe(1520);
    expect(s.rps).toBeGreaterThan(0.2);
    expect(s.rps).toBeLessThan(0.215);
    expect(s.outcome_accuracy).toBeGreaterThan(0.49);
    expect(s.outcome_accuracy).toBeLessThan(0.55);
  });

  it('predicts more home than away goals on average, as the league scores', () => {
    const mean = (f: (p: (typeof predictions)[number]) => number) => predictions.reduce((s, p) => s + f(p), 0) / predictions.length;
    expect(mean((p) => p.predicted_home_goals)).toBeGreaterThan(mean((p) => p.predicted_away_goals));
    expect(mean((p) => p.prob_home_win)).toBeGreaterThan(mean((p) => p.prob_away_win));
  });

  it('falls back to defaults rarely once the first weeks of 2022-23 have passed', () => {
    const share = predictions.filter((p) => p.team_metrics_default).length / predictions.length;
    expect(share).toBeLessThan(0.1);
  });

  it('reproduces the data README’s market baseline (RPS 0.1947, Brier 0.5702, favourite 55.13 %)', () => {
    const market = matches
      .filter((m) => seasons.has(m.season))
      .map((m) => {
        const p = marketProbabilities(m);
        if (!p) throw new Error(`no odds for ${m.id}`);
        return { ...p, season: m.season, gameweek: m.gameweek, predicted_outcome: favouriteOutcome(p), display_home_goals: null, display_away_goals: null, home_goals: m.home_goals ?? 0, away_goals: m.away_goals ?? 0 };
      });
    const s = scorePredictions(market);
    expect(s.rps).toBeCloseTo(0.1947, 4);
    expect(s.brier).toBeCloseTo(0.5702, 4);
    expect(s.outcome_accuracy).toBeCloseTo(0.5513, 4);
  });
});
