// compare-sandbox-production answers for the experiment service's weight sets by name: the sets
// arrive on weight-sets.changed (a snapshot after each change), are matched regardless of case, an
// older snapshot never brings back a deleted set, and an unknown name is still a 404.
import { sandboxComparisonSchema, type Weights } from '@scoreline/contracts';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpOnce } from '@scoreline/test-support';
import { seedPredictions } from './support/epl.ts';
import { type Harness, startHarness, waitUntil } from './support/harness.ts';

let harness: Harness;
setUpOnce(async () => {
  harness = await startHarness();
  await seedPredictions(harness.context);
});
afterAll(async () => {
  await harness?.close();
});

const attack: Weights = { H1: 0.6, H2: 0.1, H3: 0.1, H4: 0.1, A1: 0.6, A2: 0.1 };
const compare = (name: string) => request(harness.app).get(`/api/diagnostics/compare-sandbox-production/${encodeURIComponent(name)}`);

describe('compare-sandbox-production with sandbox weight sets', () => {
  it('evaluates a published sandbox set, by name in any case', async () => {
    await harness.bus.publish('weight-sets.changed', {
      data: { weight_sets: [{ id: 'ws-attack-heavy', name: 'Attack heavy', weights: attack, status: 'sandbox' }] },
    });
    await waitUntil(async () => (await harness.context.repositories.sandboxWeightSets.findByName('attack heavy')) !== null, 60_000, 'the snapshot stored');
    const response = await compare('ATTACK HEAVY');
    expect(response.status).toBe(200);
    const body = sandboxComparisonSchema.parse(response.body);
    expect(body.weight_set).toBe('Attack heavy');
    expect(body.sandbox.weights).toEqual(attack);
    expect(body.production.total_fixtures).toBe(body.sandbox.total_fixtures);
    // Different weights from production (the defaults): the likely cause names the changed weights.
    expect(body.analysis.likely_cause).toContain('H1 0.4 → 0.6');
  });

  it('keeps the newer list when an older snapshot is redelivered', async () => {
    const repository = harness.context.repositories.sandboxWeightSets;
    const now = Date.now();
    expect(await repository.replace([], new Date(now + 1_000))).toBe(true);
    expect(await repository.replace([{ id: 'ws-old', name: 'Old set', weights: attack, status: 'sandbox' }], new Date(now - 3_600_000))).toBe(false);
    expect(await repository.findByName('Old set')).toBeNull();
    expect((await compare('Attack heavy')).status).toBe(404);
  });

  it('answers 404 for a name that is neither built in nor a sandbox set', async () => {
    const response = await compare('My experiment');
    expect(response.status).toBe(404);
    expect(response.body.detail).toMatch(/^Unknown weight set "My experiment"/);
  });
});
