// Estimated duration (docs/product.md §2): combinations = (production + sandbox weight sets) × rounding
// configs, with the fallbacks 1, 13 and 8 for a count that cannot be read; minutes = combinations ×
// minutes per combination, rounded up. Per combination: the median measured by the last completed
// jobs, or the seed's 0.5 minutes while none has completed.
import { MATRIX_ESTIMATE_FALLBACKS, type MatrixDiagnostic, type MatrixHistoryEntry, SEED_MINUTES_PER_COMBINATION } from '@scoreline/contracts';

// A count is unreadable when it is missing or not a whole number of at least 0; no sandbox set at all
// is a real library (production alone), whose job is 1 × configs combinations, not 14 × configs.
const readable = (n: number | undefined, fallback: number): number => (typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : fallback);

export function estimatedCombinations(diagnostic: MatrixDiagnostic | null): number {
  const production = MATRIX_ESTIMATE_FALLBACKS.production_weight_sets;
  const sandbox = readable(diagnostic ? diagnostic.weight_sets - production : undefined, MATRIX_ESTIMATE_FALLBACKS.sandbox_weight_sets);
  const configs = readable(diagnostic?.rounding_configs, MATRIX_ESTIMATE_FALLBACKS.rounding_configs);
  return (production + sandbox) * configs;
}

export function minutesPerCombination(history: readonly MatrixHistoryEntry[], lastJobs = 5): number {
  const measured = history
    .slice(0, lastJobs)
    .map((h) => h.ms_per_combination)
    .sort((a, b) => a - b);
  if (measured.length === 0) return SEED_MINUTES_PER_COMBINATION;
  const mid = Math.floor(measured.length / 2);
  const median = measured.length % 2 === 1 ? (measured[mid] as number) : ((measured[mid - 1] as number) + (measured[mid] as number)) / 2;
  return median / 60_000;
}

export function estimatedMinutes(diagnostic: MatrixDiagnostic | null, history: readonly MatrixHistoryEntry[]): number {
  return Math.ceil(estimatedCombinations(diagnostic) * minutesPerCombination(history));
}
