// The estimated duration of docs/product.md §2: (production + sandbox weight sets) × rounding
// configs, with the fallbacks 1, 13 and 8 for unreadable counts, times the measured median time
// per combination of the last completed jobs (the seed's 0.5 minutes while none has completed),
// in minutes rounded up.
import type { MatrixDiagnostic, MatrixHistoryEntry } from '@scoreline/contracts';
import { describe, expect, it } from 'vitest';
import { estimatedCombinations, estimatedMinutes, minutesPerCombination } from '../utils/estimate.ts';

const diagnostic = (weightSets: number, configs: number): MatrixDiagnostic => ({
  ready: true,
  checks: [],
  weight_sets: weightSets,
  rounding_configs: configs,
  total_combinations: weightSets * configs,
});

const completed = (msPerCombination: number, index = 0): MatrixHistoryEntry => ({
  id: `history-matrix-${index}`,
  job_id: `matrix-${index}`,
  test_date: new Date(Date.UTC(2026, 10, 23, 10, 0, 0) - index * 60_000).toISOString(),
  total_combinations: 104,
  total_fixtures: 1520,
  best_outcome_accuracy: 48.1,
  ms_per_combination: msPerCombination,
});

describe('estimated combinations', () => {
  it('counts production plus the sandbox sets times the configs', () => {
    expect(estimatedCombinations(diagnostic(13, 8))).toBe(104);
    expect(estimatedCombinations(diagnostic(4, 3))).toBe(12);
    // Production alone: no sandbox set is a readable count, not the fallback's 13.
    expect(estimatedCombinations(diagnostic(1, 8))).toBe(8);
  });

  it('falls back to 1 production, 13 sandbox sets and 8 configs for what cannot be read', () => {
    expect(estimatedCombinations(null)).toBe((1 + 13) * 8);
    expect(estimatedCombinations(diagnostic(Number.NaN, 5))).toBe((1 + 13) * 5);
    expect(estimatedCombinations({ ...diagnostic(3, 1), rounding_configs: undefined as unknown as number })).toBe(3 * 8);
    expect(estimatedCombinations(diagnostic(0, 2.5))).toBe((1 + 13) * 8);
  });
});

describe('minutes per combination', () => {
  it('is the seed\'s 0.5 minutes while no job has completed', () => {
    expect(minutesPerCombination([])).toBe(0.5);
    expect(estimatedMinutes(diagnostic(13, 8), [])).toBe(52);
  });

  it('is the median measured by the last five completed jobs (newest first), older ones ignored', () => {
    expect(minutesPerCombination([completed(30), completed(10, 1), completed(6_000_000, 2)])).toBe(30 / 60_000);
    expect(minutesPerCombination([completed(20), completed(40, 1)])).toBe(30 / 60_000);
    const lastFive = [4, 5, 6, 7, 8].map((ms, i) => completed(ms, i));
    expect(minutesPerCombination([...lastFive, completed(9_000_000, 5), completed(9_000_000, 6)])).toBe(6 / 60_000);
  });

  it('gives minutes rounded up: 104 combinations at 4 ms is 1 minute, at 3 s is 6 minutes', () => {
    expect(estimatedMinutes(diagnostic(13, 8), [completed(4)])).toBe(1);
    expect(estimatedMinutes(diagnostic(13, 8), [completed(3000)])).toBe(Math.ceil((104 * 3000) / 60_000));
    expect(estimatedMinutes(null, [completed(3000)])).toBe(Math.ceil((112 * 3000) / 60_000));
  });
});
