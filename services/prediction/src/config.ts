// The prediction service's settings (docs/engineering.md, "Configuration"), validated at start.
import { baseConfigSchema, databaseNameSchema, loadConfig, portSchema } from '@scoreline/service-kit';
import { z } from 'zod';

export const predictionConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(8102),
  /** The prediction service's own database on MONGODB_URI. */
  PREDICTION_DB_NAME: databaseNameSchema('prediction'),
  /** `on`: main.ts also runs the workers (one process does it all); `off`: an API-only replica. */
  PREDICTION_WORKERS: z.enum(['on', 'off']).default('on'),
});

export type PredictionConfig = z.output<typeof predictionConfigSchema>;

export function loadPredictionConfig(env: NodeJS.ProcessEnv = process.env): Readonly<PredictionConfig> {
  return loadConfig(predictionConfigSchema, env);
}
