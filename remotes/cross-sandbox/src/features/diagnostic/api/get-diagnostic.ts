import { matrixDiagnosticSchema, type MatrixDiagnostic } from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export function getDiagnostic(token: string): Promise<MatrixDiagnostic> {
  return apiClient.get('/api/cross-sandbox/diagnostic', matrixDiagnosticSchema, { bearer: token });
}
