// The metric pass: for every fixture, the six model metrics computed only from matches that kicked
// off strictly before it (walk-forward, across season boundaries). Weights do not enter here, so one
// pass serves every weight set and rounding configuration a runner evaluates.
import type { MatchFixture } from './types.ts';

/**
 * The eight numbers the expected-goals formula weighs. H1-H4, A1, A2 are the six metrics of
 * docs/product.md §3; the away side also needs its own head-to-head and league terms, which the H3
 * and H4 weights multiply on that side (README, "Expected goals").
 */
export interface FixtureMetrics {
  /** Home team's average goals scored in its recent home matches. */
  H1: number;
  /** Away team's average goals conceded in its recent away matches. */
  H2: number;
  /** Home team's average goals scored in recent meetings with this opponent, at either ground. */
  H3: number;
  /** League-wide average home-team goals over recent matches. */
  H4: number;
  /** Away team's average goals scored in its recent away matches. */
  A1: number;
  /** Home team's average goals conceded in its recent home matches. */
  A2: number;
  /** Away team's average goals scored in recent meetings with this opponent, at either ground. */
  H3_away: number;
  /** League-wide average away-team goals over recent matches. */
  H4_away: number;
}
export type MetricKey = keyof FixtureMetrics;
export const METRIC_KEYS: readonly MetricKey[] = ['H1', 'H2', 'H3', 'H4', 'A1', 'A2', 'H3_away', 'H4_away'];

/** How far back each metric looks and how much history it needs before it stops falling back. */
export interface MetricWindows {
  /** Last N home (or away) matches of a team for H1, H2, A1, A2. 19 = one season of home or away games. */
  team_matches: number;
  /** A team needs at least this many home (or away) matches in the window, else its metric falls back. */
  min_team_matches: number;
  /** Last N meetings of the two teams (at either ground) for H3. */
  head_to_head_matches: number;
  /** Last N league matches for H4 and its away counterpart. 380 = one season. */
  league_matches: number;
  /** The league averages fall back to the constants below until this many matches are known. */
  min_league_matches: number;
}

export const DEFAULT_METRIC_WINDOWS: Readonly<MetricWindows> = Object.freeze({
  team_matches: 19,
  min_team_matches: 3,
  head_to_head_matches: 6,
  league_matches: 380,
  min_league_matches: 10,
});

/** Used only before the league has min_league_matches results (the very start of the data):
 * long-run Premier League goals per match for the home and the away side, rounded. */
export const DEFAULT_LEAGUE_HOME_GOALS = 1.5;
export const DEFAULT_LEAGUE_AWAY_GOALS = 1.2;

export interface MetricRecord {
  fixture: MatchFixture;
  /** Kickoff as epoch milliseconds (parsed once here; runners and tests reuse it). */
  kickoff_ms: number;
  metrics: FixtureMetrics;
  /** True where the metric fell back instead of being measured (README, "Fallbacks"). */
  defaults: Record<MetricKey, boolean>;
  /** How many matches each metric averaged (0 for a fallback below its minimum). */
  samples: Record<MetricKey, number>;
  /** Every one of the eight metrics fell back (only before the league has any history). */
  all_metrics_default: boolean;
  /** Every team-specific metric (all but the league terms H4, H4_away) fell back: the prediction is
   * the league average and says nothing about these two teams. Quality diagnostics count these. */
  team_metrics_default: boolean;
}

/** The metrics that depend on the two teams, as opposed to the league-wide terms. */
export const TEAM_METRIC_KEYS: readonly MetricKey[] = ['H1', 'H2', 'H3', 'A1', 'A2', 'H3_away'];

/** Running sums of one series so that the mean of its last N values costs O(1). */
class Series {
  private readonly cumulative: number[] = [0];

  push(value: number): void {
    this.cumulative.push((this.cumulative.at(-1) ?? 0) + value);
  }

  /** Mean and count of the last `window` values (count 0 and mean NaN when empty). */
  last(window: number): { mean: number; count: number } {
    const length = this.cumulative.length - 1;
    const count = Math.min(window, length);
    if (count === 0) return { mean: Number.NaN, count: 0 };
    const sum = (this.cumulative[length] ?? 0) - (this.cumulative[length - count] ?? 0);
    return { mean: sum / count, count };
  }
}

interface TeamHistory {
  homeScored: Series;
  homeConceded: Series;
  awayScored: Series;
  awayConceded: Series;
}

function newTeam(): TeamHistory {
  return { homeScored: new Series(), homeConceded: new Series(), awayScored: new Series(), awayConceded: new Series() };
}

/** Meetings of an unordered pair, each team's goals kept under its own name. */
class HeadToHead {
  private readonly goals = new Map<string, Series>();

  add(teamA: string, goalsA: number, teamB: string, goalsB: number): void {
    this.series(teamA).push(goalsA);
    this.series(teamB).push(goalsB);
  }

  scoredBy(team: string, window: number): { mean: number; count: number } {
    return this.series(team).last(window);
  }

  private series(team: string): Series {
    let s = this.goals.get(team);
    if (!s) {
      s = new Series();
      this.goals.set(team, s);
    }
    return s;
  }
}

function pairKey(a: string, b: string): string {
  return a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
}

function parseKickoff(fixture: MatchFixture): number {
  const ms = Date.parse(fixture.kickoff);
  if (Number.isNaN(ms)) throw new Error(`fixture ${fixture.id}: kickoff is not a date: ${fixture.kickoff}`);
  return ms;
}

