// Prediction Quality Diagnostics (docs/product.md §7): GET /api/accuracy/diagnostics (no token).
import type { QualityDiagnostics } from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export const getQualityDiagnostics = () =>
  apiClient.get<QualityDiagnostics>('/api/accuracy/diagnostics', { query: { season: 'all' } });
