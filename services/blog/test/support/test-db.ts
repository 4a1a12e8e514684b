// A fresh database on the real store (FerretDB locally, MONGODB_URI elsewhere) for each test file,
// dropped afterwards, so runs never see each other's posts.
import { randomUUID } from 'node:crypto';
import { connectDb, type Database } from '@scoreline/db';
import pino from 'pino';

export const quietLogger = pino({ level: 'silent' });

export async function openTestDb(): Promise<Database> {
  const name = `blog_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  return connectDb({ dbName: name, logger: quietLogger, attempts: 2 });
}

export async function dropTestDb(db: Database): Promise<void> {
  await db.connection.dropDatabase();
  await db.close();
}
