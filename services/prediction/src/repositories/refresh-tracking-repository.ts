// Knowing when a catalog refresh has fully arrived. The catalog publishes a season as several
// fixtures.upserted batches and then fixtures.refreshed, all with the refresh's correlation id, on
// two topics. Kafka orders messages within a partition only, so fixtures.refreshed may be handled
// before the last batch is stored; a recalculation started then would miss results. So each stored
// batch leaves a receipt, fixtures.refreshed leaves the expected count (its updated + skipped: the
// fixtures the catalog published), and whichever of them completes the count requests the
// recalculation, exactly once per refresh (a claim on the pending record).
import { type Connection, Schema } from 'mongoose';
import { modelOn } from '@scoreline/db';

interface ReceiptDocument {
  _id: string;
  correlation_id: string;
  season: string;
  fixtures: number;
  received_at: Date;
}

interface PendingDocument {
  _id: string;
  correlation_id: string;
  season: string;
  expected: number;
  received_at: Date;
  requested_at: Date | null;
}

const receiptSchema = new Schema<ReceiptDocument>(
  {
    _id: { type: String, required: true },
    correlation_id: { type: String, required: true },
    season: { type: String, required: true },
    fixtures: { type: Number, required: true },
    received_at: { type: Date, required: true },
  },
  { collection: 'refresh_receipts', versionKey: false },
);

const pendingSchema = new Schema<PendingDocument>(
  {
    _id: { type: String, required: true },
    correlation_id: { type: String, required: true },
    season: { type: String, required: true },
    expected: { type: Number, required: true },
    received_at: { type: Date, required: true },
    requested_at: { type: Date, default: null },
  },
  { collection: 'pending_refreshes', versionKey: false },
);

export interface RefreshKey {
  correlationId: string;
  season: string;
}

export interface PendingRefresh {
  expected: number;
  requested: boolean;
}

const refreshId = (key: RefreshKey) => `${key.correlationId}|${key.season}`;

export interface RefreshTrackingRepository {
  /** Records one stored batch (its first fixture id and size name it, so a redelivery counts once). */
  addReceipt(key: RefreshKey, batch: { firstFixtureId: string; fixtures: number }, at: Date): Promise<void>;
  receivedFixtures(key: RefreshKey): Promise<number>;
  savePending(key: RefreshKey, expected: number, at: Date): Promise<void>;
  findPending(key: RefreshKey): Promise<PendingRefresh | null>;
  /** True for the one caller that may request the recalculation of this refresh. */
  claimRequest(key: RefreshKey, at: Date): Promise<boolean>;
  /** Gives the claim back when the request could not be published, so a retry can claim it again. */
  releaseRequest(key: RefreshKey): Promise<void>;
  /** Forgets refreshes older than `before` (kept a while so redeliveries find them). */
  purge(before: Date): Promise<void>;
}

export function createRefreshTrackingRepository(connection: Connection): RefreshTrackingRepository {
  const Receipts = modelOn(connection, 'RefreshReceipt', receiptSchema);
  const Pending = modelOn(connection, 'PendingRefresh', pendingSchema);
  return {
    async addReceipt(key, batch, at) {
      const _id = `${refreshId(key)}|${batch.firstFixtureId}|${batch.fixtures}`;
      await Receipts.collection.updateOne(
        { _id: _id as never },
        { $setOnInsert: { correlation_id: key.correlationId, season: key.season, fixtures: batch.fixtures, received_at: at } },
        { upsert: true },
      );
    },
    async receivedFixtures(key) {
      const receipts = await Receipts.find({ correlation_id: key.correlationId, season: key.season }, { fixtures: 1 }).lean<
        Pick<ReceiptDocument, 'fixtures'>[]
      >();
      return receipts.reduce((sum, r) => sum + r.fixtures, 0);
    },
    async savePending(key, expected, at) {
      await Pending.collection.updateOne(
        { _id: refreshId(key) as never },
        {
          $setOnInsert: { correlation_id: key.correlationId, season: key.season, received_at: at, requested_at: null },
          $set: { expected },
        },
        { upsert: true },
      );
    },
    async findPending(key) {
      const doc = await Pending.findById(refreshId(key)).lean<PendingDocument | null>();
      // `!= null`: the store may leave a null set on insert out of the document altogether.
      return doc ? { expected: doc.expected, requested: doc.requested_at != null } : null;
    },
    async claimRequest(key, at) {
      const result = await Pending.collection.updateOne(
        { _id: refreshId(key) as never, requested_at: null },
        { $set: { requested_at: at } },
      );
      return result.modifiedCount === 1;
    },
    async releaseRequest(key) {
      await Pending.collection.updateOne({ _id: refreshId(key) as never }, { $set: { requested_at: null } });
    },
    async purge(before) {
      await Receipts.deleteMany({ received_at: { $lt: before } });
      await Pending.deleteMany({ received_at: { $lt: before } });
    },
  };
}
