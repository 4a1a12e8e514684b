// The distributed supervisor's own settings, from the environment, validated with zod.
import { z } from 'zod';

const port = z.coerce.number().int().min(1024).max(65_000);

export const distributedSettingsSchema = z.object({
  /** Moves the whole port layout (src/layout.ts); unset: the architecture's ports (8000, 8101-8105, 3000-3006). */
  DISTRIBUTED_PORT_BASE: port.optional(),
  /** Replicas of the prediction worker process (recalculation), sharing the consumer group's partitions. */
  DISTRIBUTED_PREDICTION_WORKERS: z.coerce.number().int().min(1).max(12).default(1),
  /** The folder holding shell/dist and remotes/<name>/dist (as the gateway's SITE_ROOT); default the repository. */
  DISTRIBUTED_SITE_ROOT: z.string().min(1).optional(),
  /** Where the processes' logs and the stack's remotes.json go. */
  DISTRIBUTED_RUN_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type DistributedSettings = z.output<typeof distributedSettingsSchema>;

export function loadDistributedSettings(env: NodeJS.ProcessEnv): DistributedSettings {
  const parsed = distributedSettingsSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `start:distributed: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}
