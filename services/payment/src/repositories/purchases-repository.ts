// Purchases keyed by the Checkout Session id (`_id`), with a unique index on the token hash for
// activation and status lookups. State changes are conditional single-document updates, so a
// webhook delivered twice, or twice at once, changes a purchase once (FerretDB has no transactions).
import { type Connection, Schema } from 'mongoose';
import { modelOn } from '@scoreline/db';
import { CHECKOUT_KINDS, PURCHASE_STATES, type Purchase } from '../domain/purchase.ts';

interface PurchaseDocument extends Omit<Purchase, 'session_id'> {
  _id: string;
}

const nullableDate = { type: Date, default: null };

const purchaseSchema = new Schema<PurchaseDocument>(
  {
    _id: { type: String, required: true },
    purchase_id: { type: String, required: true },
    token_hash: { type: String, required: true, unique: true },
    season: { type: String, required: true },
    gameweek: { type: Number, required: true },
    fixture_id: { type: String, default: null },
    state: { type: String, enum: PURCHASE_STATES, required: true },
    checkout: { type: String, enum: CHECKOUT_KINDS, required: true },
    amount: { type: Number, required: true },
    currency: { type: String, required: true },
    success_url: { type: String, required: true },
    cancel_url: { type: String, required: true },
    created_at: { type: Date, required: true },
    token_expires_at: { type: Date, required: true },
    paid_at: nullableDate,
    published_at: nullableDate,
    completed_by_event: { type: String, default: null },
  },
  { collection: 'purchases', versionKey: false },
);

function toPurchase(doc: PurchaseDocument): Purchase {
  return {
    session_id: doc._id,
    purchase_id: doc.purchase_id,
    token_hash: doc.token_hash,
    season: doc.season,
    gameweek: doc.gameweek,
    fixture_id: doc.fixture_id ?? null,
    state: doc.state,
    checkout: doc.checkout,
    amount: doc.amount,
    currency: doc.currency,
    success_url: doc.success_url,
    cancel_url: doc.cancel_url,
    created_at: doc.created_at,
    token_expires_at: doc.token_expires_at,
    paid_at: doc.paid_at ?? null,
    published_at: doc.published_at ?? null,
    completed_by_event: doc.completed_by_event ?? null,
  };
}

export interface PurchasesRepository {
  insert(purchase: Purchase): Promise<void>;
  findBySessionId(sessionId: string): Promise<Purchase | null>;
  findByTokenHash(tokenHash: string): Promise<Purchase | null>;
  /** pending → paid; false when it was not pending (already paid, or abandoned). */
  markPaid(sessionId: string, paidAt: Date, eventId: string): Promise<boolean>;
  /** pending → abandoned; false when it was not pending. */
  markAbandoned(sessionId: string): Promise<boolean>;
  markPublished(sessionId: string, publishedAt: Date): Promise<void>;
  count(): Promise<number>;
}

export function createPurchasesRepository(connection: Connection): PurchasesRepository {
  const model = modelOn(connection, 'Purchase', purchaseSchema);
  return {
    async insert(purchase) {
      const { session_id, ...rest } = purchase;
      await model.create({ _id: session_id, ...rest });
    },
    async findBySessionId(sessionId) {
      const doc = await model.findById(sessionId).lean<PurchaseDocument>().exec();
      return doc ? toPurchase(doc) : null;
    },
    async findByTokenHash(tokenHash) {
      const doc = await model.findOne({ token_hash: tokenHash }).lean<PurchaseDocument>().exec();
      return doc ? toPurchase(doc) : null;
    },
    async markPaid(sessionId, paidAt, eventId) {
      const result = await model
        .updateOne({ _id: sessionId, state: 'pending' }, { $set: { state: 'paid', paid_at: paidAt, completed_by_event: eventId } })
        .exec();
      return result.modifiedCount === 1;
    },
    async markAbandoned(sessionId) {
      const result = await model.updateOne({ _id: sessionId, state: 'pending' }, { $set: { state: 'abandoned' } }).exec();
      return result.modifiedCount === 1;
    },
    async markPublished(sessionId, publishedAt) {
      await model.updateOne({ _id: sessionId }, { $set: { published_at: publishedAt } }).exec();
    },
    async count() {
      return model.countDocuments().exec();
    },
  };
}
