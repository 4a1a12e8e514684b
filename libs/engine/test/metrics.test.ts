import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_WEIGHTS } from '@scoreline/contracts';
import {
  computeMetrics,
  DEFAULT_LEAGUE_AWAY_GOALS,
  DEFAULT_LEAGUE_HOME_GOALS,
  METRIC_KEYS,
  predictAll,
  type MatchFixture,
  type MetricRecord,
} from '../src/index.ts';
import { match } from './helpers.ts';

const byId = (records: MetricRecord[], id: string): MetricRecord => {
  const r = records.find((x) => x.fixture.id === id);
  if (!r) throw new Error(id);
  return r;
};

describe('computeMetrics: fallbacks', () => {
  it('uses the long-run constants and flags every metric for the very first match', () => {
    const first = match('A v B', 0);
    const [r] = computeMetrics([first]);
    expect(r?.metrics).toEqual({
      H1: DEFAULT_LEAGUE_HOME_GOALS,
      H2: DEFAULT_LEAGUE_HOME_GOALS,
      H3: DEFAULT_LEAGUE_HOME_GOALS,
      H4: DEFAULT_LEAGUE_HOME_GOALS,
      A1: DEFAULT_LEAGUE_AWAY_GOALS,
      A2: DEFAULT_LEAGUE_AWAY_GOALS,
      H3_away: DEFAULT_LEAGUE_AWAY_GOALS,
      H4_away: DEFAULT_LEAGUE_AWAY_GOALS,
    });
    expect(r?.all_metrics_default).toBe(true);
    expect(r?.team_metrics_default).toBe(true);
    expect(Object.values(r?.samples ?? {}).every((n) => n === 0)).toBe(true);
  });

  it('keeps the league constants until min_league_matches results exist, then measures', () => {
    const history = Array.from({ length: 10 }, (_, i) => match(`X${i} 3-0 Y${i}`, i));
    const before = match('P v Q', 8.5); // 9 results known
    const after = match('P v Q', 11);
    const records = computeMetrics([...history, before, after]);
    expect(byId(records, before.id).metrics.H4).toBe(DEFAULT_LEAGUE_HOME_GOALS);
    expect(byId(records, before.id).defaults.H4).toBe(true);
    expect(byId(records, after.id).metrics.H4).toBe(3);
    expect(byId(records, after.id).metrics.H4_away).toBe(0);
    expect(byId(records, after.id).defaults.H4).toBe(false);
    // The team metrics of two newcomers now fall back to the measured league averages.
    expect(byId(records, after.id).metrics.H1).toBe(3);
    expect(byId(records, after.id).metrics.A1).toBe(0);
    expect(byId(records, after.id).team_metrics_default).toBe(true);
    expect(byId(records, after.id).all_metrics_default).toBe(false);
  });

  it('measures a team only from min_team_matches home (or away) matches on', () => {
    const history = [match('A 4-0 B', 1), match('A 4-0 C', 2), match('B 1-1 C', 3)];
    const probe = match('A v C', 4);
    const windows = { min_league_matches: 1 };
    expect(byId(computeMetrics([...history, probe], { ...windows, min_team_matches: 3 }), probe.id).defaults.H1).toBe(true);
    const measured = byId(computeMetrics([...history, probe], { ...windows, min_team_matches: 2 }), probe.id);
    expect(measured.defaults.H1).toBe(false);
    expect(measured.metrics.H1).toBe(4);
    expect(measured.samples.H1).toBe(2);
  });
});

describe('computeMetrics: windows', () => {
  it('averages only the last team_matches home matches, across season boundaries', () => {
    const history = [
      match('A 5-0 B', 1, { season: '2029-30' }),
      match('A 1-0 C', 2, { season: '2029-30' }),
      match('A 2-0 D', 3, { season: '2030-31' }),
      match('A 3-0 E', 4, { season: '2030-31' }),
    ];
    const probe = match('A v F', 5, { season: '2030-31' });
    const r = byId(computeMetrics([...history, probe], { team_matches: 3, min_team_matches: 1, min_league_matches: 1 }), probe.id);
    expect(r.metrics.H1).toBe(2); // (1 + 2 + 3) / 3: the 5-0 has left the window
    expect(r.samples.H1).toBe(3);
  });

  it('counts head-to-head meetings at either ground, each side with its own goals', () => {
    const history = [match('A 3-1 B', 1), match('B 2-0 A', 2), match('A 1-1 B', 3), match('C 4-4 A', 4)];
    const probe = match('B v A', 5);
    const r = byId(computeMetrics([...history, probe], { head_to_head_matches: 2, min_league_matches: 1 }), probe.id);
    // Last two meetings: B 2-0 A and A 1-1 B. B (home now) scored 2 and 1; A scored 0 and 1.
    expect(r.metrics.H3).toBe(1.5);
    expect(r.metrics.H3_away).toBe(0.5);
    expect(r.samples.H3).toBe(2);
  });

  it('averages the last league_matches results for the league terms', () => {
    const history = [match('A 6-6 B', 1), match('C 1-0 D', 2), match('E 3-2 F', 3)];
    const probe = match('A v C', 4);
    const r = byId(computeMetrics([...history, probe], { league_matches: 2, min_league_matches: 1 }), probe.id);
    expect(r.metrics.H4).toBe(2);
    expect(r.metrics.H4_away).toBe(1);
  });
});

