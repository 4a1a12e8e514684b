// Where things live, relative to this file, so the browser tests run from any working directory.
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../../..');
export const ADMIN_DIR = path.join(REPO_ROOT, 'remotes', 'admin');
export const ADMIN_DIST = path.join(ADMIN_DIR, 'dist');
export const SHELL_DIR = path.join(REPO_ROOT, 'shell');
/** Everything this suite writes outside the repository. */
export const WORK_DIR = path.join(tmpdir(), 'scoreline-admin-e2e');
/** The shell is built into a folder of ours, so these tests never race the shell team's own dist. */
export const SHELL_DIST = path.join(WORK_DIR, 'shell-dist');
/** The shipped openfootball files: the refresh reads them as its provider (no network here). */
export const OPENFOOTBALL_SNAPSHOT = path.join(REPO_ROOT, 'services', 'catalog', 'data', 'openfootball');
/** Where the screenshots go, to be looked at. */
export const SCREENSHOT_DIR = path.join(WORK_DIR, 'screenshots');
/**
 * The shared EPL data (EPL_DATA_DIR, else ../shared/data/epl beside the repository): its season CSVs
 * are the catalog's closing-odds source (CATALOG_ODDS_DIR), so the breakdown has a market figure.
 */
export const EPL_DATA_DIR = process.env.EPL_DATA_DIR?.trim()
  ? path.resolve(process.env.EPL_DATA_DIR)
  : path.resolve(REPO_ROOT, '..', 'shared', 'data', 'epl');
