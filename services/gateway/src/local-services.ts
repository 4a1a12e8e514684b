import type { RequestHandler, Router } from 'express';
import type { Logger } from 'pino';

// Local mode (`npm start`): every service's app mounted in this process and its workers started,
// each with its own configuration from the environment and its own database
// (architecture.md, "Modes"). The list grows as services land.

export interface LocalServices {
  routers: (Router | RequestHandler)[];
  stop(): Promise<void>;
}

export async function startLocalServices(_logger: Logger): Promise<LocalServices> {
  return { routers: [], stop: async () => undefined };
}
