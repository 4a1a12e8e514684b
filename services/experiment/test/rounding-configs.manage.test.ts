// The smart-rounding sandbox over HTTP on the real store and broker: the seeded production config
// (the measured default) and alternatives, the original smart rounding among them, create with the default parameters, the 400s and 409s that write nothing, promote
// (rounding.promoted, the previous one stops being production, the generated source) and the batch test.
import {
  DEFAULT_ROUNDING_PARAMETERS,
  promoteRoundingConfigResponseSchema,
  roundingBatchResponseSchema,
  roundingConfigSchema,
  roundingConfigsResponseSchema,
  SPECIFICATION_DEFAULTS_NAME,
} from '@scoreline/contracts';
import { createEvaluationContext, fixtureFactsOf, PRODUCTION_DEFAULT_MODEL, PRODUCTION_DEFAULT_ROUNDING_MODE, runRoundingBatchTest } from '@scoreline/engine';
import { setUpOnce } from '@scoreline/test-support';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { toMatchFixtures } from '../src/domain/fixture.ts';
import { eplFixtureRecords, type Harness, seedFixtures, startHarness } from './support/harness.ts';

let h: Harness;
setUpOnce(async () => {
  h = await startHarness();
  await seedFixtures(h.context);
});
afterAll(async () => {
  await h?.close();
});

const configs = async () => roundingConfigsResponseSchema.parse((await request(h.app).get('/api/rounding-sandbox/configs').set('Authorization', h.auth)).body).configs;

