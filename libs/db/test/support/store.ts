// Shared set-up for the integration tests: a database of its own per test file on the real
// store (random name, dropped afterwards), so tests run beside other packages' tests.
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { connectDb, type Database } from '../../src/index.ts';

export const silentLogger = pino({ level: process.env.LOG_LEVEL ?? 'silent' });

export function testDbName(purpose: string): string {
  return `test_${purpose}_${randomUUID().slice(0, 8)}`;
}

/** Connects to the real store once (a down store fails here, with the message naming it). */
export function connectTestDb(dbName: string): Promise<Database> {
  return connectDb({ dbName, logger: silentLogger, attempts: 1 });
}

export async function dropAndClose(db: Database | undefined): Promise<void> {
  if (!db) return;
  await db.connection.dropDatabase();
  await db.close();
}
