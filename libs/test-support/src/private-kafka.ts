// A Kafka broker of the test's own, for fault tests that stop and start the broker: the run's
// shared broker (KAFKA_BROKERS) serves every other test file and package running at the same time,
// so stopping it would fail them. This one is deploy/local/infra.sh's Kafka on free ports with its
// own state folder (SCORELINE_INFRA_STATE), started and stopped through the same script.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const INFRA = path.join(REPO_ROOT, 'deploy/local/infra.sh');

export interface PrivateKafka {
  /** `127.0.0.1:<port>`: pass as the bus's brokers. */
  readonly brokers: readonly string[];
  /** Stops the broker (its data stays for the next start). */
  down(): Promise<void>;
  /** Starts it again and waits until it is healthy. */
  up(): Promise<void>;
  /** Stops it and removes its state. */
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startPrivateKafka(): Promise<PrivateKafka> {
  const state = await mkdtemp(path.join(tmpdir(), 'scoreline-private-kafka-'));
  const port = await freePort();
  const controllerPort = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SCORELINE_INFRA_STATE: state,
    SCORELINE_KAFKA_PORT: String(port),
    SCORELINE_KAFKA_CONTROLLER_PORT: String(controllerPort),
  };
  // infra.sh leaves a component alone when its variable names a server to use: this one is ours.
  delete env.KAFKA_BROKERS;
  const infra = async (verb: 'up' | 'down'): Promise<void> => {
    try {
      await run('bash', [INFRA, verb, 'kafka'], { env, cwd: REPO_ROOT, maxBuffer: 4 * 1024 * 1024 });
    } catch (error) {
      const output = error as { stdout?: string; stderr?: string };
      throw new Error(`infra.sh ${verb} kafka (private, port ${port}) failed: ${output.stderr ?? ''}${output.stdout ?? ''}`, { cause: error });
    }
  };
  let closed = false;
  await infra('up').catch(async (error: unknown) => {
    await infra('down').catch(() => undefined);
    await rm(state, { recursive: true, force: true });
    throw error;
  });
  return {
    brokers: [`127.0.0.1:${port}`],
    down: () => infra('down'),
    up: () => infra('up'),
    async close() {
      if (closed) return;
      closed = true;
      await infra('down').catch(() => undefined);
      await rm(state, { recursive: true, force: true });
    },
  };
}
