// Test code must never reach a page's bundle: the testing helpers are entries of their own that only
// tests import, and no source of the other entries imports them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledSources } from '../testing/bundle-imports.ts';

const SRC = path.resolve(import.meta.dirname, '..');

describe('the testing entries', () => {
  it('are package entries of their own', () => {
    const manifest = JSON.parse(readFileSync(path.join(SRC, '..', 'package.json'), 'utf8')) as {
      exports: Record<string, string>;
    };
    expect(manifest.exports['./testing']).toBe('./src/testing/index.ts');
    expect(manifest.exports['./testing/bundle-imports']).toBe('./src/testing/bundle-imports.ts');
  });

  it('are imported by no source of the other entries', () => {
    const sources = bundledSources(SRC);
    expect(sources.map((file) => path.relative(SRC, file))).toContain(path.join('admin', 'index.ts'));
    const offenders = sources.filter((file) =>
      /from '[^']*testing[^']*'|vitest|@testing-library/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => path.relative(SRC, file))).toEqual([]);
  });
});
