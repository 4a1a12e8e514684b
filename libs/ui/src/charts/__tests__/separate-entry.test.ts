// recharts must reach only the pages that draw a chart: the main @scoreline/ui entry, which the
// public home page imports, must not import the charts (remotes/predictions' 150 KB Home budget).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..');

describe('the charts entry', () => {
  it('is not imported by the main @scoreline/ui entry or its components', () => {
    const index = readFileSync(path.join(SRC, 'index.ts'), 'utf8');
    expect(index).toContain("from './components/button.tsx'");
    expect(index).not.toMatch(/charts|recharts/);
  });

  it('is its own package entry', () => {
    const manifest = JSON.parse(readFileSync(path.join(SRC, '..', 'package.json'), 'utf8')) as {
      exports: Record<string, string>;
    };
    expect(manifest.exports['./charts']).toBe('./src/charts/index.ts');
    expect(manifest.exports['./charts/deferred']).toBe('./src/charts/deferred.tsx');
    expect(manifest.exports['.']).toBe('./src/index.ts');
  });

  it('has a deferred entry that imports no recharts and loads the drawing only on demand', () => {
    const deferred = readFileSync(path.join(SRC, 'charts', 'deferred.tsx'), 'utf8');
    const staticImports = [...deferred.matchAll(/^import\s+(type\s+)?[^;]*?from\s+'([^']+)'/gm)];
    expect(staticImports.length).toBeGreaterThan(0);
    for (const [, typeOnly, from = ''] of staticImports) {
      expect(from).not.toBe('recharts');
      // The drawing and the eager chart come in as types only, if at all: their values bring recharts.
      if (from === './line-drawing.tsx' || from === './line-chart.tsx') expect(typeOnly).toBeDefined();
      if (from.startsWith('./') && typeOnly === undefined) {
        expect(readFileSync(path.join(SRC, 'charts', from), 'utf8')).not.toMatch(/from 'recharts'/);
      }
    }
    expect(deferred).toContain("import('./line-drawing.tsx')");
  });
});
