// How each image of the compose file runs on a host without Docker, its process started the way the
// image starts it:
//   scoreline-app     the Dockerfile's command on deploy/docker/stage-image.mjs's `app` folder (the
//                     image's /app), as a non-root user, with the image's ENV and the service's
//   scoreline-site    the image's own start.sh (deploy/docker/site) on the staged `site` folder, with
//                     Debian's nginx, as www-data
//   apache/kafka      the same Kafka release from deploy/local's cache: the image's KAFKA_* variables
//                     turned into server.properties as the image's start script does, storage
//                     formatted with CLUSTER_ID, data in the service's volume
//   mongo             FerretDB on PostgreSQL (deploy/local/infra.sh on the host's address): the
//                     MongoDB protocol the services use, as in every test
//   stripe/stripe-mock  the same release from deploy/local's cache, with the service's command
//   scoreline-rehearsal/openfootball  compose.rehearsal.yml's stand-in for the internet's files
// A healthcheck that runs a program the image has and the machine does not (kafka-topics.sh,
// mongosh) becomes the same question asked with deploy/local/health.mjs.
import { createHash } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ComposeService, imageEnvironment } from '@scoreline/deploy-check';
import type { Host } from './network.ts';
import { CONTAINER_PATH, execOnHost, type ExecResult, type HostProcess, type RunAs, startOnHost, USERS } from './processes.ts';
import { DOCKERFILE, REPO } from './plan.ts';
import { killNamespace } from './network.ts';

export interface ImageContext {
  readonly runDir: string;
  /**
   * Copies of the repository's files the hosts run (health.mjs, the site's nginx files, the
   * stand-in's server and data), readable by the images' users wherever the checkout lives.
   */
  readonly toolsDir: string;
  /** The user app and site processes run as: the images' non-root users, or root where they could not read node. */
  readonly appUser: RunAs;
  readonly siteUser: RunAs;
  /** deploy/docker/stage-image.mjs app: the app image's /app. */
  readonly appDir: string;
  /** deploy/docker/stage-image.mjs site: the site image's /usr/share/scoreline/site. */
  readonly siteDir: string;
  /** deploy/local's cache of Kafka, FerretDB and stripe-mock. */
  readonly cacheDir: string;
}

export interface HostRunner {
  /** What runs, for the report. */
  readonly describe: string;
  /** Starts the host's processes (does not wait for health). */
  start(): Promise<void>;
  /** One run of the service's healthcheck (or, with none, whether its process runs and listens). */
  probe(): Promise<ExecResult>;
  /** SIGTERM (or `signal`) to the host's main process; resolves with its exit code once it has exited, SIGKILL after `graceMs`. */
  stop(graceMs: number, signal?: NodeJS.Signals): Promise<number | null>;
  /** SIGKILL to every process of the host: the host is lost. */
  kill(): Promise<void>;
  /** The main process while it runs. */
  readonly process: HostProcess | undefined;
  /** Whether the main process was started and has exited since (a crash at start, or a stop). */
  readonly died: boolean;
}

/** How long one run of a healthcheck may take before it counts as failed. */
export const HEALTHCHECK_BOUND_MS = 60_000;

const logOf = (context: ImageContext, host: Host) => path.join(context.runDir, 'logs', `${host.name}.log`);

/** A volume's folder for the run, owned by the user the image runs as. */
function volumeDir(context: ImageContext, name: string, user: RunAs): string {
  const dir = path.join(context.runDir, 'volumes', name);
  mkdirSync(dir, { recursive: true });
  const owner = USERS[user];
  if (owner) chownSync(dir, owner.uid, owner.gid);
  return dir;
}

/** Where a container path lands: under the folder of the volume mounted there. */
function mapVolumePath(context: ImageContext, service: ComposeService, containerPath: string, user: RunAs): string {
  for (const mount of service.volumes) {
    const [source = '', target = ''] = mount.split(':');
    if (containerPath === target || containerPath.startsWith(`${target}/`)) return path.join(volumeDir(context, source, user), containerPath.slice(target.length));
  }
  throw new Error(`${service.name}: ${containerPath} is on no volume of the service (its data would be lost with the container)`);
}

/** The environment a container starts with: the image's, the service's, a PATH and its hostname. */
function containerEnv(image: Record<string, string>, service: ComposeService, host: Host): Record<string, string> {
  return { PATH: CONTAINER_PATH, HOSTNAME: host.name, ...image, ...service.environment };
}

