import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { API } from '@scoreline/contracts';
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../src/openapi.ts';

// The document is generated from the operation registry (libs/contracts API) and the routes are
// mounted at its entries' `route`, so this guards the wiring in the source: every route a service
// registers under /api goes through an entry, each entry is registered exactly once, and no route is
// registered by a path literal the document would not know. (openapi.mounted-routes.test.ts
// compares the routes the running app actually has.)

const servicesDir = path.resolve(import.meta.dirname, '..', '..');
const literalRoute = /\brouter\.(get|post|delete)\(\s*'(\/api\/[^']+)'/g;
const registryRoute = /\brouter\.(get|post|delete)\(\s*API\.(\w+)\.route\b/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : full.endsWith('.ts') ? [full] : [];
  });
}

function serviceSources(): string[] {
  return ['catalog', 'prediction', 'payment', 'blog', 'experiment', 'gateway'].flatMap((service) =>
    sourceFiles(path.join(servicesDir, service, 'src')).map((file) => readFileSync(file, 'utf8')),
  );
}

describe('OpenAPI coverage', () => {
  const sources = serviceSources();
  const registered = sources.flatMap((text) => [...text.matchAll(registryRoute)].map(([, method, id]) => ({ method: method!, id: id! })));

  it('mounts every registered route through an operation of the registry, with its method', () => {
    expect(registered.length).toBeGreaterThan(50);
    const mismatched = registered.filter(({ method, id }) => (API as Record<string, { method: string } | undefined>)[id]?.method !== method);
    expect(mismatched).toEqual([]);
  });

  it('registers each documented operation exactly once', () => {
    const counts = new Map<string, number>();
    for (const { id } of registered) counts.set(id, (counts.get(id) ?? 0) + 1);
    expect(OPERATIONS.filter((op) => counts.get(op.id) !== 1).map((op) => `${op.id}: ${counts.get(op.id) ?? 0}`)).toEqual([]);
  });

  it('registers no /api route by a path literal, except the test checkout pages (HTML) and the docs themselves', () => {
    const literals = sources.flatMap((text) => [...text.matchAll(literalRoute)].map(([, method, route]) => `${method} ${route}`));
    expect(literals.filter((r) => !r.includes('/api/payment/test-checkout') && !r.includes('/api/openapi.json'))).toEqual([]);
  });

  it('names only contract schemas that exist', () => {
    const missing = OPERATIONS.filter((op) => op.response === undefined);
    expect(missing.map((op) => `${op.method} ${op.path}`)).toEqual([]);
  });
});
