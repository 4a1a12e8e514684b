// Build plugins every app (the shell and each remote) uses, configured once here like the federation
// settings in federation.shared.ts.
import path from 'node:path';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import type { Plugin, PluginOption, Rollup, UserConfig } from 'vite';
// By path, not by package name: Vite bundles a config's relative imports but leaves packages to
// Node, which cannot load the contracts' TypeScript source.
// eslint-disable-next-line import-x/no-relative-packages -- the path is the point (above)
import { REMOTE_PRELOAD_FILE } from './libs/contracts/src/constants.ts';

type OutputChunk = Rollup.OutputChunk;

/**
 * Brotli and gzip copies of every text asset beside it in dist (`x.js.br`, `x.js.gz`), made once at
 * build: the gateway (services/gateway/src/edge/site.ts) sends the one the browser accepts, so
 * nothing is compressed per request and brotli can run at its slowest, smallest setting. Files under
 * 1 KiB gain nothing worth a second request path; a copy no smaller than its original is left out
 * (the gateway then sends the original).
 */
export function precompressedAssets(): PluginOption {
  return compression({
    algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    include: /\.(js|mjs|css|html|json|svg|txt|map)$/,
    threshold: 1024,
    skipIfLargerOrEqual: true,
    deleteOriginalAssets: false,
    logLevel: 'silent',
  });
}

/**
 * The build options every app shares. The module-federation runtime (@module-federation/*) is one
 * chunk: left to the bundler it is three small ones (its utilities, helpers and entry), each a
 * request and a `modulepreload` of every page, and the browser spends a few milliseconds of the
 * page's first task on each preload it starts.
 */
export const sharedBuild = {
  target: 'es2022',
  rolldownOptions: {
    output: {
      codeSplitting: {
        groups: [{ name: 'federation-runtime', test: /node_modules[\\/]@module-federation[\\/]/ }],
      },
    },
  },
} satisfies UserConfig['build'];

/** What an exposed module of a built remote loads first: JavaScript and CSS, relative to the remote's folder. */
export interface ExposedPreloads {
  readonly modules: readonly string[];
  readonly styles: readonly string[];
}

/**
 * A remote's `mf-preload.json` (REMOTE_PRELOAD_FILE): for each exposed module, every chunk that
 * loading it imports statically, its own and remoteEntry.js's, and the CSS the entry attaches before
 * it. Loaded one after another, as the imports are discovered, these chunks took five round trips on
 * a phone; named in the page's HTML (the servers of the shell's pages read this file), they come with
 * the page. The list is made from the bundle's import graph, so it is this build's exact chunk names.
 */
export function exposedModulePreloads(exposes: Readonly<Record<string, string>>): Plugin {
  let root = process.cwd();
  return {
    name: 'scoreline:exposed-module-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((output): output is OutputChunk => output.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      /** The chunk and everything it imports statically, in import order, the chunk itself first. */
      const closure = (fileName: string, seen = new Set<string>()): string[] => {
        if (seen.has(fileName)) return [];
        seen.add(fileName);
        const chunk = chunks.get(fileName);
        if (!chunk) return [];
        return [fileName, ...chunk.imports.flatMap((imported) => closure(imported, seen))];
      };
      const entry = chunks.get('remoteEntry.js');
      if (!entry) this.error('exposedModulePreloads: the bundle has no remoteEntry.js (is this a remote build?)');
      const exposedChunks = new Map(
        Object.entries(exposes).map(([key, source]) => {
          const file = path.resolve(root, source);
          const chunk = [...chunks.values()].find((candidate) => candidate.facadeModuleId === file);
          if (!chunk) this.error(`exposedModulePreloads: no chunk for ${key} (${source})`);
          return [key, chunk.fileName] as const;
        }),
      );
      // The entry imports its exposed modules on demand and, as it starts, the map of the modules it
      // shares (whose own imports of the shared libraries' fallback copies stay dynamic: the shell
      // provides those).
      const entrySeen = new Set<string>();
      const entryImports = [
        ...closure(entry.fileName, entrySeen).slice(1),
        ...entry.dynamicImports
          .filter((imported) => ![...exposedChunks.values()].includes(imported))
          .flatMap((imported) => closure(imported, entrySeen)),
      ];
      const styles = Object.values(bundle)
        .filter((output) => output.type === 'asset' && output.fileName.endsWith('.css'))
        .map((output) => output.fileName)
        .sort();
      const preloads: Record<string, ExposedPreloads> = {};
      for (const [key, fileName] of exposedChunks) {
        preloads[key] = { modules: [...entryImports, ...closure(fileName, new Set(entryImports))], styles };
      }
      this.emitFile({ type: 'asset', fileName: REMOTE_PRELOAD_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}
