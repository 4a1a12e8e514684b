// Contract-valid payloads for the admin panel's tests, parsed through the contract schemas so a test
// can never feed the panel something the server is not allowed to send. The database migration: its
// check and its result.
import { migrationCheckSchema, migrationResultSchema } from '@scoreline/contracts';

export const aMigrationCheck = () =>
  migrationCheckSchema.parse({
    needs_migration: true,
    total_predictions: 1900,
    missing_predicted_outcome: 12,
    percentage_missing: 0.63,
    sample_predictions: [
      {
        prediction_id: 'p1',
        fixture_id: 7,
        home_team: 'Arsenal FC',
        away_team: 'Chelsea FC',
        probabilities: { home: 0.5, draw: 0.3, away: 0.2 },
      },
    ],
  });

export const aMigrationResult = (status: 'success' | 'partial' | 'failed' = 'success') =>
  migrationResultSchema.parse({
    status,
    found: 12,
    updated: status === 'success' ? 12 : 10,
    errors: status === 'success' ? 0 : 2,
    remaining: status === 'success' ? 0 : 2,
    message: status === 'success' ? 'Migrated 12 predictions' : 'Migrated 10 of 12 predictions',
    error_details: status === 'success' ? [] : [{ prediction_id: 'p9', error: 'no probabilities' }],
  });
