// A store where nobody promoted anything, on the real infrastructure, with the catalog's history
// (2010-11 … 2021-22) behind the product's seasons: production predicts with its measured starting
// configuration (libs/engine production-default.ts, the Dixon–Coles + Elo blend through most-probable
// rounding), so every shown outcome is the most probable of its three and its score agrees with it;
// the track record names that configuration and its backtest of 2022-26 is right at least half the
// time. Promoting the original smart rounding (rounding.promoted) changes what is shown;
// promoting most-probable rounding back restores it. The admin panel's migration check still passes.
import {
  configurationLabel,
  DEFAULT_ROUNDING_PARAMETERS,
  type FixtureRecord,
  predictionResponseSchema,
  SPECIFICATION_DEFAULTS_NAME,
  trackRecordHeadlineSchema,
  trackRecordResponseSchema,
} from '@scoreline/contracts';
import { mostProbableOutcome, outcomeOfScore, PRODUCTION_DEFAULT_MODEL, PRODUCTION_DEFAULT_ROUNDING_MODE } from '@scoreline/engine';
import { loadHistoryMatches, toFixtureRecord } from '@scoreline/epl-data';
import { setUpOnce } from '@scoreline/test-support';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { fromRecord } from '../src/domain/fixture.ts';
import type { StoredPrediction } from '../src/domain/stored-prediction.ts';
import { rebuildTrackRecord } from '../src/use-cases/rebuild-track-record.ts';
import { recalculatePredictions } from '../src/use-cases/recalculate-predictions.ts';
import { eplFixtureRecords } from './support/epl.ts';
import { type Harness, startHarness, waitUntil } from './support/harness.ts';

let harness: Harness;
const product = eplFixtureRecords();
const history: FixtureRecord[] = loadHistoryMatches().map(toFixtureRecord);

setUpOnce(async () => {
  harness = await startHarness({ model: 'production-default' });
  await harness.context.repositories.fixtures.saveChanged([...history, ...product].map(fromRecord), new Date());
  await recalculate();
});
afterAll(async () => {
  await harness?.close();
});

function recalculate() {
  const { context } = harness;
  return recalculatePredictions(
    { reason: 'admin_request', correlationId: 'production-default-test' },
    { ...context.repositories, publisher: context.publisher, clock: context.clock, logger: context.logger, recalculations: context.recalculations },
  );
}

async function stored(): Promise<StoredPrediction[]> {
  return (await harness.context.repositories.predictions.findAll()).flatMap((g) => g.predictions);
}

const mostProbable = (p: StoredPrediction) => mostProbableOutcome({ home: p.prob_home_win, draw: p.prob_draw, away: p.prob_away_win });
const LABEL = configurationLabel(PRODUCTION_DEFAULT_MODEL, PRODUCTION_DEFAULT_ROUNDING_MODE);

