// The experiment service's settings (docs/engineering.md, "Configuration"), validated at start.
import { baseConfigSchema, loadConfig, portSchema } from '@scoreline/service-kit';
import { z } from 'zod';

export const experimentConfigSchema = baseConfigSchema.extend({
  PORT: portSchema(8104),
  /** The experiment service's own database on MONGODB_URI. */
  EXPERIMENT_DB_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,63}$/)
    .default('scoreline_experiment'),
  /** `on`: main.ts also runs the fixtures read-model worker; `off`: an API-only replica. */
  EXPERIMENT_WORKERS: z.enum(['on', 'off']).default('on'),
  /**
   * Prefix of every topic and consumer group, for a process that must share a namespace it did not
   * create (a test's child worker processes); empty in production. A host (the gateway, a test in
   * the same process) passes its own instead.
   */
  EVENTS_NAMESPACE: z
    .string()
    .regex(/^[A-Za-z0-9._-]{0,100}$/)
    .default(''),
});

export type ExperimentConfig = z.output<typeof experimentConfigSchema>;

export function loadExperimentConfig(env: NodeJS.ProcessEnv = process.env): Readonly<ExperimentConfig> {
  return loadConfig(experimentConfigSchema, env);
}
