// `npm run start:distributed` (scripts/start-distributed.sh: infrastructure and builds first) ends
// here: the whole stack from the builds, printed addresses, and Ctrl-C or SIGTERM stops every
// process and origin it started. With `--ready-json '<options>'` it is the browser tests' and the
// bench's child (libs/test-support real-gateway.ts): one JSON line once ready (or failed), and a stop
// when its stdin closes.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@scoreline/contracts';
import { freeLayout, isPortClash, portLayout, type StackPorts } from './layout.ts';
import { loadDistributedSettings } from './settings.ts';
import { startDistributedStack, type DistributedStack } from './stack.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/** What a harness passes with --ready-json. */
export interface ReadyJsonOptions {
  /** Default: free ports (freeLayout). */
  readonly ports?: StackPorts;
  readonly runDir: string;
  readonly shellDist: string;
  readonly remoteDists: Partial<Record<RemoteName, string>>;
  readonly env: Record<string, string>;
  readonly predictionWorkers?: number;
}

/** Starts on new free ports when one was taken between the pick and the listen. */
const PORT_CLASH_ATTEMPTS = 3;

async function runForHarness(options: ReadyJsonOptions): Promise<void> {
  const starting = new AbortController();
  let stack: DistributedStack | undefined;
  const stop = async (code: number) => {
    // While starting, the abort makes the start stop what it has started (and the catch below exit).
    if (!stack) return starting.abort(new Error('stopped while starting'));
    await stack.stop().catch(() => undefined);
    process.exit(code);
  };
  process.stdin.on('end', () => void stop(0)).resume();
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGINT', () => void stop(0));
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        stack = await startDistributedStack({
          repoRoot: REPO_ROOT,
          ports: options.ports ?? (await freeLayout()),
          runDir: options.runDir,
          env: { ...process.env, ...options.env },
          shellDist: options.shellDist,
          remoteDists: options.remoteDists,
          workerReplicas: { prediction: options.predictionWorkers ?? 1 },
          signal: starting.signal,
        });
        break;
      } catch (error) {
        // A free port is only free until someone binds it: another suite's stack may take one of
        // ours between the pick and the listen. The start has stopped what it started; a new
        // layout is tried. Ports the harness chose itself are its own to answer for.
        if (options.ports || starting.signal.aborted || attempt >= PORT_CLASH_ATTEMPTS || !isPortClash(error)) throw error;
        process.stderr.write(`start:distributed: a port was taken meanwhile (${(error as Error).message.split('\n').at(-1)}); starting again on other free ports\n`);
      }
    }
    process.stdout.write(
      `${JSON.stringify({ ok: true, urls: stack.urls, logs: path.join(options.runDir, 'logs') })}\n`,
    );
  } catch (error) {
    if (starting.signal.aborted) process.exit(0);
    process.stdout.write(
      `${JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) })}\n`,
    );
    process.exit(1);
  }
}

async function runFromCommandLine(): Promise<void> {
  const settings = loadDistributedSettings(process.env);
  const runDir =
    settings.DISTRIBUTED_RUN_DIR ?? (await mkdtemp(path.join(tmpdir(), 'scoreline-distributed-')));
  const siteRoot = path.resolve(settings.DISTRIBUTED_SITE_ROOT ?? REPO_ROOT);
  const began = Date.now();
  // Signals are taken from the first moment: Ctrl-C while the stack starts stops what has started.
  const starting = new AbortController();
  let stack: DistributedStack | undefined;
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`start:distributed: ${signal}, stopping every process`);
    if (!stack) return starting.abort(new Error(`${signal} while starting`));
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  try {
    stack = await startDistributedStack({
      repoRoot: REPO_ROOT,
      ports: portLayout(settings.DISTRIBUTED_PORT_BASE),
      runDir,
      env: { ...process.env, LOG_LEVEL: settings.LOG_LEVEL },
      shellDist: path.join(siteRoot, 'shell', 'dist'),
      remoteDists: Object.fromEntries(
        REMOTE_NAMES.map((name) => [name, path.join(siteRoot, 'remotes', name, 'dist')]),
      ),
      workerReplicas: { prediction: settings.DISTRIBUTED_PREDICTION_WORKERS },
      signal: starting.signal,
    });
  } catch (error) {
    // Stopped while starting: startDistributedStack has already stopped what it started.
    if (starting.signal.aborted) process.exit(0);
    throw error;
  }
  console.log(
    `start:distributed: ${stack.processes.size} processes ready in ${((Date.now() - began) / 1000).toFixed(1)} s (logs: ${path.join(runDir, 'logs')})`,
  );
  for (const [name, managed] of stack.processes) console.log(`  ${name.padEnd(20)} pid ${managed.pid}`);
  for (const [name, url] of Object.entries(stack.urls.remotes))
    console.log(`  remote ${name.padEnd(13)} ${url}`);
  console.log(`  gateway              ${stack.urls.gateway}`);
  console.log(`Scoreline (distributed): ${stack.urls.shell}`);
}

const readyJson = process.argv.indexOf('--ready-json');
if (readyJson >= 0) {
  await runForHarness(JSON.parse(process.argv[readyJson + 1] ?? '{}') as ReadyJsonOptions);
} else {
  await runFromCommandLine().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
