// The product's failed admin-password budget on the store (service-kit createAdminPasswordBudget):
// its attempts live in the instance's AUTH_DB_NAME database, reached through a connection the
// process already has, so the gateway's login, the catalog's and the prediction service's
// `?admin_password=` guards, and their replicas, take from one budget per client IP. Each attempt
// is one inserted document (`_id` = key, window and slot), the one write that is atomic on
// FerretDB v1 (docs/engineering.md, "Persistence").
import { type Database, isDuplicateKeyError } from '@scoreline/db';
import { ADMIN_PASSWORD_BUDGET_COLLECTION, type AdminPasswordBudget, type BudgetSlot, type BudgetSlotStore, createAdminPasswordBudget } from '@scoreline/service-kit';
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

interface SlotDocument {
  _id: string;
  key: string;
  window: number;
  n: number;
  at: Date;
}

const slotId = (slot: Pick<BudgetSlot, 'key' | 'window' | 'n'>) => `${slot.key}|${slot.window}|${slot.n}`;

/** The budget's slots in `dbName`'s collection of failed attempts. */
export function storedBudgetSlots(database: Database, dbName: string): BudgetSlotStore {
  const attempts = () => database.connection.getClient().db(dbName).collection<SlotDocument>(ADMIN_PASSWORD_BUDGET_COLLECTION);
  return {
    async taken(key, window) {
      const docs = await attempts().find({ key, window }, { projection: { n: 1 } }).toArray();
      return docs.map((doc) => doc.n);
    },
    async claim(slot) {
      try {
        await attempts().insertOne({ _id: slotId(slot), ...slot });
        return true;
      } catch (error) {
        if (isDuplicateKeyError(error)) return false;
        throw error;
      }
    },
    async release(slot) {
      await attempts().deleteOne({ _id: slotId(slot) });
    },
    async forgetBefore(key, window) {
      await attempts().deleteMany({ key, window: { $lt: window } });
    },
  };
}

export function storedAdminPasswordBudget(options: StoredBudgetOptions): AdminPasswordBudget {
  return createAdminPasswordBudget({
    limit: options.limit,
    logger: options.logger,
    store: async () => storedBudgetSlots(await options.database(), options.dbName),
  });
}
