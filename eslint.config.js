// One flat config for the whole workspace. Besides typescript-eslint's recommended rules it
// enforces the architecture's import boundaries (docs/engineering.md, "Import boundaries"):
//   - who may import whom between packages (WHO_MAY_IMPORT_WHOM below: services never import each
//     other, only the gateway mounts them; remotes never import each other; the shell reaches remotes
//     only through module federation at runtime; libraries import only the libraries of their row);
//   - the layers inside every service (SERVICE_LAYERS, narrowed for some folders by
//     SERVICE_FOLDER_LIMITS: routes call use cases only; the files at the root of src/ are the
//     composition, which use cases, repositories and the domain never import), every remote
//     (REMOTE_LAYERS) and the shell (SHELL_LAYERS);
//   - no import cycle anywhere (import-x/no-cycle).
// Every zone is built from the folder listing each time lint runs, so a library, service, remote,
// feature or layer folder added later is covered without touching this file. tools/repo-check turns
// WHO_MAY_IMPORT_WHOM and the layer tables into the tables of docs/engineering.md and fails
// `npm test` when those tables are stale.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = import.meta.dirname;
const foldersIn = (dir) => {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
};

/**
 * Who may import whom: for each package folder (`services/*` stands for every service without a row
 * of its own), the libraries its `src/` may import, by folder name under libs/, and the applications
 * it may import. A library folder without a row may import no library of ours. Tests, benches and
 * scripts outside `src/` may also import their package's devDependencies (test-support, the data
 * loader), never another application.
 */
export const WHO_MAY_IMPORT_WHOM = [
  { folder: 'libs/contracts', libraries: [], why: 'the one definition of every payload and constant: it depends on nothing of ours' },
  { folder: 'libs/engine', libraries: ['contracts'], why: 'pure functions on plain data, which browsers load; only its Node-only ./pool entry runs them on worker threads' },
  { folder: 'libs/epl-data', libraries: ['contracts', 'engine'], why: "reads the EPL data files (Node only) into the engine's types" },
  { folder: 'libs/service-kit', libraries: ['contracts'], why: 'what every service is built from; never db or events' },
  { folder: 'libs/events', libraries: ['contracts'], why: 'the event bus on the topic registry' },
  { folder: 'libs/db', libraries: [], why: 'the store connection and its helpers' },
  { folder: 'libs/service-host', libraries: ['service-kit', 'db', 'events'], why: "a service's process: logger → database → event bus → context" },
  { folder: 'libs/test-support', libraries: ['contracts', 'db', 'events', 'service-kit'], why: "what tests share (a devDependency only); it starts the gateway as a process, never importing an application" },
  { folder: 'libs/api-client', libraries: ['contracts'], why: "the browser's client" },
  { folder: 'libs/ui', libraries: ['contracts', 'api-client'], why: 'shared React components' },
  {
    folder: 'services/*',
    libraries: ['contracts', 'engine', 'epl-data', 'service-kit', 'events', 'db', 'service-host'],
    why: 'services talk over Kafka topics, never by importing each other',
  },
  {
    folder: 'services/gateway',
    libraries: ['contracts', 'engine', 'epl-data', 'service-kit', 'events', 'db', 'service-host'],
    applications: ['services/*'],
    why: 'the gateway mounts the services in `npm start`',
  },
  { folder: 'remotes/*', libraries: ['contracts', 'engine', 'api-client', 'ui'], why: 'remotes never import each other; the shell loads them at runtime' },
  { folder: 'shell', libraries: ['contracts', 'api-client', 'ui'], why: 'the shell reaches remotes only through module federation' },
  {
    folder: 'tools/bench',
    libraries: ['contracts', 'db', 'engine', 'epl-data', 'events', 'service-kit', 'test-support'],
    applications: ['services/*'],
    why: "the system's benchmarks: the product as npm start and the gateway assemble it, measured from outside",
  },
  {
    folder: 'tools/deploy-check',
    libraries: ['contracts', 'events', 'service-kit'],
    applications: ['services/*'],
    why: "validates deploy/ against the code, running each service's own settings loader (its ./config export) on each manifest's environment",
  },
  { folder: 'tools/distributed', libraries: ['contracts', 'service-kit'], applications: ['services/*'], why: "runs each service's build; reads their path prefixes" },
  {
    folder: 'tools/rehearsal',
    libraries: ['contracts', 'db', 'service-kit', 'test-support'],
    applications: ['services/payment', 'tools/deploy-check'],
    why: "runs the built services as separate hosts from deploy/compose's plan (deploy-check reads it) and pays with payment's own webhook event",
  },
  { folder: 'tools/repo-check', libraries: ['contracts'], why: "generates the docs' tables from the contracts, the services' code and eslint.config.js" },
];

