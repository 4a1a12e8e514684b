import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../src/openapi.ts';

// The OpenAPI list is written by hand (each entry names its contract schemas), so this guards it
// against drift: every JSON route a service registers under /api must be documented, every
// documented route must exist, and every schema an operation names must exist in libs/contracts.

const servicesDir = path.resolve(import.meta.dirname, '..', '..');
const routePattern = /\brouter\.(get|post|delete)\(\s*'(\/api\/[^']+)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : full.endsWith('.ts') ? [full] : [];
  });
}

function registeredRoutes(): string[] {
  const routes = new Set<string>();
  for (const service of ['catalog', 'prediction', 'payment', 'blog', 'experiment', 'gateway']) {
    for (const file of sourceFiles(path.join(servicesDir, service, 'src'))) {
      for (const [, method, route] of readFileSync(file, 'utf8').matchAll(routePattern)) {
        routes.add(`${method} ${route!.replace(/:(\w+)/g, '{$1}')}`);
      }
    }
  }
  return [...routes].filter((r) => !r.includes('/api/payment/test-checkout') && !r.includes('/api/openapi.json'));
}

describe('OpenAPI coverage', () => {
  const documented = new Set(OPERATIONS.map((op) => `${op.method} ${op.path}`));
  const registered = registeredRoutes();

  it('documents every route the services register', () => {
    expect(registered.length).toBeGreaterThan(20);
    expect(registered.filter((r) => !documented.has(r))).toEqual([]);
  });

  it('documents no route that does not exist', () => {
    const existing = new Set(registered);
    expect([...documented].filter((r) => !existing.has(r))).toEqual([]);
  });

  it('names only contract schemas that exist', () => {
    // schema() answers undefined for a name libs/contracts does not export (a typo or a rename).
    const missing = OPERATIONS.filter((op) => op.response === undefined);
    expect(missing.map((op) => `${op.method} ${op.path}`)).toEqual([]);
  });
});
