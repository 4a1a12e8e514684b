// The workspace's package folders as npm reads them: package.json "workspaces" (a trailing `*` at
// most), each folder with a package.json, repository-relative and sorted. Shared by the scripts that
// walk every package (typecheck.mjs, test-lanes.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function workspaceFolders(root) {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return workspaces
    .flatMap((pattern) =>
      pattern.endsWith('/*')
        ? readdirSync(path.join(root, pattern.slice(0, -2)), { withFileTypes: true })
            .filter((entry) => entry.isDirectory())
            .map((entry) => path.join(pattern.slice(0, -2), entry.name))
        : [pattern],
    )
    .filter((dir) => existsSync(path.join(root, dir, 'package.json')))
    .sort();
}
