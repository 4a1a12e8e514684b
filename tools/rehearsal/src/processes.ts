// A process on a host as a container would run it: in the host's network namespace (`ip netns
// exec`, which also gives it the host's /etc/hosts), with a UTS namespace of its own whose hostname
// is the host's name (Kafka and others look their own name up), as the image's non-root user where
// the image has one (setpriv), with exactly the environment it is given.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { IP, type Host } from './network.ts';

/** The users the images run as (app: node's uid in the image; here nobody, the site: www-data). */
export const USERS = {
  root: undefined,
  nobody: { uid: 65534, gid: 65534 },
  'www-data': { uid: 33, gid: 33 },
} as const;
export type RunAs = keyof typeof USERS;

/** A container's PATH (Docker's default) for processes that get no other. */
export const CONTAINER_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

export interface RunOptions {
  readonly env: Readonly<Record<string, string>>;
  readonly cwd: string;
  readonly user: RunAs;
}

function hostArgv(host: Host, argv: readonly string[], user: RunAs): string[] {
  const drop = USERS[user];
  return [
    'netns',
    'exec',
    host.namespace,
    '/usr/bin/unshare',
    '--uts',
    '/bin/sh',
    '-c',
    'hostname "$1" && shift && exec "$@"',
    'sh',
    host.name,
    ...(drop ? ['/usr/bin/setpriv', `--reuid=${drop.uid}`, `--regid=${drop.gid}`, '--clear-groups', '--'] : []),
    ...argv,
  ];
}

export interface HostProcess {
  readonly host: Host;
  readonly pid: number;
  /** Resolves when the process has exited, with its code (null when a signal ended it). */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  readonly running: () => boolean;
  signal(signal: NodeJS.Signals): void;
}

/** Starts a long-running process on the host; its output goes to `log`. */
export function startOnHost(host: Host, argv: readonly string[], options: RunOptions & { log: string }): HostProcess {
  mkdirSync(path.dirname(options.log), { recursive: true });
  const fd = openSync(options.log, 'a');
  let child: ChildProcess;
  try {
    child = spawn(IP, hostArgv(host, argv, options.user), { cwd: options.cwd, env: { ...options.env }, stdio: ['ignore', fd, fd], detached: true });
  } finally {
    closeSync(fd);
  }
  let alive = true;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      alive = false;
      resolve({ code, signal });
    });
    child.once('error', () => {
      alive = false;
      resolve({ code: 127, signal: null });
    });
  });
  // The rehearsal decides when its hosts stop: they must not keep it from exiting either.
  child.unref();
  return {
    host,
    pid: child.pid ?? -1,
    exited,
    running: () => alive,
    signal(signal) {
      if (alive) child.kill(signal);
    },
  };
}

export interface ExecResult {
  readonly code: number;
  readonly output: string;
}

/** Runs a short command on the host (a healthcheck, a probe) and resolves with its exit code and output. */
export function execOnHost(host: Host, argv: readonly string[], options: RunOptions & { timeoutMs: number }): Promise<ExecResult> {
  return new Promise((resolve) => {
    execFile(
      IP,
      hostArgv(host, argv, options.user),
      { cwd: options.cwd, env: { ...options.env }, timeout: options.timeoutMs, killSignal: 'SIGKILL', maxBuffer: 4 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof (error as { code?: unknown }).code === 'number' ? ((error as { code: number }).code) : 1) : 0;
        resolve({ code, output: `${stdout}${stderr}`.trim() });
      },
    );
  });
}