/**
 * The layers inside every service's `src/`, top first: a folder may import its own layer and those
 * below it, never one above. Routes and workers are the entry points (neither imports the other,
 * and nothing but app.ts and the other files at the root of src/ imports routes); any folder not
 * named here (catalog's providers/, payment's checkout/, the gateway's edge/) is an adapter, on the
 * repositories' level.
 */
export const SERVICE_LAYERS = [
  { layer: 'entry points', folders: ['routes', 'workers'], apart: true },
  { layer: 'use cases', folders: ['use-cases'] },
  { layer: 'repositories and adapters', folders: ['repositories'], others: true },
  { layer: 'domain', folders: ['domain'] },
];

/**
 * Inside every service's `src/`, what a folder may not import although the layers above would let it:
 * a route calls use cases, never a repository directly (nor a worker: the entry points are apart
 * already); use cases, repositories and the domain never import the files at the root of `src/`
 * (app.ts, context.ts, main.ts, config.ts and the like), which compose the service from them: a use
 * case gets what it needs as its deps argument. The entry points and the adapters may import those
 * files (a route takes the service's context type).
 */
export const SERVICE_FOLDER_LIMITS = [
  { folder: 'routes', folders: ['repositories'], why: 'a route calls use cases, never a repository directly' },
  { folder: 'use-cases', rootFiles: true, why: 'a use case gets its deps as an argument, never from the composition' },
  { folder: 'repositories', rootFiles: true, why: 'the composition builds the repositories; a repository never reaches back into it' },
  { folder: 'domain', rootFiles: true, why: 'pure code, below everything' },
];

/**
 * The layers inside every remote's `src/`, top first, the same way: the test helpers (`testing/`,
 * which render whole pages; no product code imports them), the standalone app, then the exposed
 * pages, which compose features; features never import each other; any other folder (components,
 * utils, config, hooks, lib, styles) is shared by the features, below them. Tests (`__tests__/`)
 * stand outside the layers, as the test helpers do, but a feature's tests import no other feature.
 */
export const REMOTE_LAYERS = [
  { layer: 'test helpers', folders: ['testing'] },
  { layer: 'standalone app', folders: ['app'] },
  { layer: 'exposed pages', folders: ['expose'] },
  { layer: 'features', folders: ['features'], apart: true },
  { layer: 'shared code', folders: [], others: true },
];

/**
 * The layers inside the shell's `src/`, top first, the same way: the test helpers (`testing/`), the
 * app (its routes and providers), the federation that loads a remote's page into it, then the
 * shared code (components, styles) below them. main.tsx, at the root, composes them.
 */
export const SHELL_LAYERS = [
  { layer: 'test helpers', folders: ['testing'] },
  { layer: 'app', folders: ['app'] },
  { layer: 'federation', folders: ['federation'] },
  { layer: 'shared code', folders: [], others: true },
];

const packageFolders = {
  libs: foldersIn(path.join(root, 'libs')),
  services: foldersIn(path.join(root, 'services')),
  remotes: foldersIn(path.join(root, 'remotes')),
  tools: foldersIn(path.join(root, 'tools')),
};

const packageNames = new Map();
function packageNameOf(folder) {
  if (!packageNames.has(folder)) {
    let name;
    try {
      name = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')).name;
    } catch {
      name = undefined;
    }
    packageNames.set(folder, name);
  }
  return packageNames.get(folder);
}

const groupOf = (name) => [name, `${name}/**`];

/** The row of WHO_MAY_IMPORT_WHOM that governs a package folder (`services/catalog` → `services/*`). */
export function importRowOf(folder) {
  const own = WHO_MAY_IMPORT_WHOM.find((row) => row.folder === folder);
  if (own) return own;
  const kind = folder.split('/')[0];
  return WHO_MAY_IMPORT_WHOM.find((row) => row.folder === `${kind}/*`) ?? { folder, libraries: [], why: 'no row of its own' };
}

