// GET /api/admin/calibration (bearer): predicted probability, binned, against observed frequency.
import type { CalibrationResponse } from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export const getCalibration = (token: string) =>
  apiClient.get<CalibrationResponse>('/api/admin/calibration', { bearer: token });
