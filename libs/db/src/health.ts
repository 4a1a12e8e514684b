// A readiness check: one ping, answered quickly, or the store counts as down.
import type { Connection } from 'mongoose';

export interface DependencyHealth {
  state: 'up' | 'down';
  /** Why it is down; for logs, never for anonymous callers. */
  detail?: string;
}

/** Pings the server behind `connection`; "down" with the reason when it does not answer in time. */
export async function pingDb(connection: Connection, timeoutMs = 2000): Promise<DependencyHealth> {
  const db = connection.db;
  if (!db || connection.readyState !== 1) return { state: 'down', detail: 'database connection is not open' };
  try {
    await db.admin().command({ ping: 1 }, { timeoutMS: timeoutMs });
    return { state: 'up' };
  } catch (error) {
    return { state: 'down', detail: error instanceof Error ? error.message : String(error) };
  }
}
