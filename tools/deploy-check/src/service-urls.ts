import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Problems } from './problems.ts';
import { HTTP_SERVICES } from './system.ts';

const SERVICES_DIR = path.resolve(import.meta.dirname, '..', '..', '..', 'services');

/**
 * Each service's path prefixes as its app.ts declares them (`<NAME>_PATH_PREFIXES = [...]`), read as
 * text: the gateway must route every one of them to that service (a missing /api/track-record once
 * answered 404 in the distributed mode). Read rather than imported so the checker loads no service.
 */
function pathPrefixes(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const name of Object.keys(HTTP_SERVICES)) {
    if (name === 'gateway') continue;
    const app = readFileSync(path.join(SERVICES_DIR, name, 'src', 'app.ts'), 'utf8');
    const list = /_PATH_PREFIXES = \[([^\]]*)\]/.exec(app)?.[1] ?? '';
    out[name] = [...list.matchAll(/'([^']+)'/g)].map((m) => m[1] as string);
  }
  return out;
}

/** SERVICE_URLS: `prefix=url` pairs; every service routed to, each URL a real service on its port. */
export function checkServiceUrls(
  problems: Problems,
  where: string,
  value: unknown,
  exists: (host: string, port: number) => boolean,
): void {
  const targets = new Set<string>();
  const routed = new Map<string, string>();
  for (const pair of String(value)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [prefix, url] = pair.split('=');
    if (
      !problems.check(
        prefix?.startsWith('/api/') && url,
        where,
        `SERVICE_URLS entry ${pair} is not /api/<prefix>=<url>`,
      )
    )
      continue;
    let parsed: URL;
    try {
      parsed = new URL(String(url));
    } catch {
      problems.fail(where, `SERVICE_URLS entry ${pair} has a bad URL`);
      continue;
    }
    const port = Number(parsed.port);
    const expected = (HTTP_SERVICES as Record<string, number>)[parsed.hostname];
    problems.check(
      exists(parsed.hostname, port),
      where,
      `SERVICE_URLS ${prefix} points at ${parsed.host}, which is no service with that port`,
    );
    problems.check(
      expected === port,
      where,
      `SERVICE_URLS ${prefix}: ${parsed.hostname} listens on ${String(expected)}, not ${port}`,
    );
    targets.add(parsed.hostname);
    routed.set(String(prefix), parsed.hostname);
  }
  for (const name of Object.keys(HTTP_SERVICES)) {
    if (name !== 'gateway')
      problems.check(targets.has(name), where, `SERVICE_URLS routes nothing to ${name}`);
  }
  for (const [name, prefixes] of Object.entries(pathPrefixes())) {
    problems.check(prefixes.length > 0, where, `no *_PATH_PREFIXES found in services/${name}/src/app.ts`);
    for (const prefix of prefixes)
      problems.check(
        routed.get(prefix) === name,
        where,
        `SERVICE_URLS should route ${prefix} to ${name} (services/${name}/src/app.ts), routes it to ${routed.get(prefix) ?? 'nothing'}`,
      );
  }
}
