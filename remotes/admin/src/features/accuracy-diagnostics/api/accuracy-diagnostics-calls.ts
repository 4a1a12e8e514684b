// Accuracy Diagnostics (spec section 7; both calls are made without a token, spec section 6).
import type { ProductionAccuracyBreakdown, SandboxComparison } from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export const getAccuracyBreakdown = () =>
  apiClient.get<ProductionAccuracyBreakdown>('/api/diagnostics/production-accuracy-breakdown');

export const compareWithSandbox = (weightSetName: string) =>
  apiClient.get<SandboxComparison>(
    `/api/diagnostics/compare-sandbox-production/${encodeURIComponent(weightSetName)}`,
  );
