// The panel ships no zod, as the public pages (remotes/predictions/README.md, "Bundle budget"):
// outside tests it takes only types from the contracts index, and runtime constants from the
// zod-free `@scoreline/contracts/constants`; the tests parse every fake call with the schemas.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..');

function bundledSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === '__tests__' || entry.name === 'testing' ? [] : bundledSources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every `import … from`, `export … from` and bare `import '…'` of a file: type-only or not, and the module. */
function importsOf(source: string): { typeOnly: boolean; from: string }[] {
  return [...source.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^;']*?\bfrom\s+)?'([^']+)'/gms)].map(
    (match) => ({
      typeOnly: match[1] !== undefined,
      from: match[2] ?? '',
    }),
  );
}

describe('what the bundle imports', () => {
  const files = bundledSources(SRC);

  it('finds the sources', () => {
    expect(files.map((file) => path.relative(SRC, file))).toContain(path.join('expose', 'admin-page.tsx'));
  });

  it('takes only types from the contracts index and nothing from zod', () => {
    const offenders = files.flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'))
        .filter(({ typeOnly, from }) => from === 'zod' || (from === '@scoreline/contracts' && !typeOnly))
        .map(({ from }) => `${path.relative(SRC, file)}: ${from}`),
    );
    expect(offenders).toEqual([]);
  });

  it('reads the runtime constants from @scoreline/contracts/constants', () => {
    const token = readFileSync(path.join(SRC, 'lib', 'admin-token.ts'), 'utf8');
    expect(importsOf(token)).toContainEqual({ typeOnly: false, from: '@scoreline/contracts/constants' });
  });

  it('finds @scoreline/contracts/constants free of imports, so it evaluates no schema', () => {
    const constants = createRequire(import.meta.url).resolve('@scoreline/contracts/constants');
    expect(path.basename(constants)).toBe('constants.ts');
    expect(importsOf(readFileSync(constants, 'utf8'))).toEqual([]);
  });

  it('recognises a value import of the contracts index as one', () => {
    expect(importsOf("import { gameweekResponseSchema } from '@scoreline/contracts';")).toEqual([
      { typeOnly: false, from: '@scoreline/contracts' },
    ]);
    expect(importsOf("import type {\n  GameweekResponse,\n} from '@scoreline/contracts';")).toEqual([
      { typeOnly: true, from: '@scoreline/contracts' },
    ]);
    expect(importsOf("import 'zod';")).toEqual([{ typeOnly: false, from: 'zod' }]);
  });
});
