// Calibration of outcome probabilities: do the matches the model gives 30 % actually happen 30 % of
// the time? Every fixture contributes three forecasts (home win, draw, away win), each a predicted
// probability and whether that outcome happened. Forecasts are binned by predicted probability into
// equal-width bins over 0-1; each bin reports the mean predicted probability, the observed frequency
// and how many forecasts it holds (a bin with few forecasts is noisy: the admin panel shows the count).
import { outcomeOfScore } from './rounding.ts';
import type { OutcomeProbabilityTriple } from './scoring.ts';

export interface CalibrationFixture extends OutcomeProbabilityTriple {
  home_goals: number;
  away_goals: number;
}

export interface CalibrationBin {
  /** The bin covers [from, to); the last bin includes 1. */
  from: number;
  to: number;
  /** Forecasts in the bin. */
  count: number;
  /** Mean predicted probability of the bin's forecasts; null for an empty bin. */
  predicted_mean: number | null;
  /** Share of the bin's forecasts whose outcome happened; null for an empty bin. */
  observed_frequency: number | null;
}

export interface Calibration {
  fixtures: number;
  forecasts: number;
  bins: CalibrationBin[];
  /**
   * Expected calibration error: the count-weighted mean gap between predicted mean and observed
   * frequency (0 is perfect); null without forecasts.
   */
  expected_calibration_error: number | null;
}

export const DEFAULT_CALIBRATION_BINS = 10;

export function calibration(
  fixtures: readonly CalibrationFixture[],
  binCount: number = DEFAULT_CALIBRATION_BINS,
): Calibration {
  if (!Number.isInteger(binCount) || binCount < 1)
    throw new RangeError(`binCount must be a positive integer, got ${binCount}`);
  const sums = Array.from({ length: binCount }, () => ({ count: 0, predicted: 0, hits: 0 }));
  for (const fixture of fixtures) {
    const actual = outcomeOfScore(fixture.home_goals, fixture.away_goals);
    const forecasts: [number, boolean][] = [
      [fixture.prob_home_win, actual === 'home_win'],
      [fixture.prob_draw, actual === 'draw'],
      [fixture.prob_away_win, actual === 'away_win'],
    ];
    for (const [probability, happened] of forecasts) {
      const p = Math.min(1, Math.max(0, probability));
      const bin = sums[Math.min(binCount - 1, Math.floor(p * binCount))]!;
      bin.count += 1;
      bin.predicted += p;
      if (happened) bin.hits += 1;
    }
  }
  const forecasts = fixtures.length * 3;
  let gap = 0;
  const bins = sums.map((sum, index) => {
    const predicted_mean = sum.count > 0 ? sum.predicted / sum.count : null;
    const observed_frequency = sum.count > 0 ? sum.hits / sum.count : null;
    if (predicted_mean !== null && observed_frequency !== null)
      gap += sum.count * Math.abs(predicted_mean - observed_frequency);
    return {
      from: index / binCount,
      to: (index + 1) / binCount,
      count: sum.count,
      predicted_mean,
      observed_frequency,
    };
  });
  return {
    fixtures: fixtures.length,
    forecasts,
    bins,
    expected_calibration_error: forecasts > 0 ? gap / forecasts : null,
  };
}
