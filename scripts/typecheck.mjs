// npm run typecheck: every workspace package's own tsconfig.json, checked in as few TypeScript
// programs as the packages' settings allow. Packages whose effective compiler options are the same
// share one program over the union of their files: the libraries every package imports as
// TypeScript source (contracts, engine, …) are then checked once per group instead of once per
// package, which took most of the time the per-package `tsc` runs spent (about 30 programs).
// The result is the same as running each package's `npm run typecheck`: same options, same files.
import path from 'node:path';
import ts from 'typescript';
import { workspaceFolders } from './workspace-packages.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** The workspace folders that have a tsconfig.json, absolute. */
function packageFolders() {
  return workspaceFolders(root)
    .map((dir) => path.join(root, dir))
    .filter((dir) => ts.sys.fileExists(path.join(dir, 'tsconfig.json')));
}

const formatHost = {
  getCanonicalFileName: (fileName) => fileName,
  getCurrentDirectory: () => root,
  getNewLine: () => ts.sys.newLine,
};

/** A package's tsconfig.json as tsc reads it: its effective options (extends resolved) and its files. */
function readPackageConfig(dir) {
  const configFile = path.join(dir, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(configFile, {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.formatDiagnostic(diagnostic, formatHost));
    },
  });
  if (!parsed) throw new Error(`cannot read ${configFile}`);
  return parsed;
}

/** The options that decide how a file is checked, without the config file's own path. */
function optionsKey(options) {
  const { configFilePath: _configFilePath, ...rest } = options;
  return JSON.stringify(rest, Object.keys(rest).sort());
}

const groups = new Map();
let configErrors = [];
for (const dir of packageFolders()) {
  const parsed = readPackageConfig(dir);
  configErrors = configErrors.concat(parsed.errors);
  const key = optionsKey(parsed.options);
  const group = groups.get(key) ?? { options: parsed.options, files: new Set(), packages: [] };
  for (const file of parsed.fileNames) group.files.add(file);
  group.packages.push(path.relative(root, dir));
  groups.set(key, group);
}

let diagnostics = [...configErrors];
for (const group of groups.values()) {
  const started = Date.now();
  const program = ts.createProgram({ rootNames: [...group.files], options: group.options });
  const found = ts.getPreEmitDiagnostics(program);
  diagnostics = diagnostics.concat(found);
  console.log(
    `typecheck: ${group.packages.length} packages, ${group.files.size} files, ${found.length} errors, ${((Date.now() - started) / 1000).toFixed(1)} s (${group.packages.join(', ')})`,
  );
}

if (diagnostics.length > 0) {
  console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost));
  process.exitCode = 1;
}
