// CRITICAL FIX (docs/product.md §2 and §7): the fixture diagnostics (bearer) with one prediction sample
// (no token), and the fix itself, a full recalculation (lib/recalculation.ts).
import type { FixtureDiagnostics, PredictionSample } from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export interface CriticalDiagnostics {
  readonly fixtures: FixtureDiagnostics;
  readonly sample: PredictionSample;
}

export async function runCriticalDiagnostics(token: string): Promise<CriticalDiagnostics> {
  const [fixtures, sample] = await Promise.all([
    apiClient.get<FixtureDiagnostics>('/api/diagnostics/fixtures', { bearer: token }),
    apiClient.get<PredictionSample>('/api/diagnostics/prediction-sample'),
  ]);
  return { fixtures, sample };
}
