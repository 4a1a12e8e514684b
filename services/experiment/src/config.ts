// The experiment service's settings (docs/engineering.md, "Configuration"), validated at start.
import { baseConfigSchema, databaseNameSchema, loadConfig, portSchema } from '@scoreline/service-kit';
import { z } from 'zod';

export const experimentConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(8104),
  /** The experiment service's own database on MONGODB_URI. */
  EXPERIMENT_DB_NAME: databaseNameSchema('experiment'),
  /** `on`: main.ts also runs the fixtures read-model worker; `off`: an API-only replica. */
  EXPERIMENT_WORKERS: z.enum(['on', 'off']).default('on'),
});

export type ExperimentConfig = z.output<typeof experimentConfigSchema>;

export function loadExperimentConfig(env: NodeJS.ProcessEnv = process.env): Readonly<ExperimentConfig> {
  return loadConfig(experimentConfigSchema, env);
}
