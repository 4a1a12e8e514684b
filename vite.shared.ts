// Build plugins every app (the shell and each remote) uses, configured once here like the federation
// settings in federation.shared.ts.
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import type { PluginOption } from 'vite';

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