/** A runner of one long-running process. */
function processRunner(host: Host, describe: string, begin: () => HostProcess, probe: () => Promise<ExecResult>, before?: () => Promise<void>): HostRunner {
  let current: HostProcess | undefined;
  return {
    describe,
    get process() {
      return current?.running() ? current : undefined;
    },
    get died() {
      return current !== undefined && !current.running();
    },
    async start() {
      await before?.();
      current = begin();
    },
    probe,
    async stop(graceMs, signal = 'SIGTERM') {
      const running = current;
      if (!running?.running()) return null;
      running.signal(signal);
      const timer = setTimeout(() => running.signal('SIGKILL'), graceMs);
      const { code } = await running.exited;
      clearTimeout(timer);
      await killNamespace(host.namespace, 'SIGKILL', 1000);
      return code;
    },
    async kill() {
      await killNamespace(host.namespace, 'SIGKILL', 1000);
      if (current) await current.exited;
    },
  };
}

/** Probes with a program of the machine (deploy/local/health.mjs) what the image's healthcheck asks. */
const healthProbe = (context: ImageContext, host: Host, kind: 'kafka' | 'mongo' | 'stripe', address: string) => () =>
  execOnHost(host, [process.execPath, path.join(context.toolsDir, 'health.mjs'), kind, address], { env: { PATH: CONTAINER_PATH }, cwd: '/', user: context.appUser, timeoutMs: HEALTHCHECK_BOUND_MS });

/** Whether something accepts connections on the host's port (for services without a healthcheck). */
const listening = (host: Host, port: number) => () =>
  execOnHost(host, ['/bin/bash', '-c', `exec 3<>/dev/tcp/127.0.0.1/${port}`], { env: { PATH: CONTAINER_PATH }, cwd: '/', user: 'root', timeoutMs: HEALTHCHECK_BOUND_MS });

/** The service's own healthcheck command, run on the host as the container would run it. */
function composeHealthcheck(host: Host, service: ComposeService, options: { env: Record<string, string>; cwd: string; user: RunAs }) {
  const test = service.healthcheck?.test;
  const argv = Array.isArray(test) ? (test[0] === 'CMD-SHELL' ? ['/bin/sh', '-c', test.slice(1).join(' ')] : test[0] === 'CMD' ? test.slice(1) : [...test]) : ['/bin/sh', '-c', String(test)];
  // The service's `timeout` is for Docker on a machine of its own; on a shared one the command gets a minute.
  return () => execOnHost(host, argv, { ...options, timeoutMs: HEALTHCHECK_BOUND_MS });
}

function appRunner(host: Host, service: ComposeService, context: ImageContext): HostRunner {
  const env = containerEnv(imageEnvironment(DOCKERFILE, 'app'), service, host);
  const argv = service.command ?? ['node', 'services/gateway/dist/main.js'];
  const run = { env, cwd: context.appDir, user: context.appUser };
  return processRunner(
    host,
    `${argv.join(' ')} in the app image's /app (${path.basename(context.appDir)}), as ${context.appUser}`,
    () => startOnHost(host, argv, { ...run, log: logOf(context, host) }),
    composeHealthcheck(host, service, run),
  );
}

function siteRunner(host: Host, service: ComposeService, context: ImageContext): HostRunner {
  const runDir = path.join(context.runDir, 'hosts', host.name, 'nginx');
  const env = { ...containerEnv(imageEnvironment(DOCKERFILE, 'site'), service, host), SITE_ROOT: context.siteDir, SITE_RUN_DIR: runDir };
  const run = { env, cwd: '/', user: context.siteUser };
  return processRunner(
    host,
    `the site image's start.sh (site.conf.template rendered), Debian's nginx, as ${context.siteUser}`,
    () => startOnHost(host, ['/bin/sh', path.join(context.toolsDir, 'site', 'start.sh')], { ...run, log: logOf(context, host) }),
    composeHealthcheck(host, service, run),
    async () => {
      mkdirSync(runDir, { recursive: true });
      const owner = USERS[context.siteUser];
      if (owner) chownSync(runDir, owner.uid, owner.gid);
    },
  );
}

