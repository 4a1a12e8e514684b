// Experiments: one document each, holding its result and its judged fixtures (a full season is
// ~380 entries, ~100 KB, well inside one document). Lists leave the fixtures out.
import { type Experiment, type ExperimentDetail, modelOfWeights } from '@scoreline/contracts';
import { modelOn } from '@scoreline/db';
import { type Connection, Schema } from 'mongoose';

interface ExperimentDocument extends Omit<ExperimentDetail, 'id' | 'created_at' | 'completed_at'> {
  _id: string;
  created_at: Date;
  completed_at: Date;
}

const experimentSchema = new Schema<ExperimentDocument>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    description: { type: String, default: '' },
    weight_set_id: { type: String, required: true },
    weight_set_name: { type: String, required: true },
    weights: { type: Schema.Types.Mixed, required: true },
    model: { type: Schema.Types.Mixed, default: undefined },
    test_season: { type: Number, required: true },
    test_gameweeks: { type: Number, required: true },
    gameweek_start: { type: Number, required: true },
    gameweek_end: { type: Number, required: true },
    status: { type: String, required: true },
    created_at: { type: Date, required: true },
    completed_at: { type: Date, required: true },
    accuracy: { type: Schema.Types.Mixed, required: true },
    accuracy_results: { type: Schema.Types.Mixed, required: true },
    predictions: { type: Schema.Types.Mixed, required: true },
    accuracy_by_gameweek: { type: Schema.Types.Mixed, required: true },
  },
  { collection: 'experiments', versionKey: false },
);

function toExperiment(doc: Omit<ExperimentDocument, 'predictions' | 'accuracy_by_gameweek'>): Experiment {
  return {
    id: doc._id,
    name: doc.name,
    description: doc.description ?? '',
    weight_set_id: doc.weight_set_id,
    weight_set_name: doc.weight_set_name,
    weights: doc.weights,
    // Experiments stored before model families ran the six-metric model of their weights.
    model: modelOfWeights(doc),
    test_season: doc.test_season,
    test_gameweeks: doc.test_gameweeks,
    gameweek_start: doc.gameweek_start,
    gameweek_end: doc.gameweek_end,
    status: 'completed',
    created_at: doc.created_at.toISOString(),
    completed_at: doc.completed_at.toISOString(),
    accuracy: doc.accuracy,
    accuracy_results: doc.accuracy_results,
  };
}

export interface ExperimentsRepository {
  save(experiment: ExperimentDetail): Promise<void>;
  /** Newest first, without the judged fixtures. */
  list(): Promise<Experiment[]>;
  findById(id: string): Promise<ExperimentDetail | null>;
  /** Several, without the judged fixtures; unknown ids are left out. */
  findSummaries(ids: readonly string[]): Promise<Experiment[]>;
  delete(id: string): Promise<boolean>;
}

export function createExperimentsRepository(connection: Connection): ExperimentsRepository {
  const Experiments = modelOn(connection, 'Experiment', experimentSchema);
  const summaries = async (filter: Record<string, unknown>) =>
    (
      await Experiments.find(filter, { predictions: 0, accuracy_by_gameweek: 0 })
        .sort({ created_at: -1, _id: 1 })
        .lean<Omit<ExperimentDocument, 'predictions' | 'accuracy_by_gameweek'>[]>()
    ).map(toExperiment);

  return {
    async save(experiment) {
      const { id, created_at, completed_at, ...rest } = experiment;
      await Experiments.collection.insertOne({ _id: id, ...rest, created_at: new Date(created_at), completed_at: new Date(completed_at) } as never);
    },
    list: () => summaries({}),
    async findById(id) {
      const doc = await Experiments.findById(id).lean<ExperimentDocument | null>();
      if (!doc) return null;
      return { ...toExperiment(doc), predictions: doc.predictions, accuracy_by_gameweek: doc.accuracy_by_gameweek };
    },
    findSummaries: (ids) => summaries({ _id: { $in: [...ids] } }),
    async delete(id) {
      return (await Experiments.deleteOne({ _id: id })).deletedCount === 1;
    },
  };
}
