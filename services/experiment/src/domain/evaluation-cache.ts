// The engine's evaluation context (one metric pass over the whole history) is what every backtest,
// batch test, experiment and matrix combination shares: built once per version of the fixtures read
// model and reused by every weight set and rounding configuration until a fixture changes. It is
// built and used on the engine's worker threads (@scoreline/engine/pool), never on the event loop:
// an Evaluation sends each run there with the fixture set of its version, whose context the thread
// keeps. Concurrent requests for the same version share one read of the read model.
import { randomUUID } from 'node:crypto';
import type {
  BacktestOptions,
  BacktestResult,
  BatchWeightTestOptions,
  BatchWeightTestResult,
  EvaluationScope,
  MatrixOptions,
  MatrixResult,
  RoundingBatchOptions,
  RoundingBatchResult,
} from '@scoreline/engine';
import { type EnginePool, fixtureSetOf, type ScopeSummary, sharedEnginePool } from '@scoreline/engine/pool';
import { type FixtureView, toMatchFixtures } from './fixture.ts';

export interface EvaluationSource {
  version(): Promise<number>;
  findAll(): Promise<FixtureView[]>;
}

/** The engine's runs over one version of the read model, each on a worker thread. */
export interface Evaluation {
  matrix(options: MatrixOptions): Promise<MatrixResult>;
  batchWeights(options: BatchWeightTestOptions): Promise<BatchWeightTestResult>;
  progressiveBacktest(options: BacktestOptions): Promise<BacktestResult>;
  roundingBatch(options: RoundingBatchOptions): Promise<RoundingBatchResult>;
  /** How many fixtures there are, and what each scope selects of the played ones. */
  scopes(scopes: readonly EvaluationScope[]): Promise<ScopeSummary>;
}

export interface EvaluationCache {
  /** The evaluation of the read model as it is now. */
  get(source: EvaluationSource): Promise<Evaluation>;
  /**
   * Builds the context in the background once the read model has been quiet for `delayMs`, so the
   * first request after a refresh does not pay for the metric pass. Failures are left to the next get().
   */
  warmSoon(source: EvaluationSource, delayMs?: number): void;
}

export function createEvaluationCache(engine: EnginePool = sharedEnginePool()): EvaluationCache {
  // Versions count per database: the key names this cache too, as several services' caches (and
  // tests' harnesses) may share one process's pool.
  const id = randomUUID();
  let cached: { version: number; evaluation: Promise<Evaluation> } | null = null;
  let timer: NodeJS.Timeout | undefined;
  return {
    warmSoon(source, delayMs = 1000) {
      clearTimeout(timer);
      // unref: a pending warm-up never keeps a stopping process alive.
      timer = setTimeout(() => void this.get(source).then((evaluation) => evaluation.scopes([])).catch(() => undefined), delayMs).unref();
    },
    async get(source) {
      const version = await source.version();
      if (cached?.version !== version) {
        const evaluation = source.findAll().then((fixtures): Evaluation => {
          const set = fixtureSetOf(`${id}:${version}`, toMatchFixtures(fixtures));
          return {
            matrix: (options) => engine.run('matrix', set, options),
            batchWeights: (options) => engine.run('batchWeights', set, options),
            progressiveBacktest: (options) => engine.run('progressiveBacktest', set, options),
            roundingBatch: (options) => engine.run('roundingBatch', set, options),
            scopes: (scopes) => engine.run('scopes', set, scopes),
          };
        });
        cached = { version, evaluation };
        // A failed read is not kept: the next request tries again.
        evaluation.catch(() => {
          if (cached?.evaluation === evaluation) cached = null;
        });
      }
      return cached.evaluation;
    },
  };
}
