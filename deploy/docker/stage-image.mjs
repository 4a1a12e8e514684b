// What each final image of deploy/docker/Dockerfile holds, assembled from a built checkout (after
// `npm ci && npm run build`) into a folder the image copies whole, so no source, devDependency, git
// history or local file reaches it. The rehearsal (tools/rehearsal) runs the same script and runs
// its processes from the same folder, so it runs what the image would.
//
//   node deploy/docker/stage-image.mjs app  <out>   every service: its package.json and the files it
//        lists (`files`: dist/ and its runtime data), the npm packages its bundle leaves out
//        (dist/externals.json, written by scripts/build-service.mjs) with their production
//        dependencies, and healthcheck.mjs
//   node deploy/docker/stage-image.mjs site <out> [<builds>]   the shell's build at /, each remote's
//        build at /remotes/<name>/ (the addresses in the shell's remotes.json); from shell/dist and
//        remotes/<name>/dist, or from <builds>/shell and <builds>/<name> (the rehearsal builds there);
//        then its pages completed as the Node servers complete them per request (remotes.json
//        inline, each page's remote preloaded: libs/service-kit bake-site-pages.ts, run with tsx)
//
// Plain Node: it runs in the image's build stage, after `npm ci` and the build.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '..', '..');
const [what, outArg, buildsArg] = process.argv.slice(2);
if (!['app', 'site'].includes(what ?? '') || !outArg) {
  console.error('usage: node deploy/docker/stage-image.mjs app|site <out>');
  process.exit(2);
}
const out = path.resolve(outArg);
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const copy = (from, to) => cpSync(from, to, { recursive: true, dereference: true });

/** Where Node would find `name` from `dir`: the nearest node_modules/<name> walking up to the repository. */
function resolvePackage(name, dir) {
  for (let at = dir; ; at = path.dirname(at)) {
    const candidate = path.join(at, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (at === repo || at === path.dirname(at)) throw new Error(`${name} is not installed (from ${dir}): run npm ci first`);
  }
}

function stageApp() {
  // Each package lands at the same place relative to the repository as npm installed it
  // (node_modules/<name>, or nested where two versions are needed), so Node resolves every
  // require of the staged tree exactly as it does in the checkout.
  const staged = new Set();
  const addPackage = (name, from, optional = false) => {
    let dir;
    try {
      dir = resolvePackage(name, from);
    } catch (error) {
      if (optional) return;
      throw error;
    }
    if (staged.has(dir)) return;
    staged.add(dir);
    const manifest = readJson(path.join(dir, 'package.json'));
    copy(dir, path.join(out, path.relative(repo, dir)));
    // Its production dependencies, and the peers it requires (swagger-ui-express requires express).
    const optionalPeers = new Set(Object.entries(manifest.peerDependenciesMeta ?? {}).filter(([, meta]) => meta?.optional).map(([peer]) => peer));
    for (const dependency of Object.keys(manifest.dependencies ?? {})) addPackage(dependency, dir);
    for (const dependency of Object.keys(manifest.optionalDependencies ?? {})) addPackage(dependency, dir, true);
    for (const peer of Object.keys(manifest.peerDependencies ?? {})) addPackage(peer, dir, optionalPeers.has(peer));
  };

  const services = readdirSync(path.join(repo, 'services')).sort();
  for (const service of services) {
    const dir = path.join(repo, 'services', service);
    const manifest = readJson(path.join(dir, 'package.json'));
    if (!existsSync(path.join(dir, 'dist', 'main.js'))) throw new Error(`services/${service}/dist/main.js is missing: run npm run build first`);
    const target = path.join(out, 'services', service);
    mkdirSync(target, { recursive: true });
    // The service's own manifest: "type": "module" for its ESM bundle, and the name the blog finds its posts by.
    writeFileSync(path.join(target, 'package.json'), `${JSON.stringify({ name: manifest.name, version: manifest.version, private: true, type: manifest.type }, null, 2)}\n`);
    for (const entry of manifest.files ?? ['dist']) copy(path.join(dir, entry), path.join(target, entry));
    // The build's own record of what it left out (piscina comes in through --engine-worker, not a flag).
    const externals = path.join(dir, 'dist', 'externals.json');
    if (!existsSync(externals)) throw new Error(`services/${service}/dist/externals.json is missing: rebuild with npm run build`);
    for (const external of readJson(externals)) addPackage(external, dir);
  }
  copy(path.join(repo, 'deploy', 'docker', 'healthcheck.mjs'), path.join(out, 'healthcheck.mjs'));
  writeFileSync(path.join(out, 'package.json'), `${JSON.stringify({ name: 'scoreline-app', private: true, type: 'module' }, null, 2)}\n`);
  console.log(`stage-image app: ${services.length} services and ${staged.size} npm packages (their bundles' externals and what those need) -> ${out}`);
}

function stageSite() {
  const builds = buildsArg ? path.resolve(buildsArg) : undefined;
  const shell = builds ? path.join(builds, 'shell') : path.join(repo, 'shell', 'dist');
  if (!existsSync(path.join(shell, 'index.html'))) throw new Error(`${shell}/index.html is missing: run npm run build first`);
  copy(shell, out);
  const remotes = readdirSync(path.join(repo, 'remotes')).sort();
  for (const remote of remotes) {
    const dist = builds ? path.join(builds, remote) : path.join(repo, 'remotes', remote, 'dist');
    if (!existsSync(path.join(dist, 'remoteEntry.js'))) throw new Error(`${dist}/remoteEntry.js is missing: run npm run build first`);
    copy(dist, path.join(out, 'remotes', remote));
  }
  const bake = spawnSync(process.execPath, ['--import', 'tsx', path.join(repo, 'libs', 'service-kit', 'src', 'bin', 'bake-site-pages.ts'), out], {
    cwd: repo,
    stdio: 'inherit',
  });
  if (bake.status !== 0) throw new Error(`completing the site's pages failed (exit ${bake.status ?? bake.signal})`);
  console.log(`stage-image site: the shell and ${remotes.length} remotes (${remotes.join(', ')}) -> ${out}`);
}

if (what === 'app') stageApp();
else stageSite();
