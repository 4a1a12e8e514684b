// The distributed mode on one machine (docs/product.md, Architecture: "Modes"): every service and
// worker as its own Node process from its build (services/<s>/dist/main.js, worker.js), the gateway
// proxying by path prefix (SERVICE_URLS), the shell and each remote on an origin of its own with a
// remotes.json pointing at them. `npm run start:distributed` (src/cli.ts) runs one; the tests and
// browser suites run theirs as instances of their own (EVENTS_NAMESPACE, *_DB_NAME in `env`).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, type HttpServiceName, type RemoteName } from '@scoreline/contracts';
import { BLOG_PATH_PREFIXES } from '@scoreline/service-blog';
import { CATALOG_PATH_PREFIXES } from '@scoreline/service-catalog';
import { EXPERIMENT_PATH_PREFIXES } from '@scoreline/service-experiment';
import { PAYMENT_PATH_PREFIXES } from '@scoreline/service-payment';
import { PREDICTION_PATH_PREFIXES } from '@scoreline/service-prediction';
import { processPlan, type PlanOptions, type StackPorts } from './layout.ts';
import { ManagedProcess } from './managed-process.ts';
import { listen, remoteOriginApp, shellOriginApp, type Listening } from './web-origins.ts';

/** Each service's paths as its app.ts declares them: the gateway routes every one to it. */
export const SERVICE_PATH_PREFIXES: Readonly<Record<Exclude<HttpServiceName, 'gateway'>, readonly string[]>> =
  {
    catalog: CATALOG_PATH_PREFIXES,
    prediction: PREDICTION_PATH_PREFIXES,
    payment: PAYMENT_PATH_PREFIXES,
    experiment: EXPERIMENT_PATH_PREFIXES,
    blog: BLOG_PATH_PREFIXES,
  };

/** SERVICE_URLS for the gateway: every prefix of every service to that service's address. */
export function serviceUrls(ports: StackPorts, host = '127.0.0.1'): string {
  return Object.entries(SERVICE_PATH_PREFIXES)
    .flatMap(([service, prefixes]) =>
      prefixes.map((prefix) => `${prefix}=http://${host}:${ports.services[service as HttpServiceName]}`),
    )
    .join(',');
}

export interface DistributedStackOptions extends PlanOptions {
  readonly repoRoot: string;
  readonly ports: StackPorts;
  /** Logs, remotes.json and the remotes' publish folders go here. */
  readonly runDir: string;
  /** Settings every process gets (infrastructure addresses, instance settings, LOG_LEVEL …) beside the stack's own. */
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly shellDist: string;
  /** The remotes to serve and their builds (each built with its default base, /remotes/<name>/). */
  readonly remoteDists: Partial<Record<RemoteName, string>>;
  /** Aborted (Ctrl-C while starting): the start stops what it started and rejects. */
  readonly signal?: AbortSignal;
  /** Address the processes listen on (default 127.0.0.1); pages use `localhost`. */
  readonly host?: string;
}

export interface DistributedStack {
  readonly urls: {
    readonly gateway: string;
    readonly shell: string;
    readonly remotes: Readonly<Partial<Record<RemoteName, string>>>;
  };
  /** Every service and worker process by name (catalog, catalog-worker, prediction-worker-2, gateway …). */
  readonly processes: ReadonlyMap<string, ManagedProcess>;
  process(name: string): ManagedProcess;
  /** Where a new version of a remote is published: <publishDir>/<version>/ is served at /remotes/<name>/<version>/. */
  publishDir(remote: RemoteName): string;
  /** Rewrites remotes.json (the shell reads it on every load): remote name → remoteEntry.js address. */
  writeRemotes(entries: Readonly<Partial<Record<RemoteName, string>>>): Promise<void>;
  /** The remotes.json entries as the stack started them. */
  readonly initialRemotes: Readonly<Partial<Record<RemoteName, string>>>;
  /** Gateway first, then workers, services and the origins: nothing left listening. */
  stop(): Promise<void>;
}

