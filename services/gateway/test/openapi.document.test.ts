import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { OPERATIONS } from '../src/openapi.ts';
import { gatewayDeps } from './support/gateway-deps.ts';

// The OpenAPI document is generated from libs/contracts: every listed operation appears with the
// JSON Schema of its contract, and Swagger UI is served beside it.

describe('OpenAPI document', () => {
  const app = createApp(gatewayDeps());

  it('lists every operation with its contract schemas', async () => {
    const res = await request(app).get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    for (const op of OPERATIONS) {
      expect(res.body.paths[op.path]?.[op.method], `${op.method} ${op.path}`).toBeDefined();
    }
    const gameweek = res.body.paths['/api/fixtures/gameweek/current'].get.responses['200'].content['application/json'].schema;
    expect(gameweek.required).toEqual(expect.arrayContaining(['fixtures', 'gameweek_info']));
    const login = res.body.paths['/api/auth/admin-token'].post.requestBody.content['application/json'].schema;
    expect(login.properties.password.type).toBe('string');
    expect(res.body.paths['/api/prediction/{fixtureId}'].get.parameters[0]).toMatchObject({ name: 'fixtureId', in: 'path' });
  });

  it('describes each parsed path parameter with its contract schema and an example that schema accepts', async () => {
    const res = await request(app).get('/api/openapi.json');
    const described = OPERATIONS.flatMap((op) =>
      Object.entries(op.params?.shape ?? {}).map(([name, schema]) => ({ op, name, schema, example: op.examples?.[name] })),
    );
    expect(described.length).toBeGreaterThan(10);
    for (const { op, name, schema, example } of described) {
      expect(op.path, `${op.method} ${op.path}`).toContain(`{${name}}`);
      // Path parameters arrive as strings: the example must pass the route's own schema as one.
      expect(schema.safeParse(String(example)).success, `${op.method} ${op.path} ${name}`).toBe(true);
      const documented = res.body.paths[op.path][op.method].parameters.find((p: { name: string }) => p.name === name);
      expect(documented).toMatchObject({ in: 'path', required: true, example });
    }
    const refresh = res.body.paths['/api/refresh/season/{season}'].post.parameters[0];
    expect(refresh.schema).toMatchObject({ type: 'string', pattern: '^\\d{4}$' });
  });

  it('says additionalProperties: false only for request bodies whose schema refuses an unknown field', async () => {
    const res = await request(app).get('/api/openapi.json');
    const withBody = OPERATIONS.filter((op) => op.body);
    expect(withBody.length).toBeGreaterThan(8);
    const disagreeing: string[] = [];
    let strict = 0;
    for (const op of withBody) {
      const schema = res.body.paths[op.path][op.method].requestBody.content['application/json'].schema;
      // An object body, or a union of object bodies (create-session's two forms).
      const objects: { additionalProperties?: unknown }[] = schema.type === 'object' ? [schema] : (schema.anyOf ?? []).filter((s: { type?: string }) => s.type === 'object');
      if (objects.length === 0) continue;
      const saysStrict = objects.every((o) => o.additionalProperties === false);
      const result = op.body!.safeParse({ zz_unknown_field: 1 });
      const refusesUnknown = !result.success && JSON.stringify(result.error.issues).includes('unrecognized_keys');
      if (saysStrict) strict += 1;
      if (saysStrict !== refusesUnknown) disagreeing.push(`${op.method} ${op.path}: document strict ${saysStrict}, schema refuses ${refusesUnknown}`);
    }
    expect(disagreeing).toEqual([]);
    // Every object body is strict (the server used to accept and ignore unknown fields).
    expect(strict).toBe(withBody.length - 1);
  });

  it('serves Swagger UI at /api/docs', async () => {
    const res = await request(app).get('/api/docs/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('swagger-ui');
  });
});
