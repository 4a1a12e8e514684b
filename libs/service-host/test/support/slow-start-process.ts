// A process whose start takes START_MS (as a service connecting to a slow broker does), for
// process.signal-while-starting.test.ts: `http` runs it through runMain with a real HTTP server and
// a closer, `worker` through runWorkerMain. Each prints what happened, for the test to read.
import express from 'express';
import { createLogger, startHttpServer } from '@scoreline/service-kit';
import { runMain, runWorkerMain } from '../../src/index.ts';

const START_MS = Number(process.env.START_MS ?? 1500);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const logger = createLogger({ name: 'slow-start', level: 'silent' });

if (process.argv[2] === 'worker') {
  runWorkerMain('slow-worker', async () => {
    await sleep(START_MS);
    return {
      async stop() {
        console.log('workers stopped');
      },
    };
  });
} else {
  runMain(async () => {
    await sleep(START_MS);
    const server = await startHttpServer(express(), { port: 0, host: '127.0.0.1', logger });
    console.log(`listening on ${server.address.port}`);
    server.onShutdown('consumers', () => console.log('consumers closed'));
  });
}
// runMain and runWorkerMain take the signals before their start's first await: from here on a
// signal finds the process starting.
console.log('starting');
