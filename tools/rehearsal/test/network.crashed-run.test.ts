// A rehearsal that dies without stopping (a crash, a SIGKILL, a CI timeout) leaves its hosts
// running in their namespaces; the next run (or `npm run rehearse -- --clean`) removes all of it:
// the processes, the namespaces, the bridge and the run's files. A run whose process lives is left alone.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanStaleRuns, ip, namespacePids, RehearsalNetwork, requireNetworkAdmin, RUNS_DIR } from '../src/network.ts';

let alive: RehearsalNetwork | undefined;
afterAll(async () => {
  await alive?.destroy();
});

async function abandonedRun(): Promise<{ run: string; namespace: string; bridge: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'support', 'abandoned-run.ts')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the abandoned run exited ${code} before it started`)));
  });
  child.kill('SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
  return JSON.parse(line) as { run: string; namespace: string; bridge: string };
}

describe('a rehearsal run that died', () => {
  it('is cleaned up by the next: its processes, namespaces, bridge and files', async () => {
    await requireNetworkAdmin();
    const left = await abandonedRun();
    expect((await namespacePids(left.namespace)).length).toBe(1);
    expect(await ip('link', 'show', left.bridge)).toContain(left.bridge);

    alive = await RehearsalNetwork.create();
    const cleaned = await cleanStaleRuns();
    expect(cleaned).toContain(left.run);
    expect(cleaned).not.toContain(alive.run);
    expect(await ip('netns', 'list')).not.toContain(left.namespace);
    await expect(ip('link', 'show', left.bridge)).rejects.toThrow(/does not exist/);
    expect(existsSync(path.join(RUNS_DIR, left.run))).toBe(false);
    expect(existsSync(path.join('/etc/netns', left.namespace))).toBe(false);
    // the live run (this process's) untouched
    expect(await ip('link', 'show', alive.bridge)).toContain(alive.bridge);
  });
});
