// A prediction as this service stores it: the engine's numbers without the per-metric detail, the
// raw decimals rounded to 6 places. Stored documents hold a whole gameweek each (see
// repositories/predictions-repository.ts), and FerretDB's write cost grows with document size, so
// the entries carry only what is served or judged; the metrics are measured again on demand for the
// diagnostics. Six decimals are far below anything shown (two decimals, whole percent) and make
// "did this prediction change?" an exact comparison of stored and recomputed values.
import { isDeepStrictEqual } from 'node:util';
import { modelExplanationSchema, type ModelExplanation, type Outcome } from '@scoreline/contracts';
import { applyRounding, type Prediction, type RoundedScore, type RoundingMode } from '@scoreline/engine';

export interface StoredPrediction {
  fixture_id: string;
  predicted_home_goals: number;
  predicted_away_goals: number;
  display_home_goals: number;
  display_away_goals: number;
  /** Null only on documents written before the outcome was stored (the predicted-outcome migration). */
  predicted_outcome: Outcome | null;
  prob_home_win: number;
  prob_draw: number;
  prob_away_win: number;
  /** Every team metric fell back to the league average: no earlier result of either team. */
  team_metrics_default: boolean;
  all_metrics_default: boolean;
  /** The production model's numbers for this match (the fixture page's "How We Calculate This"). */
  explanation?: ModelExplanation | null;
}

const DECIMALS = 1e6;

export function round6(x: number): number {
  // `+ 0` turns -0 into 0: explanations are stored as JSON text, which has no -0, and a stored 0
  // must compare equal to the recomputed value or every run would rewrite the gameweek.
  return Math.round(x * DECIMALS) / DECIMALS + 0;
}

/** Every number of an explanation to 6 decimals, like the rest of the entry. */
function roundNumbers<T>(value: T): T {
  if (typeof value === 'number') return round6(value) as T;
  if (Array.isArray(value)) return value.map(roundNumbers) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, roundNumbers(v)])) as T;
  return value;
}

export function toStoredPrediction(p: Prediction & { explanation?: ModelExplanation }): StoredPrediction {
  const explanation = p.explanation ? { explanation: roundNumbers(p.explanation) } : {};
  return {
    ...explanation,
    fixture_id: p.fixture_id,
    predicted_home_goals: round6(p.predicted_home_goals),
    predicted_away_goals: round6(p.predicted_away_goals),
    display_home_goals: p.display_home_goals,
    display_away_goals: p.display_away_goals,
    predicted_outcome: p.predicted_outcome,
    prob_home_win: round6(p.prob_home_win),
    prob_draw: round6(p.prob_draw),
    prob_away_win: round6(p.prob_away_win),
    team_metrics_default: p.team_metrics_default,
    all_metrics_default: p.all_metrics_default,
  };
}

const FIELDS = [
  'fixture_id',
  'predicted_home_goals',
  'predicted_away_goals',
  'display_home_goals',
  'display_away_goals',
  'predicted_outcome',
  'prob_home_win',
  'prob_draw',
  'prob_away_win',
  'team_metrics_default',
  'all_metrics_default',
] as const satisfies readonly (keyof StoredPrediction)[];

// Field by field rather than by JSON text: the store does not keep a document's key order.
export function samePrediction(a: StoredPrediction, b: StoredPrediction | undefined): boolean {
  return b !== undefined && FIELDS.every((key) => a[key] === b[key]) && isDeepStrictEqual(a.explanation ?? null, b.explanation ?? null);
}

export function sameEntries(a: readonly StoredPrediction[], b: readonly StoredPrediction[]): boolean {
  return a.length === b.length && a.every((entry, i) => samePrediction(entry, b[i]));
}

/** What predictions.updated carries for one fixture (the catalog's gameweek list shows it). */
export interface PredictionSummary {
  fixture_id: string;
  predicted_outcome: Outcome | null;
  has_prediction: boolean;
}

export function summaryOf(fixtureId: string, entry: StoredPrediction | undefined): PredictionSummary {
  const outcome = entry?.predicted_outcome ?? null;
  return { fixture_id: fixtureId, predicted_outcome: outcome, has_prediction: outcome !== null };
}

export function sameSummary(a: PredictionSummary, b: PredictionSummary): boolean {
  return a.predicted_outcome === b.predicted_outcome && a.has_prediction === b.has_prediction;
}

/** Reads one stored entry defensively: older or hand-made documents may lack fields. */
export function normaliseStoredPrediction(raw: unknown): StoredPrediction | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : Number.NaN);
  const fixtureId = typeof r.fixture_id === 'string' ? r.fixture_id : typeof r.fixture_id === 'number' ? String(r.fixture_id) : null;
  if (fixtureId === null) return null;
  const outcome = r.predicted_outcome;
  const explanation = modelExplanationSchema.safeParse(r.explanation);
  return {
    ...(explanation.success ? { explanation: explanation.data } : {}),
    fixture_id: fixtureId,
    predicted_home_goals: num(r.predicted_home_goals),
    predicted_away_goals: num(r.predicted_away_goals),
    display_home_goals: num(r.display_home_goals),
    display_away_goals: num(r.display_away_goals),
    predicted_outcome: outcome === 'home_win' || outcome === 'away_win' || outcome === 'draw' ? outcome : null,
    prob_home_win: num(r.prob_home_win),
    prob_draw: num(r.prob_draw),
    prob_away_win: num(r.prob_away_win),
    team_metrics_default: r.team_metrics_default === true,
    all_metrics_default: r.all_metrics_default === true,
  };
}

/** Numbers that a stored entry really has (NaN marks a field missing on an old document). */
export function known(x: number): number | null {
  return Number.isFinite(x) ? x : null;
}

/**
 * The entry's raw goals shown again under a rounding. Most-probable rounding also reads the entry's
 * own probabilities (blended, for a blend) and the ρ of its Dixon–Coles grid; an old entry without
 * probabilities lets the grid of its expected goals decide.
 */
export function roundStoredPrediction(entry: StoredPrediction, rounding: RoundingMode): RoundedScore {
  const probabilities = { home: entry.prob_home_win, draw: entry.prob_draw, away: entry.prob_away_win };
  return applyRounding(entry.predicted_home_goals, entry.predicted_away_goals, rounding, {
    rho: entry.explanation?.family === 'dixon_coles' ? entry.explanation.rho : 0,
    ...(Object.values(probabilities).every(Number.isFinite) ? { probabilities } : {}),
  });
}