/** The image's variables that are not server.properties (apache/kafka's docker/configure leaves these out). */
const KAFKA_NOT_PROPERTIES = new Set(['KAFKA_VERSION', 'KAFKA_HEAP_OPTS', 'KAFKA_LOG4J_OPTS', 'KAFKA_OPTS', 'KAFKA_JMX_OPTS', 'KAFKA_JVM_PERFORMANCE_OPTS', 'KAFKA_GC_LOG_OPTS', 'KAFKA_LOG4J_ROOT_LOGLEVEL', 'KAFKA_LOG4J_LOGGERS', 'KAFKA_TOOLS_LOG4J_LOGLEVEL', 'KAFKA_JMX_HOSTNAME', 'KAFKA_JMX_PORT']);

/** KAFKA_LOG_DIRS → log.dirs: the image's rule (`___` is `-`, `__` is `_`, `_` is `.`). */
export function kafkaProperty(variable: string): string {
  return variable
    .slice('KAFKA_'.length)
    .toLowerCase()
    .split('___')
    .map((part) => part.split('__').map((piece) => piece.replaceAll('_', '.')).join('_'))
    .join('-');
}

function kafkaRunner(host: Host, service: ComposeService, context: ImageContext): HostRunner {
  const version = /:(\S+)$/.exec(String(service.image))?.[1] ?? '';
  const home = readdirSync(context.cacheDir).filter((name) => name.startsWith(`kafka-${version}-`)).map((name) => path.join(context.cacheDir, name)).find((dir) => existsSync(path.join(dir, '.complete')));
  if (!home) throw new Error(`${service.name}: Kafka ${version} (the image's) is not in ${context.cacheDir}: run npm run setup`);
  const env = service.environment;
  const dir = path.join(context.runDir, 'hosts', host.name);
  const properties = path.join(dir, 'server.properties');
  const log4j = path.join(dir, 'log4j.properties');
  const lines = Object.entries(env)
    .filter(([name]) => name.startsWith('KAFKA_') && !KAFKA_NOT_PROPERTIES.has(name))
    .map(([name, value]) => {
      const property = kafkaProperty(name);
      return `${property}=${property === 'log.dirs' ? value.split(',').map((p) => mapVolumePath(context, service, p, 'root')).join(',') : value}`;
    });
  const java = (...args: string[]) => [
    'java',
    ...(env.KAFKA_HEAP_OPTS ?? '-Xmx512m').split(/\s+/),
    '-XX:+UseG1GC',
    '-XX:+ExitOnOutOfMemoryError',
    '-Djava.awt.headless=true',
    `-Dlog4j.configuration=file:${log4j}`,
    '-cp',
    `${home}/lib/*`,
    ...args,
  ];
  // As root: the jars are in the cache of whoever ran setup, often root's home.
  const run = { env: { PATH: CONTAINER_PATH }, cwd: dir, user: 'root' as const };
  return processRunner(
    host,
    `Kafka ${version} (${path.basename(home)}), the service's KAFKA_* as server.properties`,
    () => startOnHost(host, java('kafka.Kafka', properties), { ...run, log: logOf(context, host) }),
    healthProbe(context, host, 'kafka', '127.0.0.1:9092'),
    async () => {
      mkdirSync(dir, { recursive: true, mode: 0o755 });
      writeFileSync(properties, `# ${service.name}'s environment, as the apache/kafka image turns it into server.properties\n${lines.join('\n')}\n`);
      writeFileSync(log4j, 'log4j.rootLogger=WARN, stdout\nlog4j.appender.stdout=org.apache.log4j.ConsoleAppender\nlog4j.appender.stdout.layout=org.apache.log4j.PatternLayout\nlog4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n\nlog4j.logger.kafka.server.KafkaRaftServer=INFO\n');
      if (!env.CLUSTER_ID) throw new Error(`${service.name}: no CLUSTER_ID`);
      const formatted = await execOnHost(host, java('kafka.tools.StorageTool', 'format', '-t', env.CLUSTER_ID, '-c', properties, '--ignore-formatted'), { ...run, timeoutMs: 120_000 });
      if (formatted.code !== 0) throw new Error(`${service.name}: formatting the storage failed: ${formatted.output}`);
    },
  );
}

