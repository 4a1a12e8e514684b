// The catalog as the gateway runs it in `npm start`: startEmbeddedCatalog() opens its own
// database and event bus, its router is mounted at the root beside other services' routers, its
// workers run (here: the first-start snapshot ingest), and stop() releases everything.
import { connectDb } from '@scoreline/db';
import { createLogger, createServiceApp, createServiceRouter } from '@scoreline/service-kit';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpOnce, testNames } from '@scoreline/test-support';
import { type EmbeddedCatalog, startEmbeddedCatalog } from '../src/index.ts';
import { requireInfrastructure } from './support/harness.ts';

const { namespace, dbName } = testNames('catalog', 'catalog-embedded');
const logger = createLogger({ name: 'gateway-test', level: 'silent' });
let catalog: EmbeddedCatalog;

setUpOnce(async () => {
  await requireInfrastructure();
  catalog = await startEmbeddedCatalog({
    // Pinned between Matchdays 4 and 5 of 2026-27 (through the environment, as a demo would):
    // gameweek 5 is on sale. The five product seasons are enough to see the snapshot ingested (the history's ingest is
    // first-start.snapshot.test.ts's subject).
    env: { ...process.env, NODE_ENV: 'test', CATALOG_DB_NAME: dbName, CATALOG_BOOTSTRAP: 'snapshot', CATALOG_HISTORY_SEASONS: 'none', CLOCK_PIN: '2026-09-16T12:00:00Z' },
    logger,
    eventsNamespace: namespace,
  });
});

afterAll(async () => {
  await catalog?.stop();
  const db = await connectDb({ dbName, logger, attempts: 1 });
  await db.connection.dropDatabase();
  await db.close();
  // The stopped bus's kafkajs client can still open an admin connection for the clean-up.
  const admin = catalog.context.bus.kafka.admin();
  await admin.connect();
  const topics = (await admin.listTopics()).filter((topic) => topic.startsWith(namespace));
  if (topics.length > 0) await admin.deleteTopics({ topics });
  await admin.disconnect();
});

describe('the catalog mounted in a host app', () => {
  it('serves its paths, leaves other services’ paths alone, and has ingested the snapshot', async () => {
    const other = createServiceRouter(['/api/blog']);
    other.get('/api/blog/posts', (_req, res) => {
      res.json({ posts: [] });
    });
    const app = createServiceApp({
      name: 'gateway',
      logger,
      defaultMetrics: false,
      mount: (root) => {
        root.use(catalog.router);
        root.use(other);
      },
    });
    await catalog.workers.bootstrap;

    const gameweek = await request(app).get('/api/fixtures/gameweek/current');
    expect(gameweek.status).toBe(200);
    expect(gameweek.body.gameweek_info).toEqual({ current_gameweek: 5, season: '2026-27' });
    // The catalog's bearer check guards its own path only.
    expect((await request(app).get('/api/diagnostics/fixtures')).status).toBe(401);
    expect((await request(app).get('/api/blog/posts')).body).toEqual({ posts: [] });
    expect((await request(app).get('/api/nothing-here')).status).toBe(404);
  });
});
