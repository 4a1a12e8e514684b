// The payment service as the gateway runs it (npm start): its router, from the package's public
// exports, mounted at the root beside another service's router in one createServiceApp. It answers
// its own paths only; other paths fall through to the next router or to the one 404.
import { createServiceApp, createServiceRouter } from '@scoreline/service-kit';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { PAYMENT_PATH_PREFIXES, createRouter, startWorkers } from '../src/index.ts';
import { SITE_ROOT } from './support/flows.ts';
import { fixtureRecord, seasonWithCurrentGameweek3 } from './support/fixtures.ts';
import { type Harness, startHarness, waitUntil } from './support/harness.ts';
import { silentLogger } from './support/log-capture.ts';
import { setUpOnce } from '@scoreline/test-support';

let harness: Harness;

setUpOnce(async () => {
  harness = await startHarness();
  await harness.seedFixtures(seasonWithCurrentGameweek3());
});
afterAll(async () => {
  await harness?.close();
});

function gatewayApp() {
  const blog = createServiceRouter(['/api/blog']);
  blog.get('/api/blog/posts', (_req, res) => {
    res.json({ posts: [] });
  });
  return createServiceApp({
    name: 'gateway',
    logger: silentLogger(),
    defaultMetrics: false,
    mount: (app) => {
      app.use(createRouter(harness.context));
      app.use(blog);
    },
  });
}

describe('mounted in a gateway beside another service', () => {
  it('owns /api/payment and /api/session', () => {
    expect(PAYMENT_PATH_PREFIXES).toEqual(['/api/payment', '/api/session']);
  });

  it('answers its own routes', async () => {
    const app = gatewayApp();
    const created = await request(app).post('/api/payment/create-session').send({ success_url: SITE_ROOT, cancel_url: SITE_ROOT });
    expect(created.status).toBe(200);
    expect((await request(app).get('/api/session/status')).body).toMatchObject({ state: 'none' });
  });

  it('lets other services\' requests through, and leaves unknown paths to the one 404', async () => {
    const app = gatewayApp();
    expect((await request(app).get('/api/blog/posts')).body).toEqual({ posts: [] });
    const unknown = await request(app).get('/api/payment/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'Not found: GET /api/payment/nothing-here' });
  });

  it('the exported startWorkers fills the fixtures read model from fixtures.upserted', async () => {
    const workers = await startWorkers(harness.context);
    try {
      const fixture = fixtureRecord({ gameweek: 12 });
      await harness.bus.publish('fixtures.upserted', { data: { season: fixture.season, fixtures: [fixture] } });
      await waitUntil(async () => (await harness.context.repositories.fixtures.findById(fixture.id))?.gameweek === 12, 30_000, 'the fixture in the read model');
    } finally {
      await workers.stop();
    }
  });
});