describe('production on a store where nothing was promoted', () => {
  it('runs on the measured starting configuration', async () => {
    const settings = await harness.context.repositories.settings.get();
    expect(settings).toMatchObject({ model: PRODUCTION_DEFAULT_MODEL, rounding_mode: 'most_probable', version: 0, weights_source: { kind: 'default' } });
    expect(LABEL).toBe('Dixon–Coles + Elo blend (30 % Elo), most-probable rounding');
  });

  it('shows, for every fixture, the most probable of its three outcomes and a score that agrees with it', async () => {
    const predictions = await stored();
    expect(predictions).toHaveLength(product.length);
    for (const p of predictions) {
      expect(p.predicted_outcome, p.fixture_id).toBe(mostProbable(p));
      expect(outcomeOfScore(p.display_home_goals, p.display_away_goals), p.fixture_id).toBe(p.predicted_outcome);
      expect(p.explanation).toMatchObject({ family: 'dixon_coles', blend_weight: 0.3, rounding: { mode: 'most_probable' } });
    }
  });

  it('answers the same outcome on the fixture page', async () => {
    const upcoming = product.filter((r) => r.status === 'scheduled').slice(0, 10);
    const byId = new Map((await stored()).map((p) => [p.fixture_id, p]));
    for (const record of upcoming) {
      const body = predictionResponseSchema.parse((await request(harness.app).get(`/api/prediction/${record.id}`)).body);
      expect(body.predicted_outcome).toBe(mostProbable(byId.get(record.id)!));
    }
  });

  it('names the configuration in the track record, whose backtest of 2022-26 is right at least half the time', async () => {
    const { context } = harness;
    await rebuildTrackRecord({ ...context.repositories, clock: context.clock, logger: context.logger });
    const record = trackRecordResponseSchema.parse((await request(harness.app).get('/api/track-record')).body);
    expect(record.production_configuration).toBe(LABEL);
    const judged = record.seasons.filter((s) => ['2022-23', '2023-24', '2024-25', '2025-26'].includes(s.season));
    const matches = judged.reduce((sum, s) => sum + s.backtest.model.matches, 0);
    const right = judged.reduce((sum, s) => sum + ((s.backtest.model.outcome_accuracy ?? 0) * s.backtest.model.matches) / 100, 0);
    expect(matches).toBe(1520);
    expect(right / matches).toBeGreaterThanOrEqual(0.5);
    const baseline = judged.reduce((sum, s) => sum + ((s.backtest.baseline.outcome_accuracy ?? 0) * s.backtest.baseline.matches) / 100, 0);
    expect(right).toBeGreaterThan(baseline);
    const headline = trackRecordHeadlineSchema.parse((await request(harness.app).get('/api/track-record/headline')).body);
    expect(headline).toMatchObject({ production_configuration: LABEL, matches: record.backtest.model.matches + record.live.model.matches });
    expect(headline.outcome_accuracy).toBeGreaterThanOrEqual(50);
  });

  it('keeps the admin panel’s smart-rounding migration flow: most-probable predictions count as coherently rounded', async () => {
    const auth = { Authorization: `Bearer ${harness.adminToken}` };
    const accuracy = await request(harness.app).post('/api/accuracy/calculate-all').set(auth);
    expect(accuracy.status).toBe(200);
    expect(accuracy.body.message).toMatch(/^Accuracy calculated! \d+\/\d+ outcomes correct \(\d+(\.\d+)?%\)$/);
    const validation = await request(harness.app).get('/api/admin/validate-smart-rounding').set(auth);
    expect(validation.body).toMatchObject({ migration_complete: true, issues: [] });
    expect(validation.body.summary.accuracy_with_smart_rounding).toBe(validation.body.summary.accuracy_records);
  });

  it('shows what the specification’s smart rounding shows once it is promoted, and the most probable outcome again once most-probable rounding is', async () => {
    const promote = async (configId: string, name: string, mode: 'smart' | 'most_probable') => {
      const before = (await harness.context.repositories.settings.get()).version;
      await harness.bus.publish('rounding.promoted', { data: { config_id: configId, name, parameters: DEFAULT_ROUNDING_PARAMETERS, mode }, correlationId: `promote-${configId}` });
      await waitUntil(async () => (await harness.context.repositories.settings.get()).version > before, 60_000, `${configId} in production`);
      await recalculate();
    };
    await promote('rc-spec-defaults', SPECIFICATION_DEFAULTS_NAME, 'smart');
    const smart = await stored();
    expect(smart.every((p) => p.explanation?.rounding.mode === 'smart')).toBe(true);
    // Smart rounding reads the outcome off the expected goals: some shown outcomes are not the most probable.
    expect(smart.filter((p) => p.predicted_outcome !== mostProbable(p)).length).toBeGreaterThan(0);
    expect(smart.every((p) => outcomeOfScore(p.display_home_goals, p.display_away_goals) === p.predicted_outcome)).toBe(true);

    await promote('rc-most-probable', 'Most probable', 'most_probable');
    const back = await stored();
    expect(back.every((p) => p.predicted_outcome === mostProbable(p))).toBe(true);
    expect((await harness.context.repositories.settings.get()).rounding_mode).toBe('most_probable');
  });
});
