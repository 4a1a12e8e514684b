// The engine's heavy work as tasks a worker thread runs on plain data: what the services send is a
// fixture set and options, what comes back is a plain result. The evaluation context (one metric
// pass over the whole history, and the Dixon–Coles walk-forwards cached on it) is built once per
// fixture set a caller names with `key` (its read model's version) and kept by the thread for the
// next tasks of that version. The fixtures travel as one JSON text, made once per version by the
// caller (fixtureSetOf): copying a string to a thread costs a memcpy, where thousands of fixture
// objects would be cloned one by one on the calling thread for every task.
import type { ModelConfiguration } from '@scoreline/contracts';
import { predictAllWithModel, type PredictWithModelOptions } from '../predict-model.ts';
import type { RoundingMode } from '../predict.ts';
import { runProgressiveBacktest, type BacktestOptions } from '../runners/backtest.ts';
import { runBatchWeightTest, type BatchWeightTestOptions } from '../runners/batch-weights.ts';
import { createEvaluationContext, selectScope, type EvaluationContext, type EvaluationOptions, type EvaluationScope } from '../runners/context.ts';
import { runMatrix, type MatrixOptions } from '../runners/matrix.ts';
import { runRoundingBatchTest, type RoundingBatchOptions } from '../runners/rounding-batch.ts';
import type { MatchFixture } from '../types.ts';

/**
 * Fixtures a thread keeps the evaluation context of: `key` names their version (same key, same
 * fixtures; null: used once, not kept), `json` is the fixture list as JSON.
 */
export interface FixtureSet {
  readonly key: string | null;
  readonly json: string;
  readonly options?: EvaluationOptions;
}

/** The fixture set of a fixture list (the JSON made here, once). */
export function fixtureSetOf(key: string | null, fixtures: readonly MatchFixture[], options?: EvaluationOptions): FixtureSet {
  return { key, json: JSON.stringify(fixtures), ...(options ? { options } : {}) };
}

/** What a fixture set's scopes select, for the diagnostics beside a run. */
export interface ScopeSummary {
  /** Every fixture of the set. */
  records: number;
  /** Per scope asked, in order: its played fixtures, and the last of them in kickoff order. */
  scopes: { played: number; last: MatchFixture | null }[];
}

export interface EngineTasks {
  matrix(set: FixtureSet, options: MatrixOptions): ReturnType<typeof runMatrix>;
  batchWeights(set: FixtureSet, options: BatchWeightTestOptions): ReturnType<typeof runBatchWeightTest>;
  progressiveBacktest(set: FixtureSet, options: BacktestOptions): ReturnType<typeof runProgressiveBacktest>;
  roundingBatch(set: FixtureSet, options: RoundingBatchOptions): ReturnType<typeof runRoundingBatchTest>;
  scopes(set: FixtureSet, scopes: readonly EvaluationScope[]): ScopeSummary;
  predictAll(fixtures: readonly MatchFixture[], model: ModelConfiguration, rounding: RoundingMode, options: PredictWithModelOptions): ReturnType<typeof predictAllWithModel>;
}

export type EngineTaskName = keyof EngineTasks;

/** Contexts this thread keeps: the current version and the one before (a run that began before a refresh). */
const KEPT = 2;
const contexts = new Map<string, EvaluationContext>();

function contextOf(set: FixtureSet): EvaluationContext {
  const known = set.key === null ? undefined : contexts.get(set.key);
  if (known) return known;
  const built = createEvaluationContext(JSON.parse(set.json) as MatchFixture[], set.options);
  if (set.key === null) return built;
  contexts.set(set.key, built);
  for (const old of [...contexts.keys()].slice(0, Math.max(0, contexts.size - KEPT))) contexts.delete(old);
  return built;
}

export const engineTasks: EngineTasks = {
  matrix: (set, options) => runMatrix(contextOf(set), options),
  batchWeights: (set, options) => runBatchWeightTest(contextOf(set), options),
  progressiveBacktest: (set, options) => runProgressiveBacktest(contextOf(set), options),
  roundingBatch: (set, options) => runRoundingBatchTest(contextOf(set), options),
  scopes(set, scopes) {
    const context = contextOf(set);
    return {
      records: context.records.length,
      scopes: scopes.map((scope) => {
        const played = selectScope(context, scope);
        const last = played[played.length - 1];
        return { played: played.length, last: last === undefined ? null : (context.played[last]?.fixture ?? null) };
      }),
    };
  },
  predictAll: (fixtures, model, rounding, options) => predictAllWithModel(fixtures, model, rounding, options),
};