describe('computeMetrics: walk-forward', () => {
  it('orders by kickoff, not by gameweek label or input order', () => {
    // A rescheduled match: gameweek 31 label, played after gameweek 36.
    const late = match('A 9-0 B', 10, { gameweek: 31 });
    const probe = match('A v C', 5, { gameweek: 36 });
    const records = computeMetrics([late, probe], { min_team_matches: 1, min_league_matches: 1 });
    expect(records.map((r) => r.fixture.id)).toEqual([probe.id, late.id]);
    expect(byId(records, probe.id).defaults.H1).toBe(true);
  });

  it('does not let matches at the same kickoff see each other', () => {
    const a = match('A 5-0 B', 1);
    const b = { ...match('A v C', 1), kickoff: a.kickoff };
    const r = byId(computeMetrics([a, b], { min_team_matches: 1, min_league_matches: 1 }), b.id);
    expect(r.defaults.H1).toBe(true);
  });

  it('adds nothing to history for unplayed fixtures', () => {
    const pending = match('A v B', 1);
    const probe = match('A v C', 2);
    const r = byId(computeMetrics([pending, probe], { min_team_matches: 1, min_league_matches: 1 }), probe.id);
    expect(r.team_metrics_default).toBe(true);
    expect(r.samples.H4).toBe(0);
  });

  it('rejects a fixture whose kickoff is not a date', () => {
    expect(() => computeMetrics([{ ...match('A v B', 1), kickoff: 'soon' }])).toThrow(/kickoff/);
  });

  // A random league: 6 teams, up to 60 matches at random (sometimes equal) times, random results.
  const league = fc
    .array(
      fc.record({
        home: fc.integer({ min: 0, max: 5 }),
        shift: fc.integer({ min: 1, max: 5 }),
        day: fc.integer({ min: 0, max: 40 }),
        hg: fc.integer({ min: 0, max: 6 }),
        ag: fc.integer({ min: 0, max: 6 }),
      }),
      { minLength: 2, maxLength: 60 },
    )
    .map((rows) =>
      rows.map((r, i): MatchFixture => ({
        id: `f${i}`,
        season: '2030-31',
        gameweek: 1 + (i % 38),
        kickoff: new Date(Date.UTC(2030, 7, 1) + r.day * 86_400_000).toISOString(),
        home_team: `T${r.home}`,
        away_team: `T${(r.home + r.shift) % 6}`,
        home_goals: r.hg,
        away_goals: r.ag,
      })),
    );

  it('never changes an earlier prediction when a later result changes (property)', () => {
    fc.assert(
      fc.property(league, fc.nat(), fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 }), (fixtures, pick, hg, ag) => {
        const windows = { min_team_matches: 1, min_league_matches: 1, team_matches: 4, head_to_head_matches: 2, league_matches: 20 };
        const target = fixtures[pick % fixtures.length] as MatchFixture;
        const changed = fixtures.map((f) => (f.id === target.id ? { ...f, home_goals: hg, away_goals: ag } : f));
        const before = predictAll(fixtures, DEFAULT_WEIGHTS, undefined, { windows });
        const after = predictAll(changed, DEFAULT_WEIGHTS, undefined, { windows });
        const cutoff = Date.parse(target.kickoff);
        return before.every((p, i) => {
          if (Date.parse(p.kickoff) > cutoff) return true;
          return JSON.stringify(p) === JSON.stringify(after[i]);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('gives every fixture all eight metrics as finite non-negative numbers (property)', () => {
    fc.assert(
      fc.property(league, (fixtures) =>
        computeMetrics(fixtures).every((r) => METRIC_KEYS.every((k) => Number.isFinite(r.metrics[k]) && r.metrics[k] >= 0)),
      ),
    );
  });
});
