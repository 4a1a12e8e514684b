// The gateway under the edge bench (bench/edge.ts), in its own process: src/main.ts's start(), the
// same code `npm start` runs (every service mounted, their workers running, this process's logger
// on stdout, which the bench sends to a file), on an instance of its own (libs/service-kit
// instanceSettings: namespaced Kafka topics and fresh databases, dropped at the end).
//
// Or, with EDGE_BENCH_ROLE=bare, the baseline: a bare Express app serving one fixed body (the bytes
// the gateway answered, sent by the bench) the way a minimal Express handler would, `res.type(json)
// .send(buffer)` with Express's defaults (ETag hashing included), nothing else.
//
// IPC with the bench: sends `{ port }` once listening; answers `{ cpu: ms }` with its CPU share and `{ usage: true }` with its CPU time so far; on `{ profile: 'start' }` starts V8's CPU
// profiler (node:inspector, the same sampling profiler and .cpuprofile format as `node --cpu-prof`,
// but around the load only, not the start-up ingestion) and on `{ profile: 'stop', file }` writes the
// profile there and answers `{ profiled: file }`. Stops, cleaning up, when the IPC channel closes.
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { Session } from 'node:inspector/promises';
import express from 'express';
import { connectDb } from '@scoreline/db';
import { createEventBus, deleteTopics } from '@scoreline/events';
import { createLogger, instanceSettings } from '@scoreline/service-kit';
import { eventTopicNames } from '@scoreline/contracts';
import { start, stop, type RunningGateway } from '../src/main.ts';

type Message = { profile: 'start' } | { profile: 'stop'; file: string } | { cpu: number } | { usage: true };

const send = (message: object) => process.send?.(message);
const session = new Session();
session.connect();

async function onMessage(message: Message): Promise<void> {
  if ('usage' in message) {
    // The CPU time this process has used so far (µs), for the bench's CPU time per request.
    const used = process.cpuUsage();
    send({ usedMicros: used.user + used.system });
  } else if ('cpu' in message) {
    // This process's CPU share over the next `cpu` ms: the bench waits for the background work of
    // start-up (ingestion, predictions) to end before it measures.
    const before = process.cpuUsage();
    await new Promise((resolve) => setTimeout(resolve, message.cpu));
    const used = process.cpuUsage(before);
    send({ cpuShare: (used.user + used.system) / 1000 / message.cpu });
  } else if ('profile' in message && message.profile === 'start') {
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    send({ profiling: true });
  } else if ('profile' in message && message.profile === 'stop') {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(message.file, JSON.stringify(profile));
    send({ profiled: message.file });
  }
}

if (process.env.EDGE_BENCH_ROLE === 'bare') {
  const body = Buffer.from(process.env.EDGE_BENCH_BODY ?? '{}');
  const app = express();
  app.get('/api/fixtures/gameweek/current', (_req, res) => {
    res.type('application/json').send(body);
  });
  const server = app.listen(0, '127.0.0.1', () => send({ port: (server.address() as AddressInfo).port }));
  process.on('message', (message: Message) => void onMessage(message));
  process.on('disconnect', () => server.close(() => process.exit(0)));
} else {
  // EDGE_BENCH_INSTANCE: read another bench gateway's databases (their data already ingested and
  // predicted) on a Kafka namespace of its own, so it joins none of that gateway's consumer groups
  // and has no background work of its own.
  const name = process.env.EDGE_BENCH_INSTANCE ?? `edge_bench_${process.pid}`;
  const instance = instanceSettings(name);
  const namespace = process.env.EDGE_BENCH_INSTANCE ? `edge_bench_${process.pid}.` : instance.namespace;
  const env: NodeJS.ProcessEnv = { ...process.env, ...instance.env, EVENTS_NAMESPACE: namespace, HOST: '127.0.0.1', PORT: '0', OPERATOR_PORT: '0' };
  let gateway: RunningGateway | undefined;
  const owner = process.env.EDGE_BENCH_INSTANCE === undefined;
  const cleanUp = async () => {
    if (gateway) await stop(gateway, 'bench done');
    const quiet = createLogger({ name: 'edge-bench', level: 'silent' });
    const admin = createEventBus({ clientId: 'edge-bench-cleanup', logger: quiet, namespace }).kafka.admin();
    await admin.connect();
    const topics = eventTopicNames.map((topic) => `${namespace}${topic}`);
    await deleteTopics(admin, [...topics, ...topics.map((topic) => `${topic}.dlq`)]).catch(() => undefined);
    await admin.disconnect();
    // The databases are dropped by the gateway that made them.
    if (!owner) return;
    for (const dbName of Object.values(instance.databases)) {
      const db = await connectDb({ dbName, logger: quiet, attempts: 1 });
      await db.connection.dropDatabase().catch(() => undefined);
      await db.close();
    }
  };
  process.on('message', (message: Message) => void onMessage(message));
  process.on('disconnect', () => {
    void cleanUp()
      .catch((error: unknown) => process.stderr.write(`edge bench: clean-up failed: ${String(error)}\n`))
      .finally(() => process.exit(0));
  });
  try {
    gateway = await start(env, { handleSignals: false });
    send({ port: gateway.server.address.port, instance: name });
  } catch (error) {
    process.stderr.write(`edge bench: the gateway failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
    await cleanUp().catch(() => undefined);
    process.exit(1);
  }
}
