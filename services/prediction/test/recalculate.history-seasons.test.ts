// The catalog also publishes 2010-11 … 2021-22 (history from its snapshot). On the real store: the
// recalculation learns from them (the six-metric metrics and the Dixon–Coles fits of 2022-23 start
// with twelve seasons behind them) but writes no prediction for them, and the accuracy never counts
// them as fixtures without a prediction.
import { DEFAULT_DIXON_COLES_PARAMETERS, DEFAULT_ROUNDING_PARAMETERS, DEFAULT_WEIGHTS, type FixtureRecord } from '@scoreline/contracts';
import { matchFixtureOf, predictAllWithModel } from '@scoreline/engine';
import { loadHistoryMatches, toFixtureRecord } from '@scoreline/epl-data';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpOnce } from '@scoreline/test-support';
import { fromRecord } from '../src/domain/fixture.ts';
import { toStoredPrediction } from '../src/domain/stored-prediction.ts';
import { calculateAccuracy } from '../src/use-cases/calculate-accuracy.ts';
import { recalculatePredictions } from '../src/use-cases/recalculate-predictions.ts';
import { eplFixtureRecords } from './support/epl.ts';
import { type Harness, startHarness } from './support/harness.ts';

let harness: Harness;
const product = eplFixtureRecords();
const history: FixtureRecord[] = loadHistoryMatches().map(toFixtureRecord);

setUpOnce(async () => {
  harness = await startHarness({ workers: false });
  await harness.context.repositories.fixtures.saveChanged([...history, ...product].map(fromRecord), new Date());
});
afterAll(async () => {
  await harness?.close();
});

function recalculate() {
  const { context } = harness;
  return recalculatePredictions(
    { reason: 'admin_request', correlationId: 'history-test' },
    { ...context.repositories, publisher: context.publisher, clock: context.clock, logger: context.logger, recalculations: context.recalculations },
  );
}

async function storedById() {
  const gameweeks = await harness.context.repositories.predictions.findAll();
  return { gameweeks, byId: new Map(gameweeks.flatMap((g) => g.predictions).map((p) => [p.fixture_id, p])) };
}

describe('history seasons in the read model', () => {
  it('train the six-metric model but get no prediction', async () => {
    const result = await recalculate();
    expect(result.processed).toBe(history.length + product.length);
    expect(result.successful_predictions).toBe(product.length);
    expect(result.skipped).toBe(history.length);
    const { gameweeks, byId } = await storedById();
    expect(gameweeks.every((g) => Number(g.season.slice(0, 4)) >= 2022)).toBe(true);
    expect(byId.size).toBe(product.length);
    // Exactly the engine's walk-forward over all sixteen seasons, from 2022-23 on.
    const all = [...history, ...product].map((r) => matchFixtureOf(fromRecord(r)));
    const expected = predictAllWithModel(all, { family: 'six_metric', weights: DEFAULT_WEIGHTS }, DEFAULT_ROUNDING_PARAMETERS, { from: product[0]!.kickoff });
    expect(expected).toHaveLength(product.length);
    for (const p of expected) expect(byId.get(p.fixture_id)).toMatchObject({ predicted_home_goals: toStoredPrediction(p).predicted_home_goals });
    // The opening gameweek of 2022-23 has the 2021-22 season behind it: no prediction falls back to the league average.
    const opening = expected.filter((p) => p.season === '2022-23' && p.gameweek === 1);
    expect(opening).toHaveLength(10);
    expect(opening.every((p) => !p.team_metrics_default)).toBe(true);
  });

  it('train a promoted Dixon–Coles configuration too, whose first fit has twelve seasons behind it', async () => {
    const applied = await harness.context.repositories.settings.promoteWeights(
      DEFAULT_WEIGHTS,
      { kind: 'promotion', id: 'dc-history', name: 'Dixon–Coles' },
      new Date(),
      { family: 'dixon_coles', parameters: DEFAULT_DIXON_COLES_PARAMETERS },
    );
    expect(applied).toBe(true);
    expect((await harness.context.repositories.settings.get()).model.family).toBe('dixon_coles');
    await recalculate();
    const { byId } = await storedById();
    const first = byId.get(product[0]!.id);
    expect(first?.explanation?.family).toBe('dixon_coles');
    expect(first?.explanation?.family === 'dixon_coles' && first.explanation.matches_used).toBe(history.length);
    expect(byId.size).toBe(product.length);
  });

  it('are never judged by the accuracy', async () => {
    const accuracy = await calculateAccuracy({ ...harness.context.repositories, clock: harness.context.clock });
    expect(accuracy.processed).toBe(product.filter((r) => r.status === 'finished').length);
    expect(accuracy.without_prediction).toBe(0);
  });
});
