// One whole stack at a time on this machine: the browser suites' gateway, a distributed stack, a
// rehearsal each run a dozen processes computing every prediction, and two of them at once on two
// cores would only slow both (real-gateway-supervisor.ts takes the same lock).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export const MACHINE_LOCK_FILE = '/tmp/scoreline-e2e-gateway.lock';

/** Takes the machine lock through a `flock … cat` child: held until release() or this process ends. */
export async function holdMachineLock(timeoutSeconds = 900): Promise<{ release(): void }> {
  const holder = spawn('flock', ['--exclusive', '--timeout', String(timeoutSeconds), MACHINE_LOCK_FILE, '-c', 'echo locked; exec cat'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: holder.stdout! }).once('line', () => resolve());
    holder.once('exit', (code) => reject(new Error(`could not take ${MACHINE_LOCK_FILE} within ${timeoutSeconds / 60} min (flock exited ${code})`)));
  });
  return { release: () => holder.stdin!.end() };
}
