// Every bearer-protected endpoint of the real gateway (every service mounted in-process, as npm
// start runs them) refuses every kind of bad credential with 401 {detail}. The endpoints are listed
// from the gateway's own OpenAPI document, not by hand: each operation whose security (its own,
// else the document's) names the bearer scheme, with path parameters built from the operation's
// parameter schemas. A valid token of the same shape is accepted, so each refusal is about the one
// thing that token gets wrong.
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { connectDb } from '@scoreline/db';
import { createEventBus, createStreamInspector, deleteTopics, kafkaBrokersFromEnv, type StreamInspector } from '@scoreline/events';
import { DEV_JWT_SECRET, instanceSettings, JWT_AUDIENCE, JWT_ISSUER } from '@scoreline/service-kit';
import { requireInfrastructure, setUpOnce, testNames } from '@scoreline/test-support';
import { createApp } from '../src/app.ts';
import { type LocalServices, startLocalServices } from '../src/local-services.ts';
import { gatewayDeps, testLogger } from './support/gateway-deps.ts';

type Method = 'get' | 'post' | 'delete';
interface ParameterObject {
  name: string;
  in: string;
  required?: boolean;
  example?: string | number;
  schema?: { type?: string; enum?: unknown[]; format?: string; minimum?: number };
}
interface OperationObject {
  security?: Record<string, string[]>[];
  parameters?: ParameterObject[];
}
interface OpenApiDocument {
  security?: Record<string, string[]>[];
  components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
  paths: Record<string, Partial<Record<Method, OperationObject>>>;
}

/** A value a client would plausibly send for this path parameter: its example, else one its schema allows. */
function sampleValue({ example, schema }: ParameterObject): string {
  if (example !== undefined) return String(example);
  if (schema?.enum?.length) return String(schema.enum[0]);
  if (schema?.type === 'integer' || schema?.type === 'number') return String(Math.max(schema.minimum ?? 1, 1));
  if (schema?.format === 'uuid') return '3f6c2a8e-0d1b-4c5e-9a7f-2b8d4e6f1a3c';
  return 'sample-1';
}

function bearerOperations(document: OpenApiDocument): { method: Method; path: string }[] {
  const bearerSchemes = new Set(
    Object.entries(document.components.securitySchemes)
      .filter(([, scheme]) => scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer')
      .map(([name]) => name),
  );
  const operations: { method: Method; path: string }[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'post', 'delete'] as const) {
      const operation = item[method];
      if (!operation) continue;
      const security = operation.security ?? document.security ?? [];
      if (!security.some((requirement) => Object.keys(requirement).some((name) => bearerSchemes.has(name)))) continue;
      const parameters = new Map((operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, p]));
      const path = template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
        const parameter = parameters.get(name);
        if (!parameter) throw new Error(`${method} ${template}: path parameter ${name} is not described`);
        return encodeURIComponent(sampleValue(parameter));
      });
      operations.push({ method, path });
    }
  }
  return operations;
}

const now = () => Math.floor(Date.now() / 1000);
const OTHER_SECRET = 'not-the-scoreline-secret-but-long-enough-to-sign';

