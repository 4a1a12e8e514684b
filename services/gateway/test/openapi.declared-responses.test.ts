// The OpenAPI document is the API (docs/engineering.md, "HTTP operations and the OpenAPI
// document"), checked on the real routers of every service mounted in the gateway as npm start
// mounts them: the routes the app has are exactly the registry's operations, each route reads only
// the query parameters its operation declares, the answers the old document left out (401 on the
// login, 404 for an unknown season in a query, 413, 415) are declared with the {detail} they carry,
// and a strict body refuses an unknown field without writing.
import express, { type Express, type Request } from 'express';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { API, API_OPERATIONS, errorBodySchema, weightsSchema, type Operation } from '@scoreline/contracts';
import { connectDb } from '@scoreline/db';
import { createEventBus, createStreamInspector, deleteTopics, kafkaBrokersFromEnv, type StreamInspector } from '@scoreline/events';
import { DEV_JWT_SECRET, instanceSettings, issueAdminToken } from '@scoreline/service-kit';
import { requireInfrastructure, setUpOnce, testNames } from '@scoreline/test-support';
import { createApp } from '../src/app.ts';
import { buildOpenApiDocument } from '../src/openapi.ts';
import { type LocalServices, startLocalServices } from '../src/local-services.ts';
import { gatewayDeps, testAuth, testLogger } from './support/gateway-deps.ts';

interface DocumentedOperation {
  parameters?: { name: string; in: string }[];
  responses: Record<string, unknown>;
}
const document = buildOpenApiDocument() as unknown as { paths: Record<string, Record<string, DocumentedOperation>> };
const documented = (op: Operation): DocumentedOperation => document.paths[op.path]![op.method]!;

/** The answer's status is one the document lists for the operation, and an error carries {detail}. */
function expectDocumented(op: Operation, res: request.Response): void {
  expect(Object.keys(documented(op).responses), `${op.method} ${op.path} answered ${res.status}`).toContain(String(res.status));
  if (res.status >= 400) expect(errorBodySchema.safeParse(res.body).success, JSON.stringify(res.body)).toBe(true);
}

const bearer = { Authorization: `Bearer ${issueAdminToken(testAuth, 600)}` };

/** A path of the operation with its documented example parameters. */
const examplePath = (op: Operation) => op.path.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(String(op.examples?.[name])));

/** Query keys each route (METHOD + Express path) read from req.query. */
const queryReads = new Map<string, Set<string>>();
const IGNORED_READS = new Set(['constructor', 'toJSON', 'then', '__proto__', 'length']);

