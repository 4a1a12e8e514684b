// Accuracy Diagnostics (docs/product.md §7). Both calls are public (docs/product.md §6); the breakdown
// sends the admin's token so the answer adds the model-against-market figure, kept from visitors.
import type { ProductionAccuracyBreakdown, SandboxComparison } from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export const getAccuracyBreakdown = (token: string) =>
  apiClient.get<ProductionAccuracyBreakdown>('/api/diagnostics/production-accuracy-breakdown', {
    bearer: token,
  });

export const compareWithSandbox = (weightSetName: string) =>
  apiClient.get<SandboxComparison>(
    `/api/diagnostics/compare-sandbox-production/${encodeURIComponent(weightSetName)}`,
  );
