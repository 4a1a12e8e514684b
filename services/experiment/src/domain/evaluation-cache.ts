// The engine's evaluation context (one metric pass over the whole history) is what every backtest,
// batch test and experiment shares: built once per version of the fixtures read model and reused by
// every weight set and rounding configuration until a fixture changes. Concurrent requests for the
// same version share one build.
import { createEvaluationContext, type EvaluationContext } from '@scoreline/engine';
import { type FixtureView, toMatchFixtures } from './fixture.ts';

export interface EvaluationSource {
  version(): Promise<number>;
  findAll(): Promise<FixtureView[]>;
}

export interface EvaluationCache {
  /** The context of the read model as it is now. */
  get(source: EvaluationSource): Promise<EvaluationContext>;
  /**
   * Builds the context in the background once the read model has been quiet for `delayMs`, so the
   * first request after a refresh does not pay for the metric pass. Failures are left to the next get().
   */
  warmSoon(source: EvaluationSource, delayMs?: number): void;
}

export function createEvaluationCache(): EvaluationCache {
  let cached: { version: number; context: Promise<EvaluationContext> } | null = null;
  let timer: NodeJS.Timeout | undefined;
  return {
    warmSoon(source, delayMs = 1000) {
      clearTimeout(timer);
      // unref: a pending warm-up never keeps a stopping process alive.
      timer = setTimeout(() => void this.get(source).catch(() => undefined), delayMs).unref();
    },
    async get(source) {
      const version = await source.version();
      if (cached?.version !== version) {
        const context = source.findAll().then((fixtures) => createEvaluationContext(toMatchFixtures(fixtures)));
        cached = { version, context };
        // A failed build is not kept: the next request tries again.
        context.catch(() => {
          if (cached?.context === context) cached = null;
        });
      }
      return cached.context;
    },
  };
}
