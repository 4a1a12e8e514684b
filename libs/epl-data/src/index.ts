// @scoreline/epl-data: the real EPL data, read from files outside the repository (EPL_DATA_DIR) into
// the engine's types. Node-only; browsers never import it.
export {
  eplDataDir,
  listEplSeasons,
  listHistorySeasons,
  loadAllMatches,
  loadEplMatches,
  loadEplSeason,
  loadHistoryMatches,
  openfootballDir,
  parseEplCsv,
  parseOpenfootballSeason,
  ukKickoffToUtc,
  type EplMatch,
} from './epl-loader.ts';
export { eplFixtureRecords, toFixtureRecord } from './fixture-records.ts';
