// npm run bench: how long the batched bulk-write helper takes on the real store for 1,000
// upserts of existing documents from one client, then from four clients (four connections) at
// once. Measured here, never asserted in tests (docs/engineering.md). The database is random
// and dropped afterwards.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { type AnyBulkWriteOperation, Schema } from 'mongoose';
import pino from 'pino';
import { bulkWriteInBatches, connectDb, type Database } from '../src/index.ts';

interface Row {
  _id: string;
  writer: number;
  round: number;
}
const schema = new Schema<Row>({ _id: String, writer: Number, round: Number }, { versionKey: false });
const COUNT = 1000;
const ids = Array.from({ length: COUNT }, (_, i) => String(2025_000_000 + i));
const upserts = (writer: number, round: number): Array<AnyBulkWriteOperation<Row>> =>
  ids.map((_id) => ({ updateOne: { filter: { _id }, update: { $set: { writer, round } }, upsert: true } }));

const dbName = `bench_${randomUUID().slice(0, 8)}`;
const logger = pino({ level: process.env.LOG_LEVEL ?? 'warn' });
const clients: Database[] = [];
try {
  for (let i = 0; i < 4; i += 1) clients.push(await connectDb({ dbName, logger, attempts: 1 }));
  const models = clients.map((client) => client.connection.model<Row>('Row', schema));
  const [first] = models;
  if (!first) throw new Error('no client');

  let started = performance.now();
  await bulkWriteInBatches(first, upserts(0, 0));
  console.log(
    `1,000 upserts inserting new documents, one client: ${(performance.now() - started).toFixed(0)} ms`,
  );

  started = performance.now();
  await bulkWriteInBatches(first, upserts(0, 1));
  console.log(
    `1,000 upserts of existing documents, one client: ${(performance.now() - started).toFixed(0)} ms`,
  );

  started = performance.now();
  await Promise.all(models.map((model, writer) => bulkWriteInBatches(model, upserts(writer, 2))));
  console.log(
    `4 × 1,000 upserts of existing documents, four clients at once: ${(performance.now() - started).toFixed(0)} ms`,
  );
} finally {
  await clients[0]?.connection.dropDatabase();
  await Promise.all(clients.map((client) => client.close()));
}