/** In front of the gateway: req.query becomes a proxy recording which keys the matched route reads. */
function recordQueryReads(req: Request, res: express.Response, next: express.NextFunction): void {
  const parsed = Object.fromEntries(new URL(req.url, 'http://gateway.test').searchParams);
  const read = new Set<string>();
  const proxy = new Proxy(parsed, {
    get(target, key, receiver) {
      if (typeof key === 'string' && !IGNORED_READS.has(key)) read.add(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  Object.defineProperty(req, 'query', { value: proxy, configurable: true });
  res.on('finish', () => {
    const route = (req as Request & { route?: { path: string } }).route?.path;
    if (!route) return;
    const key = `${req.method.toLowerCase()} ${route}`;
    const seen = queryReads.get(key) ?? new Set<string>();
    for (const name of read) seen.add(name);
    queryReads.set(key, seen);
  });
  next();
}

/** Every `METHOD path` route under /api the app has, through its routers. */
function mountedRoutes(app: Express): string[] {
  const routes: string[] = [];
  type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle?: { stack?: Layer[] } };
  const walk = (stack: readonly Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) if (layer.route.path.startsWith('/api/')) routes.push(`${method} ${layer.route.path}`);
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  return routes;
}

let app: Express;
let recorded: Express;
let services: LocalServices | undefined;
let streams: StreamInspector | undefined;
const instance = instanceSettings(`openapitruth_${testNames('gateway').id}`);

setUpOnce(async () => {
  await requireInfrastructure('gateway', testLogger);
  services = await startLocalServices(testLogger, {
    ...process.env,
    ...instance.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: DEV_JWT_SECRET,
    CATALOG_BOOTSTRAP: 'off',
  });
  // The Event Streams routes are the gateway's own, mounted when it has an inspector (as main.ts gives it).
  streams = createStreamInspector({ brokers: kafkaBrokersFromEnv(), namespace: instance.namespace, logger: testLogger });
  app = createApp(gatewayDeps({ services: services.routers, streams }));
  recorded = express().use(recordQueryReads, app);
});

afterAll(async () => {
  await streams?.stop();
  await services?.stop();
  for (const dbName of Object.values(instance.databases)) {
    const db = await connectDb({ dbName, logger: testLogger, attempts: 1 });
    try {
      await db.connection.dropDatabase();
    } finally {
      await db.close();
    }
  }
  const admin = createEventBus({ clientId: 'openapi-truth-cleanup', logger: testLogger, namespace: instance.namespace }).kafka.admin();
  await admin.connect();
  try {
    await deleteTopics(admin, (await admin.listTopics()).filter((topic) => topic.startsWith(instance.namespace)));
  } finally {
    await admin.disconnect();
  }
}, 60_000);

describe('the routes the gateway mounts', () => {
  it('are exactly the operations of the registry (besides the docs and the HTML test checkout)', () => {
    const mounted = mountedRoutes(app).filter((r) => !r.includes('/api/payment/test-checkout') && !r.includes('/api/openapi.json'));
    expect(mounted.length).toBeGreaterThan(50);
    expect([...new Set(mounted)].sort()).toEqual(API_OPERATIONS.map((op) => `${op.method} ${op.route}`).sort());
  });

  it('read only the query parameters the document declares', async () => {
    // Every read, and every admin write without credentials (its password guard reads ?admin_password=).
    const called = API_OPERATIONS.filter((op) => op.method === 'get' || op.auth === 'admin');
    for (const op of called) {
      const res = await request(recorded)[op.method](examplePath(op)).set(op.method === 'get' ? bearer : {});
      expect(res.status, `${op.method} ${op.path}`).toBeLessThan(500);
    }
    expect(queryReads.size).toBe(called.length);
    const undeclared: string[] = [];
    for (const op of called) {
      const declared = new Set((documented(op).parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
      for (const name of queryReads.get(`${op.method} ${op.route}`) ?? []) if (!declared.has(name)) undeclared.push(`${op.method} ${op.path} ?${name}`);
    }
    expect(undeclared).toEqual([]);
    // The routes that parse a query did read it (so the recording sees them at all).
    expect([...(queryReads.get(`get ${API.qualityDiagnostics.route}`) ?? [])]).toContain('season');
    expect([...(queryReads.get(`get ${API.progressiveSample.route}`) ?? [])]).toEqual(expect.arrayContaining(['season', 'limit']));
  });
});

describe('answers the old document left out', () => {
  it('401 {detail} for a wrong admin password', async () => {
    const res = await request(app).post(API.adminToken.route).send({ password: 'not-the-password' });
    expect(res.status).toBe(401);
    expectDocumented(API.adminToken, res);
  });

  it('404 {detail} for a season no data has, asked in the query (found by the fuzzer)', async () => {
    const res = await request(app).get(`${API.progressiveSample.route}?season=1800`);
    expect(res.status).toBe(404);
    expectDocumented(API.progressiveSample, res);
  });

  it('415 {detail} for a body that is not JSON, on every operation that takes one', async () => {
    const withBody = API_OPERATIONS.filter((op) => op.body);
    expect(withBody.length).toBeGreaterThan(8);
    for (const op of withBody) {
      const res = await request(app)[op.method](examplePath(op)).set(bearer).set('Content-Type', 'text/plain').send('metric=H1');
      expect(res.status, `${op.method} ${op.path}`).toBe(415);
      expectDocumented(op, res);
    }
  });

  it('413 {detail} for a body over the limit, on every operation', async () => {
    const tooLarge = JSON.stringify({ padding: 'x'.repeat(200_000) });
    for (const op of API_OPERATIONS) {
      const res = await request(app)[op.method](examplePath(op)).set(bearer).set('Content-Type', 'application/json').send(tooLarge);
      expect(res.status, `${op.method} ${op.path}`).toBe(413);
      expectDocumented(op, res);
    }
  });
});

describe('a strict body', () => {
  it('POST /api/weights with an unknown field is refused with {detail} and changes nothing', async () => {
    const before = weightsSchema.parse((await request(app).get(API.weights.route).set(bearer)).body);
    const value = before.H1 === 0.5 ? 0.25 : 0.5;
    const res = await request(app).post(API.setWeight.route).set(bearer).send({ metric: 'H1', value, also: 'this' });
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/also/);
    expectDocumented(API.setWeight, res);
    expect(weightsSchema.parse((await request(app).get(API.weights.route).set(bearer)).body)).toEqual(before);
    // The same body without the unknown field is accepted: the refusal was for that field alone.
    const accepted = await request(app).post(API.setWeight.route).set(bearer).send({ metric: 'H1', value });
    expect(accepted.status).toBe(200);
    expect(weightsSchema.parse(accepted.body).H1).toBe(value);
  });
});