const everyPackage = () => [
  ...packageFolders.libs.map((name) => `libs/${name}`),
  ...packageFolders.services.map((name) => `services/${name}`),
  ...packageFolders.remotes.map((name) => `remotes/${name}`),
  'shell',
  ...packageFolders.tools.map((name) => `tools/${name}`),
];

const serviceMessage = 'Services talk over Kafka topics, never by importing each other (only the gateway mounts them).';
const remoteMessage = 'Remotes never import each other; the shell loads them at runtime through module federation.';
const appMessage = 'Libraries and services never import the shell or a tool.';

/**
 * no-restricted-imports patterns for one package folder: the libraries of ours its row does not
 * allow (`libraries`) and the applications it may not import (`applications`).
 */
function restrictedPackagesFor(folder) {
  const row = importRowOf(folder);
  const allowedApps = new Set(
    (row.applications ?? []).flatMap((pattern) =>
      pattern.endsWith('/*') ? packageFolders[pattern.slice(0, -2)].map((name) => `${pattern.slice(0, -1)}${name}`) : [pattern],
    ),
  );
  const allowedLibs = new Set(row.libraries);
  const may = row.libraries.length > 0 ? row.libraries.join(', ') : 'no library of ours';
  const libraries = [];
  const applications = [];
  for (const other of everyPackage()) {
    const name = other === folder ? undefined : packageNameOf(other);
    if (!name) continue;
    const [kind, short] = other.split('/');
    if (kind === 'libs') {
      if (!allowedLibs.has(short)) {
        libraries.push({ group: groupOf(name), message: `${folder} may import ${may} (docs/engineering.md, "Import boundaries"): ${row.why}.` });
      }
    } else if (!allowedApps.has(other)) {
      const message = kind === 'services' ? serviceMessage : kind === 'remotes' ? remoteMessage : appMessage;
      applications.push({ group: groupOf(name), message });
    }
  }
  return { libraries, applications };
}

// The contracts build their schemas with src/zod.ts's zod, which turns the JIT off in browsers (the
// site's CSP refuses its eval probe); a schema on zod imported directly would probe again.
const contractsZod = { name: 'zod', allowTypeImports: true, message: "Build schemas with src/zod.ts's z (jitless in browsers)." };

function importBoundaryConfigs() {
  return everyPackage().flatMap((folder) => {
    const { libraries, applications } = restrictedPackagesFor(folder);
    const paths = folder === 'libs/contracts' ? [contractsZod] : undefined;
    return [
      {
        // Tests, benches and scripts: any library (their devDependencies), no application.
        files: [`${folder}/**/*.{ts,tsx,js,mjs}`],
        rules: { 'no-restricted-imports': ['error', { patterns: applications }] },
      },
      {
        files: [`${folder}/src/**/*.{ts,tsx,js,mjs}`],
        ignores: folder === 'libs/contracts' ? ['libs/contracts/src/zod.ts'] : [],
        rules: { 'no-restricted-imports': ['error', { patterns: [...libraries, ...applications], ...(paths ? { paths } : {}) }] },
      },
    ];
  });
}

/**
 * import-x/no-restricted-paths zones for one package's `src/` from its layer table: each folder may
 * not import a folder of a layer above its own, nor one of its own layer marked `apart`.
 */
function layerZones(base, layers, describe) {
  const folders = foldersIn(path.join(root, base));
  const named = new Set(layers.flatMap((layer) => layer.folders));
  const rankOf = (folder) => layers.findIndex((layer) => layer.folders.includes(folder) || (layer.others && !named.has(folder)));
  return folders.flatMap((folder) => {
    const rank = rankOf(folder);
    const layer = layers[rank];
    const forbidden = folders.filter((other) => {
      if (other === folder) return false;
      const otherRank = rankOf(other);
      return otherRank < rank || (otherRank === rank && layer.apart);
    });
    if (forbidden.length === 0) return [];
    const above = layer.apart ? `neither a layer above it nor the other ${layer.layer}` : 'no layer above it';
    return [
      {
        target: `./${base}/${folder}`,
        from: forbidden.map((other) => `./${base}/${other}`),
        message: `${describe}: ${folder}/ (${layer.layer}) imports ${above} (docs/engineering.md, "Import boundaries").`,
      },
    ];
  });
}

