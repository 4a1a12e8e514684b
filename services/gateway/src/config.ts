import { baseConfigSchema, portSchema, type ConfigOf } from '@scoreline/service-kit';

// The gateway reads the shared variables (libs/service-kit); it listens on 8000 (architecture.md, "Ports").
export const configSchema = baseConfigSchema.extend({ PORT: portSchema(8000) });
export type Config = ConfigOf<typeof configSchema>;
