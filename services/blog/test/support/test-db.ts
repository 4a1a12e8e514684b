// A fresh database on the real store (FerretDB locally, MONGODB_URI elsewhere) for each test file,
// dropped afterwards, so runs never see each other's posts.
import { connectDb, type Database } from '@scoreline/db';
import { silentLogger, testNames } from '@scoreline/test-support';

export const quietLogger = silentLogger;

export async function openTestDb(): Promise<Database> {
  return connectDb({ dbName: testNames('blog').dbName, logger: quietLogger, attempts: 2 });
}

export async function dropTestDb(db: Database): Promise<void> {
  await db.connection.dropDatabase();
  await db.close();
}
