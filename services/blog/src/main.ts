// The blog service on its own (distributed mode, port 8105): config, database, posts, HTTP server.
// Stops cleanly on SIGTERM/SIGINT (service-kit), closing the database after the last request.
import { operatorListenOf } from '@scoreline/service-kit';
import { isEntryPoint, runMain, runServiceProcess } from '@scoreline/service-host';
import { createRouter } from './app.ts';
import { loadBlogConfig } from './config.ts';
import { openRuntime } from './runtime.ts';

export async function start(env: NodeJS.ProcessEnv = process.env) {
  const config = loadBlogConfig(env);
  const runtime = await openRuntime(config, 'api');
  return runServiceProcess({
    name: 'blog',
    port: config.PORT,
    operator: operatorListenOf(config),
    host: config.HOST,
    runtime,
    router: createRouter,
  });
}

if (isEntryPoint(import.meta.url)) runMain(start);
