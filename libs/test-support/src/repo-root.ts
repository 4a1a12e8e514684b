// The repository root, from this file's place in it (libs/test-support/src), so the browser-test
// helpers work from any working directory.
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