describe('rounding configurations', () => {
  it('starts with most-probable rounding in production (the measured default), listed first, and seven alternatives among them the specification defaults', async () => {
    const list = await configs();
    expect(list).toHaveLength(8);
    expect(list[0]).toMatchObject({ id: 'rc-most-probable', status: 'production', mode: PRODUCTION_DEFAULT_ROUNDING_MODE });
    expect(list.filter((c) => c.status === 'production')).toHaveLength(1);
    expect(list.find((c) => c.id === 'rc-spec-defaults')).toMatchObject({ name: SPECIFICATION_DEFAULTS_NAME, status: 'sandbox', mode: 'smart', ...DEFAULT_ROUNDING_PARAMETERS });
    const production = roundingConfigSchema.parse((await request(h.app).get('/api/rounding-sandbox/production-config').set('Authorization', h.auth)).body);
    expect(production.id).toBe('rc-most-probable');
  });

  it('creates a configuration, filling the parameters left out with the spec defaults', async () => {
    const response = await request(h.app).post('/api/rounding-sandbox/configs').set('Authorization', h.auth).send({ name: 'Wide draws', draw_threshold: 0.45, home_bias_enabled: true });
    expect(response.status).toBe(201);
    expect(roundingConfigSchema.parse(response.body)).toMatchObject({ ...DEFAULT_ROUNDING_PARAMETERS, name: 'Wide draws', draw_threshold: 0.45, home_bias_enabled: true, status: 'sandbox' });
  });

  it.each([
    ['no name', { draw_threshold: 0.3 }, 400],
    ['a blank name', { name: '  ' }, 400],
    ['a negative threshold', { name: 'Neg', draw_threshold: -0.1 }, 400],
    ['home bias as text', { name: 'Text', home_bias_enabled: 'yes' }, 400],
    ['a taken name', { name: 'draw KEEN' }, 409],
  ])('refuses %s, writing nothing', async (_label, body, status) => {
    const before = await h.snapshot();
    const response = await request(h.app).post('/api/rounding-sandbox/configs').set('Authorization', h.auth).send(body);
    expect(response.status).toBe(status);
    expect(typeof response.body.detail).toBe('string');
    expect(await h.snapshot()).toEqual(before);
  });

  it('never deletes the production configuration (409), deletes another, and answers 404 for an unknown one', async () => {
    const before = await h.snapshot();
    const refused = await request(h.app).delete('/api/rounding-sandbox/configs/rc-most-probable').set('Authorization', h.auth);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toContain('cannot be deleted');
    expect(await h.snapshot()).toEqual(before);
    await request(h.app).delete('/api/rounding-sandbox/configs/rc-plain-scores').set('Authorization', h.auth).expect(200);
    expect((await request(h.app).delete('/api/rounding-sandbox/configs/rc-plain-scores').set('Authorization', h.auth)).status).toBe(404);
  });

  it('batch-tests every configuration on the same fixtures, best first, as the engine does', async () => {
    const list = await configs();
    const response = await request(h.app).post('/api/rounding-sandbox/batch-test').set('Authorization', h.auth);
    expect(response.status).toBe(200);
    const body = roundingBatchResponseSchema.parse(response.body);
    const expected = runRoundingBatchTest(createEvaluationContext(toMatchFixtures(eplFixtureRecords().map(fixtureFactsOf))), {
      configs: list.map((c) => ({ id: c.id, name: c.name, parameters: pick(c), mode: c.mode })),
      model: PRODUCTION_DEFAULT_MODEL,
      scope: { seasons: [2022, 2023, 2024, 2025] },
    });
    expect(body.results.map((r) => r.config_name)).toEqual(expected.results.map((r) => r.config_name));
    expect(body.total_fixtures_tested).toBe(expected.total_fixtures_tested);
    expect(body.results.every((r) => r.total_fixtures === body.total_fixtures_tested)).toBe(true);
    expect(body.results.map((r) => r.outcome_accuracy)).toEqual(expected.results.map((r) => r.outcome_accuracy));
    expect(body.results.filter((r) => r.is_production).map((r) => r.config_id)).toEqual(['rc-most-probable']);
  });

  it('promotes a configuration: rounding.promoted is published, the previous one steps back, the answer carries its source', async () => {
    const observed = await h.observe(['rounding.promoted']);
    const response = await request(h.app).post('/api/rounding-sandbox/promote/rc-draw-keen').set('Authorization', h.auth);
    expect(response.status).toBe(200);
    const body = promoteRoundingConfigResponseSchema.parse(response.body);
    expect(body.new_code).toContain('export const PRODUCTION_ROUNDING: RoundingParameters = {');
    expect(body.new_code).toContain('  draw_threshold: 0.35,');
    const [event] = await observed.waitFor('rounding.promoted', 1);
    expect(event?.data).toEqual({ config_id: 'rc-draw-keen', name: 'Draw keen', parameters: { ...DEFAULT_ROUNDING_PARAMETERS, draw_threshold: 0.35 }, mode: 'smart' });
    const list = await configs();
    expect(list.filter((c) => c.status === 'production').map((c) => c.id)).toEqual(['rc-draw-keen']);
    expect(list[0]?.id).toBe('rc-draw-keen');
    // The former production configuration may be deleted now.
    await request(h.app).delete('/api/rounding-sandbox/configs/rc-most-probable').set('Authorization', h.auth).expect(200);
  });

  it('takes production back to the specification defaults in one promotion', async () => {
    const observed = await h.observe(['rounding.promoted']);
    const response = await request(h.app).post('/api/rounding-sandbox/promote/rc-spec-defaults').set('Authorization', h.auth);
    expect(response.status).toBe(200);
    const [event] = await observed.waitFor('rounding.promoted', 1, (e) => e.data.config_id === 'rc-spec-defaults');
    expect(event?.data).toEqual({ config_id: 'rc-spec-defaults', name: SPECIFICATION_DEFAULTS_NAME, parameters: DEFAULT_ROUNDING_PARAMETERS, mode: 'smart' });
    expect((await configs()).filter((c) => c.status === 'production').map((c) => c.id)).toEqual(['rc-spec-defaults']);
  });
});

function pick(c: { draw_threshold: number; clear_advantage_threshold: number; clear_advantage_adjustment: number; small_advantage_adjustment: number; home_bias_enabled: boolean; home_bias_amount: number }) {
  const { draw_threshold, clear_advantage_threshold, clear_advantage_adjustment, small_advantage_adjustment, home_bias_enabled, home_bias_amount } = c;
  return { draw_threshold, clear_advantage_threshold, clear_advantage_adjustment, small_advantage_adjustment, home_bias_enabled, home_bias_amount };
}
