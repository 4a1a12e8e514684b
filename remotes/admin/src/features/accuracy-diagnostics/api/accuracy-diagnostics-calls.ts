// Accuracy Diagnostics (docs/product.md §7; both calls are made without a token, docs/product.md §6).
import type { ProductionAccuracyBreakdown, SandboxComparison } from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export const getAccuracyBreakdown = () =>
  apiClient.get<ProductionAccuracyBreakdown>('/api/diagnostics/production-accuracy-breakdown');

export const compareWithSandbox = (weightSetName: string) =>
  apiClient.get<SandboxComparison>(
    `/api/diagnostics/compare-sandbox-production/${encodeURIComponent(weightSetName)}`,
  );
