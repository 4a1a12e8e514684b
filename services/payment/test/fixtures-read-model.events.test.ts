// The fixtures read model on the real broker: fixtures.upserted (published as the catalog does)
// → the worker stores season and gameweek → create-session sells the current gameweek of the
// latest season and the gameweek of a fixture still to kick off, never one already played; the
// clock passing a gameweek's kick-off moves the current gameweek on; an emptied read model is
// refilled from the topic's history on the next start.
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { SITE_ROOT, startCheckout } from './support/flows.ts';
import { fixtureRecord, seasonWithCurrentGameweek3 } from './support/fixtures.ts';
import { startWorkers } from '../src/workers/index.ts';
import { type Harness, startHarness, waitUntil } from './support/harness.ts';
import { setUpOnce } from '@scoreline/test-support';

let harness: Harness;

setUpOnce(async () => {
  harness = await startHarness({ workers: true });
});
afterAll(async () => {
  await harness?.close();
});

async function waitForFixture(id: string, gameweek: number): Promise<void> {
  await waitUntil(async () => (await harness.context.repositories.fixtures.findById(id))?.gameweek === gameweek, 30_000, `fixture ${id} in the read model`);
}

describe('fixtures.upserted → the read model create-session sells from', () => {
  const older = seasonWithCurrentGameweek3('2024-25').map((f) => ({ ...f, status: 'finished' as const, home_goals: 1, away_goals: 1 }));
  const current = seasonWithCurrentGameweek3('2025-26');

  it('stores each fixture\'s season and gameweek and sells the latest season\'s current gameweek', async () => {
    await harness.bus.publish('fixtures.upserted', { data: { season: '2024-25', fixtures: older } });
    await harness.bus.publish('fixtures.upserted', { data: { season: '2025-26', fixtures: current } });
    await waitForFixture(current.at(-1)?.id ?? '', 4);
    await waitForFixture(older.at(-1)?.id ?? '', 4);

    const checkout = await startCheckout(harness, { success_url: SITE_ROOT, cancel_url: SITE_ROOT });
    expect(checkout.purchase).toMatchObject({ season: '2025-26', gameweek: 3 });

    const later = current.find((f) => f.gameweek === 4);
    const fixtureCheckout = await startCheckout(harness, { fixture_id: Number(later?.id) });
    expect(fixtureCheckout.purchase).toMatchObject({ season: '2025-26', gameweek: 4, fixture_id: later?.id });

    // The older season's fixture is in the read model too, and played: nothing of it is sold.
    const played = await request(harness.app).post('/api/payment/create-session').send({ fixture_id: Number(older[0]?.id) });
    expect(played.status).toBe(409);
    expect(played.body.detail).toMatch(/^Gameweek 1 of 2024-25 has no match left to kick off/);
  });

  it('once gameweek 3 has kicked off by the clock, a later batch sells gameweek 4', async () => {
    const marker = fixtureRecord({ season: '2025-26', gameweek: 5 });
    await harness.bus.publish('fixtures.upserted', { data: { season: '2025-26', fixtures: [marker] } });
    await waitForFixture(marker.id, 5);
    const gameweek3 = current.find((f) => f.gameweek === 3);
    harness.clock.advance(Date.parse(gameweek3?.kickoff ?? '') - harness.clock.now.getTime() + 60_000);
    const response = await request(harness.app).post('/api/payment/create-session').send({ success_url: SITE_ROOT, cancel_url: SITE_ROOT });
    expect(response.status).toBe(200);
    const purchase = await harness.purchaseOfToken(harness.checkoutRequests.at(-1)?.sessionToken ?? '');
    expect(purchase.gameweek).toBe(4);
  });

  it('an emptied read model (a new or wiped database) is replayed from the start when the worker starts again', async () => {
    await harness.workers?.stop();
    await harness.db.connection.collection('fixtures').deleteMany({});
    expect(await harness.context.repositories.fixtures.isEmpty()).toBe(true);
    const restarted = await startWorkers(harness.context);
    try {
      await waitForFixture(current[0]?.id ?? '', 1);
      await waitForFixture(older[0]?.id ?? '', 1);
      const response = await request(harness.app).post('/api/payment/create-session').send({ success_url: SITE_ROOT, cancel_url: SITE_ROOT });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    } finally {
      await restarted.stop();
    }
  });
});
