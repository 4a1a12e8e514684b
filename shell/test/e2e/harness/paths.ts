// Where the built apps live, relative to this file, so the harness works from any working directory.
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
export const SHELL_DIR = path.join(REPO_ROOT, 'shell');
export const remoteDir = (name: string): string => path.join(REPO_ROOT, 'remotes', name);
export const distOf = (appDir: string): string => path.join(appDir, 'dist');
/** Git-ignored (see .gitignore): phone and desktop screenshots of the built site. */
export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'screenshots');
