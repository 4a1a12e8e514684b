// The product's failed admin-password budget on the store (service-kit createAdminPasswordBudget):
// its counters live in the instance's AUTH_DB_NAME database, reached through a connection the
// process already has, so the gateway's login, the catalog's and the prediction service's
// `?admin_password=` guards, and their replicas, take from one budget per client IP.
import type { Database } from '@scoreline/db';
import { type AdminPasswordBudget, createAdminPasswordBudget } from '@scoreline/service-kit';
import type { Logger } from 'pino';

export interface StoredBudgetOptions {
  /** The connection to use (resolved on first use: the gateway opens its own lazily). */
  database: () => Promise<Database>;
  /** AUTH_DB_NAME of the instance. */
  dbName: string;
  logger?: Logger;
  /** Tests only: a smaller budget. */
  limit?: number;
}

export function storedAdminPasswordBudget(options: StoredBudgetOptions): AdminPasswordBudget {
  return createAdminPasswordBudget({
    limit: options.limit,
    logger: options.logger,
    store: async () => (await options.database()).connection.getClient().db(options.dbName),
  });
}
