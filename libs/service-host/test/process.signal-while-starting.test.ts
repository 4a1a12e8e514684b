// SIGTERM at any moment stops a process gracefully: a signal received while it is still starting
// (connecting, creating topics) is held until the start ends and then stops it the normal way, with
// its closers run and exit code 0. Node's default would end it at once, closing nothing.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SCRIPT = path.join(import.meta.dirname, 'support', 'slow-start-process.ts');

async function signalWhileStarting(mode: 'http' | 'worker', signal: NodeJS.Signals) {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, mode], {
    env: { ...process.env, START_MS: '1500' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  while (!output.includes('starting')) await new Promise((resolve) => setTimeout(resolve, 10));
  child.kill(signal);
  const [code, killedBy] = await exited;
  return { code, killedBy, output };
}

describe('a process signalled while it starts', () => {
  it('an HTTP service finishes starting, then stops gracefully: closers run, exit 0', async () => {
    const { code, killedBy, output } = await signalWhileStarting('http', 'SIGTERM');
    expect(killedBy, output).toBeNull();
    expect(code, output).toBe(0);
    expect(output).toContain('SIGTERM while starting: stopping as soon as the start ends');
    expect(output).toMatch(/listening on \d+/);
    expect(output).toContain('consumers closed');
  });

  it('a worker process finishes starting, then stops its workers: exit 0', async () => {
    const { code, killedBy, output } = await signalWhileStarting('worker', 'SIGINT');
    expect(killedBy, output).toBeNull();
    expect(code, output).toBe(0);
    expect(output).toContain('SIGINT while starting: stopping as soon as the start ends');
    expect(output).toContain('slow-worker: SIGINT, stopping');
    expect(output).toContain('workers stopped');
  });
});
