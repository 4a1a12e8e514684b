// Deriving a missing outcome from a stored prediction's own numbers, most trusted first.
import { DEFAULT_ROUNDING_PARAMETERS } from '@scoreline/contracts';
import { describe, expect, it } from 'vitest';
import type { StoredPrediction } from '../src/domain/stored-prediction.ts';
import { withDerivedOutcome } from '../src/domain/derived-outcome.ts';

const entry: StoredPrediction = {
  fixture_id: '7',
  predicted_home_goals: 1.9,
  predicted_away_goals: 0.8,
  display_home_goals: 1,
  display_away_goals: 1,
  predicted_outcome: null,
  prob_home_win: 0.2,
  prob_draw: 0.3,
  prob_away_win: 0.5,
  team_metrics_default: false,
  all_metrics_default: false,
};

describe('withDerivedOutcome', () => {
  it('reads the displayed score first: the visitor saw that', () => {
    expect(withDerivedOutcome(entry, DEFAULT_ROUNDING_PARAMETERS)).toMatchObject({ predicted_outcome: 'draw', display_home_goals: 1 });
  });

  it('smart-rounds the raw goals when there is no displayed score, filling it too', () => {
    const derived = withDerivedOutcome({ ...entry, display_home_goals: Number.NaN, display_away_goals: Number.NaN }, DEFAULT_ROUNDING_PARAMETERS);
    expect(derived).toMatchObject({ predicted_outcome: 'home_win', display_home_goals: 2, display_away_goals: 1 });
  });

  it('takes the most probable outcome when only probabilities are left', () => {
    const bare = { ...entry, display_home_goals: Number.NaN, display_away_goals: Number.NaN, predicted_home_goals: Number.NaN, predicted_away_goals: Number.NaN };
    expect(withDerivedOutcome(bare, DEFAULT_ROUNDING_PARAMETERS)).toMatchObject({ predicted_outcome: 'away_win' });
    expect(withDerivedOutcome({ ...bare, prob_draw: Number.NaN }, DEFAULT_ROUNDING_PARAMETERS)).toMatch(/no displayed score/);
  });
});
