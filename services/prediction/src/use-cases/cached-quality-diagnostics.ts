// GET /api/accuracy/diagnostics, answered from the context's cache per data version. The public
// diagnostics (uncached 0.5-0.8 s each, ten concurrent ones 6.6 s) each read every fixture and
// prediction and some run the model over the whole history, while what they show changes only when
// the fixtures, the predictions, the settings, the accuracy or the sandbox weight sets do
// (context.ts bumps the version on each such write, in any process). The first request after a
// change computes; the rest share it.
import type { QualityDiagnostics } from '@scoreline/contracts';
import type { VersionedCache } from '@scoreline/service-kit';
import type { SeasonScope } from '../domain/season-scope.ts';
import { getQualityDiagnostics } from './get-quality-diagnostics.ts';
import type { Repositories } from './ports.ts';

export interface CachedQualityDiagnosticsDeps {
  repositories: Repositories;
  diagnosticsCache: VersionedCache;
}

export function cachedQualityDiagnostics(scope: SeasonScope, deps: CachedQualityDiagnosticsDeps): Promise<QualityDiagnostics> {
  const key = `quality:${scope.kind}:${scope.kind === 'season' ? scope.season : ''}`;
  return deps.diagnosticsCache.get(key, () => getQualityDiagnostics(scope, deps.repositories));
}
