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
}

export function createEvaluationCache(): EvaluationCache {
  let cached: { version: number; context: Promise<EvaluationContext> } | null = null;
  return {
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
