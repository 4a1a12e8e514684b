// A browser-test suite of the built site (shell/test/e2e, remotes/*/test/e2e) and the benches that
// load the same site: which remotes the pages load, where their builds go, and the real gateway
// (./real-gateway) serving those builds. A suite's global setup builds what is missing or stale,
// lays out SITE_ROOT as the gateway expects it (shell/dist, remotes/<name>/dist) and hands the
// gateway's address, or the reason it could not start, to the test files (useRealGateway()).
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';
import { ensureBuilt, type AppBuild } from './build.ts';
import { browserSuiteMode, startRealGateway, type RealGateway, type StartRealGatewayOptions } from './real-gateway.ts';
import { REPO_ROOT } from './repo-root.ts';

export { REPO_ROOT };
export const SHELL_DIR = path.join(REPO_ROOT, 'shell');
export const remoteDir = (name: string): string => path.join(REPO_ROOT, 'remotes', name);
/** Git-ignored: the screenshots of the built site, to be looked at. */
export const SCREENSHOTS_DIR = path.join(REPO_ROOT, 'screenshots');
/** The shipped openfootball files as the catalog's provider (OPENFOOTBALL_BASE_URL): no network here. */
export const OPENFOOTBALL_SNAPSHOT_URL = pathToFileURL(
  path.join(REPO_ROOT, 'services', 'catalog', 'data', 'openfootball'),
).href;
/**
 * The shared EPL data (EPL_DATA_DIR, else ../shared/data/epl beside the repository): its season CSVs
 * are the catalog's closing-odds source (CATALOG_ODDS_DIR), so accuracy has a market figure.
 */
export const EPL_DATA_DIR = process.env.EPL_DATA_DIR?.trim()
  ? path.resolve(process.env.EPL_DATA_DIR)
  : path.resolve(REPO_ROOT, '..', 'shared', 'data', 'epl');

/**
 * The product's clock in every browser suite (CLOCK_PIN, running on from there): 27 November 2026
 * at noon, against the shipped snapshot (results up to Matchday 4): gameweek 12, on the 28th, is on
 * sale and the results are stale. Pinned so that what the pages show never depends on the day the
 * tests run.
 */
export const BROWSER_SUITE_CLOCK_PIN = '2026-11-27T12:00:00Z';

export interface BrowserSuite {
  /** Names the suite's folder outside the repository: <tmpdir>/scoreline-<name>-e2e. */
  readonly name: string;
  /** The remotes its pages load, built before the shell. */
  readonly remotes: readonly string[];
  /**
   * 'suite' (the default): every app is built into the suite's folder, so a suite never races
   * another team's own dist; 'own': into the apps' own dist folders, served from the repository.
   */
  readonly builds?: 'suite' | 'own';
}

/** Everything the suite writes outside the repository. */
export const suiteWorkDir = (suite: BrowserSuite): string => path.join(tmpdir(), `scoreline-${suite.name}-e2e`);

const appDir = (app: string): string => (app === 'shell' ? SHELL_DIR : remoteDir(app));

/** Where the suite's build of an app ('shell' or a remote's name) is. */
export function suiteDist(suite: BrowserSuite, app: string): string {
  return suite.builds === 'own' ? path.join(appDir(app), 'dist') : path.join(suiteWorkDir(suite), `${app}-dist`);
}

/** The suite's apps as ensureBuilt takes them: its remotes, then the shell. */
export function suiteBuilds(suite: BrowserSuite): AppBuild[] {
  return [...suite.remotes, 'shell'].map((app) =>
    suite.builds === 'own' ? { appDir: appDir(app) } : { appDir: appDir(app), outDir: suiteDist(suite, app) },
  );
}

export interface SuiteSiteOptions {
  readonly waitFor: StartRealGatewayOptions['waitFor'];
  /** Settings for the gateway beside its instance's own (the catalog's provider, odds and so on). */
  readonly env?: Readonly<Record<string, string>>;
  /** Readies the run's own folder (the blog's posts), returning more settings for the gateway. */
  readonly prepare?: (run: string) => Promise<Readonly<Record<string, string>>>;
}

/**
 * Builds what is missing or stale and starts the real gateway serving the suite's builds; stopping it
 * also removes the run's folder. Resolves whether or not the gateway started (see info.ok).
 */
export async function startSuiteSite(suite: BrowserSuite, options: SuiteSiteOptions): Promise<RealGateway> {
  await ensureBuilt(suiteBuilds(suite));
  const workDir = suiteWorkDir(suite);
  await mkdir(workDir, { recursive: true });
  const run = await mkdtemp(path.join(workDir, 'run-'));
  let siteRoot = REPO_ROOT;
  if (suite.builds !== 'own') {
    // SITE_ROOT as the gateway expects it, pointing at the suite's builds.
    siteRoot = path.join(run, 'site');
    const served: [app: string, folder: string][] = [
      ['shell', path.join(siteRoot, 'shell', 'dist')],
      ...suite.remotes.map((name): [string, string] => [name, path.join(siteRoot, 'remotes', name, 'dist')]),
    ];
    for (const [app, folder] of served) {
      await mkdir(path.dirname(folder), { recursive: true });
      await symlink(suiteDist(suite, app), folder, 'dir');
    }
  }
  const prepared = options.prepare ? await options.prepare(run) : {};
  const gateway = await startRealGateway({
    siteRoot,
    logFile: path.join(run, 'gateway.log'),
    waitFor: options.waitFor,
    env: { CLOCK_PIN: BROWSER_SUITE_CLOCK_PIN, ...options.env, ...prepared },
    mode: browserSuiteMode(),
  });
  return {
    info: gateway.info,
    async stop() {
      await gateway.stop();
      // Kept on request for a post-mortem (docs/engineering.md, "Testing").
      if (process.env.SCORELINE_E2E_KEEP_RUN !== '1') await rm(run, { recursive: true, force: true });
    },
  };
}

/** A suite's Vitest global setup (the default export of its test/e2e/global-setup.ts). */
export function suiteGlobalSetup(
  suite: BrowserSuite,
  options: SuiteSiteOptions,
): (project: TestProject) => Promise<() => Promise<void>> {
  return async (project) => {
    const gateway = await startSuiteSite(suite, options);
    project.provide('realGateway', gateway.info);
    return () => gateway.stop();
  };
}
