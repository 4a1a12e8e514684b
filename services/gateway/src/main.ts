// The gateway process: `npx tsx services/gateway/src/main.ts` (npm start), port 8000 on HOST.
import { ConfigError, createLogger, loadConfig, startHttpServer } from '@scoreline/service-kit';
import { createApp } from './app.ts';
import { configSchema } from './config.ts';
import { createDependencyChecks } from './dependency-checks.ts';

function readConfig() {
  try {
    return loadConfig(configSchema);
  } catch (err) {
    if (err instanceof ConfigError) {
      // Before a logger exists; the message names every bad variable.
      process.stderr.write(`gateway: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}

const config = readConfig();
const logger = createLogger({ name: 'gateway', level: config.LOG_LEVEL });
const dependencies = createDependencyChecks(config, logger);
const app = createApp({ logger, checks: dependencies.checks });
const server = await startHttpServer(app, { port: config.PORT, host: config.HOST, logger });
server.onShutdown('dependency checks', () => dependencies.close());
