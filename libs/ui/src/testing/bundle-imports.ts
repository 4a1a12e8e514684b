// @scoreline/ui/testing/bundle-imports: the guard that a remote's bundle ships no zod (remotes/
// predictions/README.md, "Bundle budget"). Outside tests, a remote takes only types from the
// contracts index and runtime constants from its zod-free `@scoreline/contracts/constants`: a value
// import of the index would evaluate every schema of libs/contracts in the visitor's browser. Each
// remote's test calls `describeBundleImports` with its own folder and the files that prove the scan
// read it. Node-side test code (it reads the sources from disk), hence its own entry.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

export interface BundleImportRules {
  /** The remote's `src` folder: every .ts/.tsx below it except `__tests__` and `testing`. */
  readonly src: string;
  /** A source the scan must find, relative to `src` (proves the scan read the remote). */
  readonly pageSource: string;
  /** A source that takes runtime constants from `@scoreline/contracts/constants`, relative to `src`. */
  readonly constantsSource: string;
}

/** Every .ts/.tsx below `dir` that a bundle may carry: none in a `__tests__` or `testing` folder. */
export function bundledSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === '__tests__' || entry.name === 'testing' ? [] : bundledSources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every `import … from`, `export … from` and bare `import '…'` of a file: type-only or not, and the module. */
export function importsOf(source: string): { typeOnly: boolean; from: string }[] {
  return [...source.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^;']*?\bfrom\s+)?'([^']+)'/gms)].map(
    (match) => ({
      typeOnly: match[1] !== undefined,
      from: match[2] ?? '',
    }),
  );
}

export function describeBundleImports({ src, pageSource, constantsSource }: BundleImportRules): void {
  describe('what the bundle imports', () => {
    const files = bundledSources(src);

    it('finds the sources', () => {
      expect(files.map((file) => path.relative(src, file))).toContain(pageSource);
    });

    it('takes only types from the contracts index and nothing from zod', () => {
      const offenders = files.flatMap((file) =>
        importsOf(readFileSync(file, 'utf8'))
          .filter(({ typeOnly, from }) => from === 'zod' || (from === '@scoreline/contracts' && !typeOnly))
          .map(({ from }) => `${path.relative(src, file)}: ${from}`),
      );
      expect(offenders).toEqual([]);
    });

    it('reads the runtime constants from @scoreline/contracts/constants', () => {
      const reader = readFileSync(path.join(src, constantsSource), 'utf8');
      expect(importsOf(reader)).toContainEqual({ typeOnly: false, from: '@scoreline/contracts/constants' });
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
}