/**
 * Computes the metrics of every fixture from the played matches that kicked off strictly before it.
 * Returns one record per input fixture, ordered by kickoff (ties keep input order). Matches sharing a
 * kickoff never see each other's results. Unplayed fixtures get metrics but add nothing to history.
 */
export function computeMetrics(
  fixtures: readonly MatchFixture[],
  windows: Partial<MetricWindows> = {},
): MetricRecord[] {
  const w: MetricWindows = { ...DEFAULT_METRIC_WINDOWS, ...windows };
  const order = fixtures.map((fixture, index) => ({ fixture, index, ms: parseKickoff(fixture) }));
  order.sort((a, b) => a.ms - b.ms || a.index - b.index);

  const teams = new Map<string, TeamHistory>();
  const meetings = new Map<string, HeadToHead>();
  const leagueHome = new Series();
  const leagueAway = new Series();
  const team = (name: string): TeamHistory => {
    let t = teams.get(name);
    if (!t) {
      t = newTeam();
      teams.set(name, t);
    }
    return t;
  };

  const records: MetricRecord[] = [];
  let groupStart = 0;
  while (groupStart < order.length) {
    // A group is every fixture with the same kickoff: all are measured before any is recorded.
    let groupEnd = groupStart;
    while (groupEnd < order.length && order[groupEnd]?.ms === order[groupStart]?.ms) groupEnd++;

    for (let i = groupStart; i < groupEnd; i++) {
      const entry = order[i];
      if (!entry) continue;
      records.push(measure(entry.fixture, entry.ms));
    }
    for (let i = groupStart; i < groupEnd; i++) {
      const f = order[i]?.fixture;
      if (!f || f.home_goals == null || f.away_goals == null) continue;
      const home = team(f.home_team);
      const away = team(f.away_team);
      home.homeScored.push(f.home_goals);
      home.homeConceded.push(f.away_goals);
      away.awayScored.push(f.away_goals);
      away.awayConceded.push(f.home_goals);
      leagueHome.push(f.home_goals);
      leagueAway.push(f.away_goals);
      const key = pairKey(f.home_team, f.away_team);
      let h2h = meetings.get(key);
      if (!h2h) {
        h2h = new HeadToHead();
        meetings.set(key, h2h);
      }
      h2h.add(f.home_team, f.home_goals, f.away_team, f.away_goals);
    }
    groupStart = groupEnd;
  }
  return records;

  function measure(fixture: MatchFixture, ms: number): MetricRecord {
    const leagueH = leagueHome.last(w.league_matches);
    const leagueA = leagueAway.last(w.league_matches);
    const leagueKnown = leagueH.count >= w.min_league_matches;
    const H4 = leagueKnown ? leagueH.mean : DEFAULT_LEAGUE_HOME_GOALS;
    const H4_away = leagueKnown ? leagueA.mean : DEFAULT_LEAGUE_AWAY_GOALS;

    const home = teams.get(fixture.home_team);
    const away = teams.get(fixture.away_team);
    const h2h = meetings.get(pairKey(fixture.home_team, fixture.away_team));
    const none = { mean: Number.NaN, count: 0 };

    // Goals a home side scores (H1, H2, H3) fall back to the league's home average; goals an away
    // side scores (A1, A2, H3_away) to the league's away average.
    const teamMetric = (s: { mean: number; count: number }, fallback: number) =>
      s.count >= w.min_team_matches ? { value: s.mean, isDefault: false, n: s.count } : { value: fallback, isDefault: true, n: 0 };
    const h2hMetric = (s: { mean: number; count: number }, fallback: number) =>
      s.count >= 1 ? { value: s.mean, isDefault: false, n: s.count } : { value: fallback, isDefault: true, n: 0 };

    const m = {
      H1: teamMetric(home?.homeScored.last(w.team_matches) ?? none, H4),
      H2: teamMetric(away?.awayConceded.last(w.team_matches) ?? none, H4),
      H3: h2hMetric(h2h?.scoredBy(fixture.home_team, w.head_to_head_matches) ?? none, H4),
      H4: { value: H4, isDefault: !leagueKnown, n: leagueKnown ? leagueH.count : 0 },
      A1: teamMetric(away?.awayScored.last(w.team_matches) ?? none, H4_away),
      A2: teamMetric(home?.homeConceded.last(w.team_matches) ?? none, H4_away),
      H3_away: h2hMetric(h2h?.scoredBy(fixture.away_team, w.head_to_head_matches) ?? none, H4_away),
      H4_away: { value: H4_away, isDefault: !leagueKnown, n: leagueKnown ? leagueA.count : 0 },
    };
    const metrics = {} as FixtureMetrics;
    const defaults = {} as Record<MetricKey, boolean>;
    const samples = {} as Record<MetricKey, number>;
    for (const key of METRIC_KEYS) {
      metrics[key] = m[key].value;
      defaults[key] = m[key].isDefault;
      samples[key] = m[key].n;
    }
    return {
      fixture,
      kickoff_ms: ms,
      metrics,
      defaults,
      samples,
      all_metrics_default: METRIC_KEYS.every((k) => defaults[k]),
      team_metrics_default: TEAM_METRIC_KEYS.every((k) => defaults[k]),
    };
  }
}