/** Zones for SERVICE_FOLDER_LIMITS in one service's `src/`, for the folders it has. */
function folderLimitZones(base) {
  const folders = new Set(foldersIn(path.join(root, base)));
  let rootFiles;
  try {
    rootFiles = readdirSync(path.join(root, base), { withFileTypes: true }).some((entry) => entry.isFile() && /\.(?:ts|js|mjs)$/.test(entry.name));
  } catch {
    rootFiles = false;
  }
  return SERVICE_FOLDER_LIMITS.filter((limit) => folders.has(limit.folder)).flatMap((limit) => {
    const zones = [];
    const from = (limit.folders ?? []).filter((other) => folders.has(other));
    if (from.length > 0) {
      zones.push({
        target: `./${base}/${limit.folder}`,
        from: from.map((other) => `./${base}/${other}`),
        message: `Inside a service, ${limit.folder}/ imports no ${from.map((other) => `${other}/`).join(' nor ')}: ${limit.why} (docs/engineering.md, "Import boundaries").`,
      });
    }
    if (limit.rootFiles && rootFiles) {
      zones.push({
        target: `./${base}/${limit.folder}`,
        from: `./${base}/*.{ts,js,mjs}`,
        message: `Inside a service, ${limit.folder}/ imports none of the files at the root of src/ (the composition: app.ts, context.ts, main.ts, config.ts …): ${limit.why} (docs/engineering.md, "Import boundaries").`,
      });
    }
    return zones;
  });
}

export const serviceLayerZones = () =>
  packageFolders.services.flatMap((service) => [
    ...layerZones(
      path.join('services', service, 'src'),
      SERVICE_LAYERS,
      'Inside a service, routes and workers → use-cases → repositories → domain',
    ),
    ...folderLimitZones(path.join('services', service, 'src')),
  ]);

// No feature imports another (bulletproof-react): each remotes/<remote>/src/features/<feature> may
// import from its own folder only among the features; shared code lives outside src/features.
const featureZones = () =>
  packageFolders.remotes.flatMap((remote) => {
    const features = path.join('remotes', remote, 'src', 'features');
    return foldersIn(path.join(root, features)).map((feature) => ({
      target: `./${features}/${feature}`,
      from: `./${features}`,
      except: [`./${feature}`],
      message: `Features never import each other: move what ${feature} needs out of src/features (docs/engineering.md, "Remotes").`,
    }));
  });

export const remoteLayerZones = () => [
  ...packageFolders.remotes.flatMap((remote) =>
    layerZones(
      path.join('remotes', remote, 'src'),
      REMOTE_LAYERS,
      'Inside a remote, app → expose → features → shared code',
    ),
  ),
  ...featureZones(),
];

export const shellLayerZones = () => layerZones('shell/src', SHELL_LAYERS, 'Inside the shell, app → federation → shared code');

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.infra/**',
      '**/.reports/**',
      '**/.turbo/**',
      '**/__mf__temp/**',
      '**/.__mf__temp/**',
      'deploy/local/ferretdb/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    // Resolves imports as Node and the bundlers do (package exports, explicit .ts extensions), for
    // no-cycle and no-restricted-paths.
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      'import-x/no-relative-packages': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
      'import-x/no-cycle': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    // Every package's vitest.config.ts and vite.config.ts reuse the root's shared settings on purpose.
    files: ['**/vitest.config.ts', '**/vite.config.ts'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
  ...importBoundaryConfigs(),
  {
    files: ['remotes/**/*.{ts,tsx,js,mjs}', 'shell/**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['services/*/src/**/*.{ts,js,mjs}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: serviceLayerZones() }] },
  },
  {
    files: ['remotes/*/src/**/*.{ts,tsx,js,mjs}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: featureZones() }] },
  },
  {
    files: ['remotes/*/src/**/*.{ts,tsx,js,mjs}'],
    ignores: ['remotes/*/src/**/__tests__/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: remoteLayerZones() }] },
  },
  {
    files: ['shell/src/**/*.{ts,tsx,js,mjs}'],
    ignores: ['shell/src/**/__tests__/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: shellLayerZones() }] },
  },
);
