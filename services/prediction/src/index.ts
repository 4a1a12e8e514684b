// @scoreline/service-prediction: what the gateway needs to run the prediction service in its own
// process (the same shape as the catalog's):
//
//   const prediction = createPrediction({ config: loadPredictionConfig(), logger, db, bus });
//   mount: (app) => app.use(createRouter(prediction))    // inside createServiceApp
//   const workers = await startWorkers(prediction);    // read models, recalculation, promotions
//   onShutdown('prediction workers', () => workers.stop());
//
// `db` is connectDb({ dbName: config.PREDICTION_DB_NAME }) and `bus` a started createEventBus()
// (it must create PREDICTION_TOPICS, which the default, every registry topic, does).
export { createRouter, PREDICTION_PATH_PREFIXES } from './app.ts';
export { loadPredictionConfig, type PredictionConfig, predictionConfigSchema } from './config.ts';
export { createPrediction, type PredictionContext, type PredictionDeps } from './context.ts';
export { PREDICTION_TOPICS, type PredictionWorkers, startWorkers } from './workers/index.ts';
export { type EmbeddedPrediction, startEmbeddedPrediction } from './embedded.ts';
