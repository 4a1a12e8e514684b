// Progressive backtest runs, one document each; the admin panel loads the latest.
import type { ProgressiveBacktestDetailed } from '@scoreline/contracts';
import { modelOn } from '@scoreline/db';
import { type Connection, Schema } from 'mongoose';

interface BacktestRunDocument {
  _id: string;
  run_at: Date;
  result: ProgressiveBacktestDetailed;
}

const backtestRunSchema = new Schema<BacktestRunDocument>(
  {
    _id: { type: String, required: true },
    run_at: { type: Date, required: true, index: true },
    result: { type: Schema.Types.Mixed, required: true },
  },
  { collection: 'backtest_runs', versionKey: false },
);

export interface BacktestRunsRepository {
  save(result: ProgressiveBacktestDetailed): Promise<void>;
  latest(): Promise<ProgressiveBacktestDetailed | null>;
}

export function createBacktestRunsRepository(connection: Connection): BacktestRunsRepository {
  const Runs = modelOn(connection, 'BacktestRun', backtestRunSchema);
  return {
    async save(result) {
      await Runs.collection.insertOne({ _id: result.id, run_at: new Date(result.run_at), result } as never);
    },
    async latest() {
      const doc = await Runs.findOne({}).sort({ run_at: -1, _id: -1 }).lean<BacktestRunDocument | null>();
      return doc ? doc.result : null;
    },
  };
}