/** An admin token as issueAdminToken makes it, with one aspect changed. */
function adminToken(change: { secret?: string; issuer?: string; audience?: string; exp?: number } = {}): string {
  const iat = now();
  return jwt.sign({ role: 'admin', iat, exp: change.exp ?? iat + 600 }, change.secret ?? DEV_JWT_SECRET, {
    algorithm: 'HS256',
    subject: 'admin',
    issuer: change.issuer ?? JWT_ISSUER,
    audience: change.audience ?? JWT_AUDIENCE,
  });
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const unsignedToken = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ role: 'admin', sub: 'admin', iss: JWT_ISSUER, aud: JWT_AUDIENCE, iat: now(), exp: now() + 600 })}.`;

const BAD_CREDENTIALS: readonly { name: string; authorization: string | undefined }[] = [
  { name: 'no Authorization header', authorization: undefined },
  { name: 'a bare "Bearer"', authorization: 'Bearer' },
  { name: 'a Basic header', authorization: 'Basic x' },
  { name: 'a two-part token', authorization: 'Bearer a.b' },
  { name: 'an expired token', authorization: `Bearer ${adminToken({ exp: now() - 60 })}` },
  { name: 'a token signed with another secret', authorization: `Bearer ${adminToken({ secret: OTHER_SECRET })}` },
  { name: 'an alg: none token', authorization: `Bearer ${unsignedToken}` },
  { name: 'a token of another issuer', authorization: `Bearer ${adminToken({ issuer: 'someone-else' })}` },
  { name: 'a token for another audience', authorization: `Bearer ${adminToken({ audience: 'scoreline-public' })}` },
];

let app: Express;
let services: LocalServices | undefined;
// The Event Streams routes are the gateway's own, mounted with an inspector as main.ts does (it
// connects on first use, which a refused token never reaches).
let streams: StreamInspector | undefined;
const instance = instanceSettings(`authmatrix_${testNames('gateway').id}`);

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
  streams = createStreamInspector({ brokers: kafkaBrokersFromEnv(), namespace: instance.namespace, logger: testLogger });
  app = createApp(gatewayDeps({ services: services.routers, streams }));
});

afterAll(async () => {
  await services?.stop();
  await streams?.stop();
  for (const dbName of Object.values(instance.databases)) {
    const db = await connectDb({ dbName, logger: testLogger, attempts: 1 });
    try {
      await db.connection.dropDatabase();
    } finally {
      await db.close();
    }
  }
  const admin = createEventBus({ clientId: 'auth-matrix-cleanup', logger: testLogger, namespace: instance.namespace }).kafka.admin();
  await admin.connect();
  try {
    await deleteTopics(admin, (await admin.listTopics()).filter((topic) => topic.startsWith(instance.namespace)));
  } finally {
    await admin.disconnect();
  }
}, 60_000);

async function listedOperations() {
  const res = await request(app).get('/api/openapi.json');
  expect(res.status).toBe(200);
  return bearerOperations(res.body as OpenApiDocument);
}

describe('bearer-protected endpoints: the auth matrix', () => {
  it('lists the bearer-protected operations from the gateway OpenAPI document', async () => {
    const operations = await listedOperations();
    // Admin reads and writes of every service that has them, including ones with path parameters.
    expect(operations.length).toBeGreaterThan(30);
    expect(operations).toContainEqual({ method: 'get', path: '/api/diagnostics/fixtures' });
    expect(operations).toContainEqual({ method: 'post', path: '/api/admin/recalculate' });
    expect(operations.some((op) => op.path.startsWith('/api/sandbox/promote/'))).toBe(true);
    expect(operations.filter((op) => op.path === '/api/health' || op.path === '/api/fixtures/gameweek/current')).toEqual([]);
  });

  it('accepts a valid token built the same way as the refused ones', async () => {
    const res = await request(app).get('/api/sandbox/weight-sets').set('Authorization', `Bearer ${adminToken()}`);
    expect(res.status).toBe(200);
  });

  for (const credential of BAD_CREDENTIALS) {
    it(`refuses ${credential.name} on every bearer-protected endpoint with 401 {detail}`, async () => {
      const refusals: string[] = [];
      for (const { method, path } of await listedOperations()) {
        const call = request(app)[method](path);
        if (credential.authorization !== undefined) call.set('Authorization', credential.authorization);
        const res = await call;
        const ok = res.status === 401 && /^application\/json\b/.test(res.headers['content-type'] ?? '') && typeof res.body?.detail === 'string';
        if (!ok) refusals.push(`${method.toUpperCase()} ${path}: ${res.status} ${res.headers['content-type'] ?? ''} ${JSON.stringify(res.body)}`);
      }
      expect(refusals).toEqual([]);
    });
  }
});
