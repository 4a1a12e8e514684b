// Where things live, relative to this file, so the browser tests run from any working directory.
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../../..');
export const SHELL_DIR = path.join(REPO_ROOT, 'shell');
/** The remote these tests load: /cross-sandbox is the only page they visit. */
export const REMOTES = ['cross-sandbox'] as const;
export const remoteDir = (name: string) => path.join(REPO_ROOT, 'remotes', name);
/** Everything this suite writes outside the repository. */
export const WORK_DIR = path.join(tmpdir(), 'scoreline-cross-sandbox-e2e');
/** The builds go into folders of ours, so these tests never race another team's own dist. */
export const distOf = (name: string) => path.join(WORK_DIR, `${name}-dist`);
/** The shipped openfootball files: the catalog's first refresh reads them as its provider (no network here). */
export const OPENFOOTBALL_SNAPSHOT = path.join(REPO_ROOT, 'services', 'catalog', 'data', 'openfootball');
/** The screenshots (git-ignored), beside the shell's. */
export const SCREENSHOTS_DIR = path.join(REPO_ROOT, 'screenshots');
