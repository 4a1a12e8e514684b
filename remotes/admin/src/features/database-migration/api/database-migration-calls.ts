// Database Migration (docs/product.md §7): the predicted-outcome backfill check and run (bearer).
import type { MigrationCheck, MigrationResult } from '@scoreline/contracts';
import { apiClient } from '../../../lib/api-client.ts';

export const checkMigration = (token: string) =>
  apiClient.get<MigrationCheck>('/api/admin/check-predicted-outcomes', { bearer: token });

export const runMigration = (token: string) =>
  apiClient.post<MigrationResult>('/api/admin/migrate-predicted-outcomes', undefined, { bearer: token });
