// The repository root, from this file's place in it (tools/repo-check/src), so the checks work from
// any working directory.
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
