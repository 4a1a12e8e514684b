// The rehearsal's hosts: one Linux network namespace each (`sl-<run>-<host>`), a veth pair into one
// bridge of the run (`sl<run>b`), an address in a /24 of 10.27.0.0/16 no interface of the machine
// uses, and the names of every host in its /etc/netns/<namespace>/hosts, as a container on a compose
// network resolves its peers' service names. The machine's side gets the bridge's first address so
// the rehearsal itself reaches the hosts; the hosts have no route anywhere else, and nothing else of
// the machine's network is touched.
//
// A run records itself in RUNS_DIR/<run>/run.json (its pid, bridge, namespaces); cleanStaleRuns()
// removes what a run left behind when its process is gone (a crash, a SIGKILL), so the next run or
// test starts clean. Everything here is iproute2 (`ip`), run as root.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const IP = '/usr/sbin/ip';

/** Where every run keeps its files (logs, staged images, volumes) and its record. */
export const RUNS_DIR = path.join(tmpdir(), 'scoreline-rehearsal');

/** Runs `ip` with arguments; rejects with its stderr. */
export async function ip(...args: string[]): Promise<string> {
  try {
    return (await run(IP, args, { maxBuffer: 16 * 1024 * 1024 })).stdout;
  } catch (error) {
    const failure = error as { stderr?: string; message: string };
    throw new Error(`ip ${args.join(' ')}: ${failure.stderr?.trim() || failure.message}`);
  }
}

export interface Host {
  /** Its name on the network (compose's service name, or <service>-<n> for a replica). */
  readonly name: string;
  /** The compose service it runs; other hosts reach it by this name too. */
  readonly service: string;
  readonly namespace: string;
  readonly address: string;
  /** The veth end on the machine's side, in the bridge while the host is connected. */
  readonly link: string;
}

interface RunRecord {
  pid: number;
  run: string;
  bridge: string;
  subnet: string;
  namespaces: string[];
  /** Folders outside the run's own that hold its state (the store's PostgreSQL data as root). */
  extraDirs: string[];
}

