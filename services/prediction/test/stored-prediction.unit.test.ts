// Stored predictions: rounded to 6 decimals so that "changed?" is an exact comparison, compared
// field by field, and read defensively from old documents.
import { DEFAULT_ROUNDING_PARAMETERS } from '@scoreline/contracts';
import { predictAll } from '@scoreline/engine';
import { describe, expect, it } from 'vitest';
import {
  normaliseStoredPrediction,
  round6,
  roundStoredPrediction,
  samePrediction,
  sameSummary,
  summaryOf,
  toStoredPrediction,
} from '../src/domain/stored-prediction.ts';

const fixtures = [
  { id: '1', season: '2025-26', gameweek: 1, kickoff: '2025-08-15T19:00:00Z', home_team: 'A', away_team: 'B', home_goals: 2, away_goals: 1 },
  { id: '2', season: '2025-26', gameweek: 2, kickoff: '2025-08-22T19:00:00Z', home_team: 'B', away_team: 'A', home_goals: null, away_goals: null },
];

describe('toStoredPrediction', () => {
  it('keeps the engine numbers to 6 decimals and the outcome', () => {
    const [, p] = predictAll(fixtures);
    const stored = toStoredPrediction(p!);
    expect(stored.predicted_home_goals).toBe(round6(p!.predicted_home_goals));
    expect(stored.prob_draw).toBe(round6(p!.prob_draw));
    expect(stored).toMatchObject({ fixture_id: '2', predicted_outcome: p!.predicted_outcome, display_home_goals: p!.display_home_goals });
    // The same inputs give the same stored values, so an unchanged prediction compares equal.
    expect(samePrediction(stored, toStoredPrediction(predictAll(fixtures)[1]!))).toBe(true);
  });
});

describe('samePrediction', () => {
  it('ignores key order and notices any changed field', () => {
    const [p] = predictAll(fixtures).map(toStoredPrediction);
    const reordered = Object.fromEntries(Object.entries(p!).reverse()) as typeof p;
    expect(samePrediction(p!, reordered)).toBe(true);
    expect(samePrediction(p!, { ...p!, prob_home_win: p!.prob_home_win + 1e-6 })).toBe(false);
    expect(samePrediction(p!, undefined)).toBe(false);
  });
});

describe('normaliseStoredPrediction', () => {
  it('reads an old entry without an outcome or numbers as null outcome and NaN numbers', () => {
    const entry = normaliseStoredPrediction({ fixture_id: 42, display_home_goals: 1 });
    expect(entry).toMatchObject({ fixture_id: '42', predicted_outcome: null, display_home_goals: 1, team_metrics_default: false });
    expect(entry?.prob_home_win).toBeNaN();
    expect(normaliseStoredPrediction({ predicted_outcome: 'draw' })).toBeNull();
    expect(normaliseStoredPrediction('x')).toBeNull();
  });
});

describe('summaries', () => {
  it('has a prediction exactly when there is an outcome', () => {
    const [p] = predictAll(fixtures).map(toStoredPrediction);
    expect(summaryOf('1', p)).toEqual({ fixture_id: '1', predicted_outcome: p!.predicted_outcome, has_prediction: true });
    expect(summaryOf('1', undefined)).toEqual({ fixture_id: '1', predicted_outcome: null, has_prediction: false });
    expect(sameSummary(summaryOf('1', p), summaryOf('1', { ...p!, display_home_goals: 7 }))).toBe(true);
  });
});

describe('roundStoredPrediction', () => {
  // Expected goals 1.52 v 1.40, yet the stored (blended) probabilities favour the away side.
  const entry = {
    ...toStoredPrediction(predictAll(fixtures)[1]!),
    predicted_home_goals: 1.52,
    predicted_away_goals: 1.4,
    prob_home_win: 0.33,
    prob_draw: 0.27,
    prob_away_win: 0.4,
  };

  it('shows smart rounding from the expected goals alone: a draw under 0.25 goals apart', () => {
    expect(roundStoredPrediction(entry, DEFAULT_ROUNDING_PARAMETERS)).toMatchObject({ predicted_outcome: 'draw' });
  });

  it('shows most-probable rounding from the entry’s own probabilities, with a score that agrees', () => {
    const shown = roundStoredPrediction(entry, 'most_probable');
    expect(shown.predicted_outcome).toBe('away_win');
    expect(shown.display_away_goals).toBeGreaterThan(shown.display_home_goals);
  });

  it('lets the grid of the expected goals decide for an old entry without probabilities', () => {
    const shown = roundStoredPrediction({ ...entry, prob_home_win: Number.NaN, prob_draw: Number.NaN, prob_away_win: Number.NaN }, 'most_probable');
    expect(shown.predicted_outcome).toBe('home_win');
  });
});