export async function startDistributedStack(options: DistributedStackOptions): Promise<DistributedStack> {
  const { repoRoot, ports, runDir, shellDist, remoteDists } = options;
  const host = options.host ?? '127.0.0.1';
  const logs = path.join(runDir, 'logs');
  await mkdir(logs, { recursive: true });
  const remotesJson = path.join(runDir, 'remotes.json');
  const origin = (port: number) => `http://localhost:${port}`;
  const gatewayUrl = origin(ports.services.gateway);
  const shellUrl = origin(ports.web.shell);
  const remotes = REMOTE_NAMES.filter((name) => remoteDists[name] !== undefined);
  const initialRemotes = Object.fromEntries(
    remotes.map((name) => [name, `${origin(ports.web[name])}/remotes/${name}/remoteEntry.js`]),
  ) as Partial<Record<RemoteName, string>>;
  const writeRemotes = (entries: Readonly<Partial<Record<RemoteName, string>>>) =>
    writeFile(remotesJson, `${JSON.stringify(entries, null, 2)}\n`);
  await writeRemotes(initialRemotes);

  const shared: NodeJS.ProcessEnv = {
    ...options.env,
    HOST: host,
    // The pages' origins: CORS at the gateway, and where a checkout may return to.
    PUBLIC_ORIGINS: [
      shellUrl,
      `http://127.0.0.1:${ports.web.shell}`,
      gatewayUrl,
      `http://127.0.0.1:${ports.services.gateway}`,
    ].join(','),
  };
  delete shared.SITE_ROOT;
  delete shared.SERVICE_URLS;
  // A pinned clock (CLOCK_PIN) anchored once for the whole stack: each process pinning at its own
  // start would put their clocks seconds apart, and they compare instants they wrote to one another's
  // (a season queued by the catalog's API joins the refresh run the catalog's worker just completed).
  if (shared.CLOCK_PIN && !shared.CLOCK_PIN_FROM) shared.CLOCK_PIN_FROM = new Date().toISOString();
  const processes = new Map<string, ManagedProcess>();
  for (const step of processPlan(options)) {
    const http = step.entry === 'main';
    const env: NodeJS.ProcessEnv = { ...shared, ...step.env };
    if (http) {
      env.PORT = String(ports.services[step.service]);
      env.OPERATOR_PORT = String(ports.operator[step.service]);
    }
    if (step.service === 'gateway') env.SERVICE_URLS = serviceUrls(ports, host);
    processes.set(
      step.name,
      new ManagedProcess({
        name: step.name,
        script: path.join(repoRoot, 'services', step.service, 'dist', `${step.entry}.js`),
        env,
        cwd: repoRoot,
        logFile: path.join(logs, `${step.name}.log`),
        ready: http
          ? { health: `http://127.0.0.1:${ports.services[step.service]}/health` }
          : { line: /: started$/ },
      }),
    );
  }

  const origins: Listening[] = [];
  const all = [...processes.values()];
  const stop = async () => {
    // The gateway first (no new requests), then the workers, then the services, then the origins.
    await processes.get('gateway')?.stop();
    await Promise.all(all.filter((p) => p.name.includes('-worker')).map((p) => p.stop()));
    await Promise.all(all.map((p) => p.stop()));
    await Promise.all(origins.map((o) => o.close()));
  };
  try {
    origins.push(
      await listen(
        shellOriginApp({
          dist: shellDist,
          remotesJson,
          apiBase: gatewayUrl,
          remoteOrigins: Object.fromEntries(remotes.map((name) => [name, origin(ports.web[name])])),
        }),
        ports.web.shell,
        host,
        'localhost',
      ),
    );
    for (const name of remotes) {
      const publishDir = path.join(runDir, 'publish', name);
      await mkdir(publishDir, { recursive: true });
      origins.push(
        await listen(
          remoteOriginApp(name, remoteDists[name]!, publishDir),
          ports.web[name],
          host,
          'localhost',
        ),
      );
    }
    // Services together, then their workers, then the gateway in front of them (two cores: a
    // dozen processes starting at once only queue behind each other, so no more parallelism).
    const services = all.filter((p) => !p.name.includes('-worker') && p.name !== 'gateway');
    await Promise.all(services.map((p) => p.start(options.signal)));
    await Promise.all(all.filter((p) => p.name.includes('-worker')).map((p) => p.start(options.signal)));
    await processes.get('gateway')!.start(options.signal);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    urls: {
      gateway: gatewayUrl,
      shell: shellUrl,
      remotes: Object.fromEntries(remotes.map((name) => [name, origin(ports.web[name])])),
    },
    processes,
    process(name) {
      const found = processes.get(name);
      if (!found) throw new Error(`no process ${name} in the stack (${[...processes.keys()].join(', ')})`);
      return found;
    },
    publishDir: (remote) => path.join(runDir, 'publish', remote),
    writeRemotes,
    initialRemotes,
    stop,
  };
}
