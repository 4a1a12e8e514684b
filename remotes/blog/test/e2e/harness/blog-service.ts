// The real blog service (services/blog/src/main.ts) in a child process on a free port, on the real
// store, serving the posts of a folder the test chooses. Started as a process, never imported:
// a remote does not import services.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { BLOG_SERVICE_DIR } from './paths.ts';

export interface BlogService {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * A fixed database name is safe here: every start makes the store hold exactly the posts of
 * `postsDir` (the service removes the rest), so runs leave nothing behind that the next one sees.
 */
export const E2E_DB_NAME = 'scoreline_blog_e2e';

export function startBlogService(postsDir: string): Promise<BlogService> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'main.ts')], {
    cwd: BLOG_SERVICE_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      BLOG_DB_NAME: E2E_DB_NAME,
      BLOG_POSTS_DIR: postsDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`blog service did not start within 30 s:\n${log}`));
    }, 30_000);
    const earlyExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`blog service exited with ${code} before listening:\n${log}`));
    };
    child.once('exit', earlyExit);
    // The service logs one JSON line per event; the "listening" line carries the bound port.
    createInterface({ input: child.stdout! }).on('line', (line) => {
      log += `${line}\n`;
      let entry: { msg?: string; port?: number };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        return;
      }
      if (entry.msg !== 'listening' || typeof entry.port !== 'number') return;
      clearTimeout(timer);
      child.off('exit', earlyExit);
      resolve({
        url: `http://127.0.0.1:${entry.port}`,
        async stop() {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}
