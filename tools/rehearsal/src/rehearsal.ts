// A rehearsal: the compose file's hosts started on their own network in depends_on order (every
// host whose dependencies are met at once), each waited for by its own healthcheck, and the means
// to lose one, cut one off, and restart them as an orchestrator would; stop() leaves nothing.
import { execFile } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import { REMOTE_NAMES } from '@scoreline/contracts';
import { ensureBuilt, ensureServicesBuilt } from '@scoreline/test-support/build';
import { type HostRunner, runnerFor, storePostgresDir } from './images.ts';
import { cleanStaleRuns, type Host, RehearsalNetwork } from './network.ts';
import { USERS } from './processes.ts';
import { type HostSpec, type Plan, planRehearsal, REPO } from './plan.ts';

/** The last lines a host printed, for a failure that names it. */
function tailOf(log: string, lines = 30): string {
  if (!existsSync(log)) return `(no log at ${log})`;
  return readFileSync(log, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

const execFileAsync = promisify(execFile);

export interface RehearsalOptions {
  /** Where progress lines go (the CLI prints them; a test keeps them quiet). */
  readonly log: (line: string) => void;
  /** How long one host may take to become healthy. */
  readonly healthTimeoutMs?: number;
  /** Leave a run that failed to start as it is, to look at (the next run cleans it up). */
  readonly keepFailedStart?: boolean;
}

export interface RunningHost {
  readonly spec: HostSpec;
  readonly host: Host;
  readonly runner: HostRunner;
  /** From its start to its first passing healthcheck, the last time it started. */
  healthMs: number;
}

export interface Rehearsal {
  readonly network: RehearsalNetwork;
  readonly plan: Plan;
  readonly hosts: ReadonlyMap<string, RunningHost>;
  /** The site's address: the ingress (compose's published port, reached at its host). */
  readonly ingress: string;
  /** The store (the `mongo` host) as the rehearsal reaches it for its counts. */
  readonly storeUri: string;
  /** Starts a host that is down (a lost one coming back) and waits until healthy. */
  start(name: string): Promise<RunningHost>;
  /** Waits until the host's healthcheck passes. */
  waitHealthy(name: string): Promise<number>;
  /**
   * Replaces a host by a new one of the same service (`<name>-r<n>`) as a rolling update does:
   * the new one started and healthy, the service's name moved to it, then the old one stopped with
   * SIGTERM. Resolves with the old process's exit code and the new host.
   */
  replace(name: string, graceMs: number): Promise<{ exitCode: number | null; next: RunningHost }>;
  /** Stops everything the rehearsal started and removes its network and files. */
  stop(): Promise<void>;
}

/** Copies of the files the hosts run from the checkout, where the images' users can read them. */
function copyTools(dir: string): string {
  const tools = path.join(dir, 'tools');
  cpSync(path.join(REPO, 'deploy', 'local', 'health.mjs'), path.join(tools, 'health.mjs'));
  cpSync(path.join(REPO, 'deploy', 'docker', 'site'), path.join(tools, 'site'), { recursive: true });
  cpSync(path.join(REPO, 'tools', 'rehearsal', 'provider', 'serve.mjs'), path.join(tools, 'serve.mjs'));
  cpSync(path.join(REPO, 'services', 'catalog', 'data', 'openfootball'), path.join(tools, 'openfootball'), { recursive: true });
  return tools;
}

/** Whether `user` can run the program (node may live in a home folder only root can enter). */
async function runsAs(user: 'nobody' | 'www-data', argv: readonly string[]): Promise<boolean> {
  const owner = USERS[user];
  try {
    await execFileAsync('/usr/bin/setpriv', [`--reuid=${owner.uid}`, `--regid=${owner.gid}`, '--clear-groups', '--', ...argv], { cwd: '/', timeout: 30_000 });
    return true;
  } catch {
    return false;
  }
}

async function buildImages(dir: string, log: (line: string) => void): Promise<{ appDir: string; siteDir: string }> {
  const started = Date.now();
  // The builds the images would hold, made when missing or stale, then staged as the Dockerfile stages them.
  await ensureServicesBuilt();
  // Kept between runs (rebuilt when stale): outside the runs' folder, which a clean-up empties.
  const builds = path.join(tmpdir(), 'scoreline-rehearsal-builds');
  await ensureBuilt([{ appDir: path.join(REPO, 'shell'), outDir: path.join(builds, 'shell') }, ...REMOTE_NAMES.map((name) => ({ appDir: path.join(REPO, 'remotes', name), outDir: path.join(builds, name) }))]);
  const appDir = path.join(dir, 'image-app');
  const siteDir = path.join(dir, 'image-site');
  const stage = path.join(REPO, 'deploy', 'docker', 'stage-image.mjs');
  await execFileAsync(process.execPath, [stage, 'app', appDir], { cwd: REPO });
  await execFileAsync(process.execPath, [stage, 'site', siteDir, builds], { cwd: REPO });
  log(`images staged by deploy/docker/stage-image.mjs in ${((Date.now() - started) / 1000).toFixed(1)} s (app: services/*/dist and their files; site: the shell and ${REMOTE_NAMES.length} remotes)`);
  return { appDir, siteDir };
}

export async function startRehearsal(options: RehearsalOptions): Promise<Rehearsal> {
  const { log } = options;
  const healthTimeoutMs = options.healthTimeoutMs ?? 300_000;
  const stale = await cleanStaleRuns();
  if (stale.length > 0) log(`cleaned up after earlier runs that did not finish: ${stale.join(', ')}`);
  const network = await RehearsalNetwork.create();
  const hosts = new Map<string, RunningHost>();
  try {
    log(`run ${network.run}: bridge ${network.bridge}, hosts on ${network.subnet}, files in ${network.dir}`);
    const plan = await planRehearsal(network.dir);
    const images = await buildImages(network.dir, log);
    chmodSync(network.dir, 0o755);
    const toolsDir = copyTools(network.dir);
    const appUser = (await runsAs('nobody', [process.execPath, '-e', '0'])) ? ('nobody' as const) : ('root' as const);
    const siteUser = (await runsAs('www-data', ['/usr/sbin/nginx', '-v'])) ? ('www-data' as const) : ('root' as const);
    if (appUser === 'root') log(`note: ${process.execPath} cannot be run by nobody here: the app images' processes run as root`);
    const context = {
      runDir: network.dir,
      toolsDir,
      appUser,
      siteUser,
      ...images,
      cacheDir: process.env.SCORELINE_INFRA_CACHE ?? path.join(process.env.XDG_CACHE_HOME ?? path.join(process.env.HOME ?? '/root', '.cache'), 'scoreline'),
    };
    mkdirSync(path.join(network.dir, 'logs'), { recursive: true });

    // Every host on the network first: names resolve for everyone from the first start.
    for (const spec of plan.hosts) {
      const host = await network.addHost(spec.name, spec.service.name);
      const runner = runnerFor(host, spec.service, context);
      if (spec.service.image?.startsWith('mongo:')) network.remember(storePostgresDir(path.join(network.dir, 'volumes', (spec.service.volumes[0] ?? 'store').split(':')[0] ?? 'store', 'infra')));
      hosts.set(spec.name, { spec, host, runner, healthMs: 0 });
      log(`host ${spec.name.padEnd(34)} ${host.address.padEnd(13)} ${runner.describe}`);
    }

    const waitHealthy = async (name: string): Promise<number> => {
      const running = hosts.get(name);
      if (!running) throw new Error(`no host ${name}`);
      const began = Date.now();
      let last = '';
      while (Date.now() - began < healthTimeoutMs) {
        const result = await running.runner.probe();
        if (result.code === 0) return Date.now() - began;
        last = result.output;
        // A process that has exited will not become healthy: say so now, with what it printed,
        // rather than after the whole health timeout.
        if (running.runner.died) throw new Error(`${name} exited before it was healthy; the end of its log:\n${tailOf(path.join(network.dir, 'logs', `${name}.log`))}`);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      throw new Error(`${name} not healthy within ${healthTimeoutMs / 1000} s: ${last} (log: ${path.join(network.dir, 'logs', `${name}.log`)})`);
    };

    const startOne = async (name: string): Promise<RunningHost> => {
      const running = hosts.get(name);
      if (!running) throw new Error(`no host ${name}`);
      const began = Date.now();
      await running.runner.start();
      await waitHealthy(name);
      running.healthMs = Date.now() - began;
      return running;
    };

    // depends_on: a host starts once every service it depends on has a started (or healthy) host.
    const startedAt = Date.now();
    const healthy = new Set<string>();
    const byService = (service: string) => plan.hosts.filter((h) => h.service.name === service).map((h) => h.name);
    const pending = new Set(plan.hosts.map((h) => h.name));
    const inFlight = new Map<string, Promise<void>>();
    while (pending.size > 0 || inFlight.size > 0) {
      for (const name of [...pending]) {
        const spec = hosts.get(name)!.spec;
        const ready = Object.keys(spec.service.dependsOn).every((dep) => byService(dep).every((h) => healthy.has(h)));
        if (!ready) continue;
        pending.delete(name);
        inFlight.set(
          name,
          startOne(name).then((running) => {
            healthy.add(name);
            inFlight.delete(name);
            log(`  ${name.padEnd(34)} healthy in ${(running.healthMs / 1000).toFixed(1)} s`);
          }),
        );
      }
      if (inFlight.size === 0 && pending.size > 0) throw new Error(`nothing can start: ${[...pending].join(', ')} wait for hosts that never became healthy`);
      await Promise.race(inFlight.values());
    }
    log(`all ${hosts.size} hosts healthy ${((Date.now() - startedAt) / 1000).toFixed(1)} s after the first started`);

    const siteHost = [...hosts.values()].find((h) => h.spec.service.image?.startsWith('scoreline-site:'));
    const storeHost = [...hosts.values()].find((h) => h.spec.service.image?.startsWith('mongo:'));
    if (!siteHost || !storeHost) throw new Error('the compose file has no site or no store');
    let replacements = 0;

    return {
      network,
      plan,
      hosts,
      ingress: `http://${siteHost.host.address}:${siteHost.spec.service.environment.PORT ?? '3000'}`,
      storeUri: `mongodb://${storeHost.host.address}:27017`,
      start: startOne,
      waitHealthy,
      async replace(name, graceMs) {
        const old = hosts.get(name);
        if (!old) throw new Error(`no host ${name}`);
        replacements += 1;
        const service = old.spec.service.name;
        const nextName = `${service}-r${replacements}`;
        // Not the service's address yet: the new host answers to its own name until it is ready.
        const host = await network.addHost(nextName, service, false);
        const next: RunningHost = { spec: { ...old.spec, name: nextName }, host, runner: runnerFor(host, old.spec.service, context), healthMs: 0 };
        hosts.set(nextName, next);
        await startOne(nextName);
        // Ready: the service's name moves to it (as a Service's endpoints do), then the old one stops.
        network.setService(service, [...hosts.values()].filter((h) => h.spec.service.name === service && h.spec.name !== name).map((h) => h.spec.name));
        const exitCode = await old.runner.stop(graceMs);
        await network.removeHost(name);
        hosts.delete(name);
        return { exitCode, next };
      },
      async stop() {
        await stopAll(hosts, network, log);
      },
    };
  } catch (error) {
    if (options.keepFailedStart) {
      log(`left as it is for a look (the next run cleans it up): ${network.dir}, namespaces sl-${network.run}-*`);
      throw error;
    }
    keepLogs(network, log);
    await stopAll(hosts, network, log).catch((stopError: unknown) => log(`stopping after a failed start: ${String(stopError)}`));
    throw error;
  }
}

/** Copies the hosts' logs out of the run's folder (which stopping removes), for a run that failed. */
export function keepLogs(network: RehearsalNetwork, log: (line: string) => void): string {
  const kept = path.join(tmpdir(), 'scoreline-rehearsal-logs', network.run);
  cpSync(path.join(network.dir, 'logs'), kept, { recursive: true });
  log(`the hosts' logs: ${kept}`);
  return kept;
}

/** Every host stopped (the store gracefully, the rest killed: their data is the run's, removed next), then the network. */
async function stopAll(hosts: Map<string, RunningHost>, network: RehearsalNetwork, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  await Promise.all(
    [...hosts.values()].map(async (running) => {
      if (running.spec.service.image?.startsWith('mongo:')) await running.runner.stop(30_000).catch(() => undefined);
      await running.runner.kill();
    }),
  );
  await network.destroy();
  log(`stopped: every host, namespace, the bridge and the run's files removed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