/** Fails with what to do when the rehearsal cannot create namespaces here. */
export async function requireNetworkAdmin(): Promise<void> {
  if (process.getuid?.() !== 0) throw new Error('the rehearsal needs root: it creates network namespaces, veth pairs and a bridge (ip netns)');
  if (!existsSync(IP)) throw new Error(`${IP} is missing: npm run setup installs iproute2`);
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Every process in a namespace (empty when it is gone). */
export async function namespacePids(namespace: string): Promise<number[]> {
  try {
    return (await ip('netns', 'pids', namespace)).split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Signals every process of a namespace; resolves once they are gone (SIGKILL after `graceMs`). */
export async function killNamespace(namespace: string, signal: NodeJS.Signals = 'SIGKILL', graceMs = 10_000): Promise<void> {
  const signalAll = async (sig: NodeJS.Signals) => {
    for (const pid of await namespacePids(namespace)) {
      try {
        process.kill(pid, sig);
      } catch {
        // gone meanwhile
      }
    }
  };
  await signalAll(signal);
  const deadline = Date.now() + graceMs;
  while ((await namespacePids(namespace)).length > 0) {
    if (Date.now() > deadline) {
      await signalAll('SIGKILL');
      if (Date.now() > deadline + 10_000) throw new Error(`processes of ${namespace} survive SIGKILL: ${(await namespacePids(namespace)).join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function removeNamespace(namespace: string): Promise<void> {
  await killNamespace(namespace);
  await ip('netns', 'del', namespace).catch(() => undefined);
  rmSync(path.join('/etc/netns', namespace), { recursive: true, force: true });
}

async function teardown(record: RunRecord): Promise<void> {
  await Promise.all(record.namespaces.map((namespace) => removeNamespace(namespace)));
  await ip('link', 'del', record.bridge).catch(() => undefined);
  for (const dir of record.extraDirs) rmSync(dir, { recursive: true, force: true });
  rmSync(path.join(RUNS_DIR, record.run), { recursive: true, force: true });
}

/**
 * Removes what runs whose process is gone left behind: their processes, namespaces, bridge, files.
 * Returns the runs cleaned. A run still alive is left alone; this process's own runs too, unless
 * `includeOwn` (the CLI stopping on Ctrl-C).
 */
export async function cleanStaleRuns(options: { includeOwn?: boolean } = {}): Promise<string[]> {
  if (!existsSync(RUNS_DIR)) return [];
  const cleaned: string[] = [];
  for (const entry of readdirSync(RUNS_DIR)) {
    const file = path.join(RUNS_DIR, entry, 'run.json');
    if (!existsSync(file)) {
      rmSync(path.join(RUNS_DIR, entry), { recursive: true, force: true });
      continue;
    }
    const record = JSON.parse(readFileSync(file, 'utf8')) as RunRecord;
    const own = record.pid === process.pid;
    if (own ? !options.includeOwn : alive(record.pid)) continue;
    // Namespaces created after the record was last written still carry the run's prefix.
    const listed = (await ip('netns', 'list')).split('\n').map((line) => line.split(' ')[0] ?? '').filter((name) => name.startsWith(`sl-${record.run}-`));
    await teardown({ ...record, namespaces: [...new Set([...record.namespaces, ...listed])] });
    cleaned.push(record.run);
  }
  return cleaned;
}

/** A /24 in 10.27.0.0/16 that no address of the machine is in. */
async function freeSubnet(): Promise<string> {
  const used = new Set([...(await ip('-4', '-o', 'addr', 'show')).matchAll(/inet 10\.27\.(\d+)\./g)].map((m) => Number(m[1])));
  const start = 1 + Math.floor(Math.random() * 200);
  for (let i = 0; i < 250; i += 1) {
    const third = 1 + ((start + i) % 250);
    if (!used.has(third)) return `10.27.${third}`;
  }
  throw new Error('no free /24 left in 10.27.0.0/16');
}

export class RehearsalNetwork {
  readonly run: string;
  readonly dir: string;
  readonly bridge: string;
  private readonly record: RunRecord;
  private readonly hosts = new Map<string, Host>();
  /** service name → the hosts that answer to it */
  private readonly aliases = new Map<string, string[]>();
  private nextAddress = 2;
  private nextLink = 0;

  private constructor(runId: string, subnet: string) {
    this.run = runId;
    this.dir = path.join(RUNS_DIR, runId);
    this.bridge = `sl${runId}b`;
    this.record = { pid: process.pid, run: runId, bridge: this.bridge, subnet, namespaces: [], extraDirs: [] };
  }

  /** The bridge and the run's folder; the machine's side of the bridge gets <subnet>.1. */
  static async create(): Promise<RehearsalNetwork> {
    await requireNetworkAdmin();
    const runId = randomBytes(2).toString('hex');
    const network = new RehearsalNetwork(runId, await freeSubnet());
    mkdirSync(network.dir, { recursive: true, mode: 0o755 });
    network.save();
    await ip('link', 'add', network.bridge, 'type', 'bridge');
    await ip('addr', 'add', `${network.record.subnet}.1/24`, 'dev', network.bridge);
    await ip('link', 'set', network.bridge, 'up');
    return network;
  }

  get subnet(): string {
    return `${this.record.subnet}.0/24`;
  }

  /** The machine's own address on the bridge (where the hosts see the rehearsal's requests from). */
  get gatewayAddress(): string {
    return `${this.record.subnet}.1`;
  }

  private save(): void {
    writeFileSync(path.join(this.dir, 'run.json'), `${JSON.stringify(this.record, null, 2)}\n`);
  }

  /** A folder outside the run's that teardown (and a stale run's clean-up) must also remove. */
  remember(dir: string): void {
    this.record.extraDirs.push(dir);
    this.save();
  }

  host(name: string): Host {
    const host = this.hosts.get(name);
    if (!host) throw new Error(`no host ${name}`);
    return host;
  }

  get allHosts(): Host[] {
    return [...this.hosts.values()];
  }

  /**
   * A new host on the bridge, answering to its own name and (unless `serving` is false: a new
   * replica not ready yet) its service's.
   */
  async addHost(name: string, service: string, serving = true): Promise<Host> {
    if (this.hosts.has(name)) throw new Error(`host ${name} exists`);
    const namespace = `sl-${this.run}-${name}`;
    const link = `sl${this.run}v${this.nextLink}`;
    const peer = `sl${this.run}p${this.nextLink}`;
    this.nextLink += 1;
    const address = `${this.record.subnet}.${this.nextAddress}`;
    this.nextAddress += 1;
    this.record.namespaces.push(namespace);
    this.save();
    await ip('netns', 'add', namespace);
    await ip('-n', namespace, 'link', 'set', 'lo', 'up');
    await ip('link', 'add', link, 'type', 'veth', 'peer', 'name', peer);
    await ip('link', 'set', peer, 'netns', namespace);
    await ip('-n', namespace, 'link', 'set', peer, 'name', 'eth0');
    await ip('-n', namespace, 'addr', 'add', `${address}/24`, 'dev', 'eth0');
    await ip('-n', namespace, 'link', 'set', 'eth0', 'up');
    await ip('link', 'set', link, 'master', this.bridge);
    await ip('link', 'set', link, 'up');
    const host: Host = { name, service, namespace, address, link };
    this.hosts.set(name, host);
    if (serving) this.aliases.set(service, [...(this.aliases.get(service) ?? []), name]);
    mkdirSync(path.join('/etc/netns', namespace), { recursive: true });
    this.writeHostsFiles();
    return host;
  }

  /**
   * Makes `service` answer at these hosts only (a rolling restart moving a service to its new
   * host, as a Service's endpoints change). Every host's hosts file is rewritten in place, so the
   * processes already running see it on their next lookup.
   */
  setService(service: string, hostNames: readonly string[]): void {
    this.aliases.set(service, [...hostNames]);
    this.writeHostsFiles();
  }

  private writeHostsFiles(): void {
    const lines = ['127.0.0.1 localhost', '::1 localhost ip6-localhost ip6-loopback'];
    for (const host of this.hosts.values()) {
      const services = [...this.aliases].filter(([, names]) => names.includes(host.name)).map(([service]) => service);
      lines.push(`${host.address} ${[...new Set([host.name, ...services])].join(' ')}`);
    }
    const text = `${lines.join('\n')}\n`;
    for (const host of this.hosts.values()) {
      // In place (same inode): `ip netns exec` bind-mounts this file over /etc/hosts for each
      // process, and a replaced file would stay unseen by the processes already running.
      writeFileSync(path.join('/etc/netns', host.namespace, 'hosts'), text);
      writeFileSync(path.join('/etc/netns', host.namespace, 'host.conf'), 'multi on\n');
    }
  }

  /** Takes the host off the bridge: its packets go nowhere (a network partition, no reset). */
  async cutOff(name: string): Promise<void> {
    await ip('link', 'set', this.host(name).link, 'nomaster');
  }

  async reconnect(name: string): Promise<void> {
    await ip('link', 'set', this.host(name).link, 'master', this.bridge);
  }

  /** Stops every process of the host and removes it from the network. */
  async removeHost(name: string): Promise<void> {
    const host = this.host(name);
    await removeNamespace(host.namespace);
    this.hosts.delete(name);
    for (const [service, names] of this.aliases) this.aliases.set(service, names.filter((n) => n !== name));
    this.writeHostsFiles();
  }

  /** Everything: processes, namespaces, the bridge, the run's files. */
  async destroy(): Promise<void> {
    await teardown(this.record);
  }
}