function stripeMockRunner(host: Host, service: ComposeService, context: ImageContext): HostRunner {
  const version = /:(\S+)$/.exec(String(service.image))?.[1] ?? '';
  const bin = path.join(context.cacheDir, `stripe-mock-${version}`, 'stripe-mock');
  if (!existsSync(bin)) throw new Error(`${service.name}: stripe-mock ${version} (the image's) is not in ${context.cacheDir}: run npm run setup`);
  const argv = [bin, ...(service.command ?? [])];
  const port = Number(/-http-port\s+(\d+)/.exec(argv.join(' '))?.[1] ?? 12111);
  return processRunner(
    host,
    `stripe-mock ${version} ${(service.command ?? []).join(' ')}`,
    () => startOnHost(host, argv, { env: { PATH: CONTAINER_PATH }, cwd: '/', user: 'root', log: logOf(context, host) }),
    healthProbe(context, host, 'stripe', `http://127.0.0.1:${port}`),
  );
}

function providerRunner(host: Host, service: ComposeService, context: ImageContext): HostRunner {
  const port = Number(service.command?.[0] ?? 8080);
  const argv = [process.execPath, path.join(context.toolsDir, 'serve.mjs'), path.join(context.toolsDir, 'openfootball'), String(port)];
  return processRunner(
    host,
    `the catalog's openfootball snapshot over HTTP on ${port}, as ${context.appUser}`,
    () => startOnHost(host, argv, { env: { PATH: CONTAINER_PATH }, cwd: '/', user: context.appUser, log: logOf(context, host) }),
    listening(host, port),
  );
}

/** FerretDB's PostgreSQL runs as `postgres` with its data where infra.sh puts it as root (postgres.sh postgres_base). */
export function storePostgresDir(state: string): string {
  return path.join('/var/tmp/scoreline', `${path.basename(REPO)}-${createHash('sha256').update(state).digest('hex').slice(0, 8)}`);
}

function storeRunner(host: Host, service: ComposeService, context: ImageContext): HostRunner {
  const state = path.join(volumeDir(context, (service.volumes[0] ?? 'store').split(':')[0] ?? 'store', 'root'), 'infra');
  const infra = (...args: string[]) =>
    execOnHost(host, ['/bin/bash', path.join(REPO, 'deploy', 'local', 'infra.sh'), ...args], {
      env: {
        PATH: process.env.PATH ?? CONTAINER_PATH,
        HOME: os.homedir(),
        SCORELINE_INFRA_HOST: host.address,
        SCORELINE_INFRA_STATE: state,
        SCORELINE_INFRA_CACHE: context.cacheDir,
        SCORELINE_MONGO_PORT: '27017',
        SCORELINE_POSTGRES_PORT: '5432',
      },
      cwd: REPO,
      user: 'root',
      timeoutMs: 180_000,
    });
  return {
    describe: `FerretDB on PostgreSQL (deploy/local/infra.sh) on ${host.address}:27017, for the image ${String(service.image)}`,
    process: undefined,
    // infra.sh starts the store's processes in the background: its health is all there is to watch.
    died: false,
    async start() {
      const up = await infra('up', 'ferretdb');
      if (up.code !== 0) throw new Error(`${service.name}: infra.sh up ferretdb failed:\n${up.output}`);
    },
    probe: healthProbe(context, host, 'mongo', `${host.address}:27017`),
    async stop(graceMs) {
      const down = await infra('down', 'ferretdb', 'postgres');
      await killNamespace(host.namespace, 'SIGKILL', graceMs);
      return down.code;
    },
    async kill() {
      await killNamespace(host.namespace, 'SIGKILL', 1000);
    },
  };
}

/** The runner for a service's image. */
export function runnerFor(host: Host, service: ComposeService, context: ImageContext): HostRunner {
  const image = String(service.image);
  if (image.startsWith('scoreline-app:')) return appRunner(host, service, context);
  if (image.startsWith('scoreline-site:')) return siteRunner(host, service, context);
  if (image.startsWith('apache/kafka:')) return kafkaRunner(host, service, context);
  if (image.startsWith('mongo:')) return storeRunner(host, service, context);
  if (image.startsWith('stripe/stripe-mock:')) return stripeMockRunner(host, service, context);
  if (image.startsWith('scoreline-rehearsal/openfootball')) return providerRunner(host, service, context);
  throw new Error(`${service.name}: the rehearsal does not know how to run the image ${image}`);
}
