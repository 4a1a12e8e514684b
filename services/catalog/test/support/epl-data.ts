// Where the shared EPL data lives: EPL_DATA_DIR when set, otherwise ../shared/data/epl beside the
// repository (README, "Commands"). Tests read it in place; it is never copied into the repo.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export function eplDataDir(): string {
  const fromEnv = process.env.EPL_DATA_DIR?.trim();
  const dir = fromEnv ? path.resolve(fromEnv) : path.resolve(repoRoot, '../shared/data/epl');
  if (!existsSync(dir))
    throw new Error(`EPL data not found at ${dir}; set EPL_DATA_DIR to the shared data/epl folder`);
  return dir;
}

/** The raw openfootball folder (<season>/en.1.json) the tests serve over HTTP. */
export function rawOpenfootballDir(): string {
  return path.join(eplDataDir(), 'raw', 'openfootball-football.json');
}

export const SEASON_LABELS = ['2022-23', '2023-24', '2024-25', '2025-26', '2026-27'] as const;
