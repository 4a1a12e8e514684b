// Each process's own settings loader, run on the environment a manifest gives its container: the
// image's ENV (deploy/docker/Dockerfile), then the manifest's. A variable a service requires and a
// manifest omits fails here as the process would fail at start (a production payment service
// without STRIPE_SECRET_KEY, which once crash-looped in every deployment), and nothing keeps a list
// of who reads what apart from the loaders themselves.
import { readFileSync } from 'node:fs';
import { loadGatewayConfig } from '@scoreline/gateway/config';
import { loadBlogConfig } from '@scoreline/service-blog/config';
import { loadCatalogConfig } from '@scoreline/service-catalog/config';
import { loadExperimentConfig } from '@scoreline/service-experiment/config';
import { loadPaymentConfig } from '@scoreline/service-payment/config';
import { loadPredictionConfig } from '@scoreline/service-prediction/config';
import { ConfigError } from '@scoreline/service-kit';
import type { HttpServiceName } from '@scoreline/contracts';
import { HTTP_SERVICES } from './system.ts';

type Loader = (env: NodeJS.ProcessEnv) => unknown;

/** The loader a service's main.ts and worker.ts both call (runtime.ts / main.ts). */
export const SETTINGS_LOADERS: Readonly<Record<HttpServiceName, Loader>> = {
  gateway: loadGatewayConfig,
  catalog: loadCatalogConfig,
  prediction: loadPredictionConfig,
  payment: loadPaymentConfig,
  experiment: loadExperimentConfig,
  blog: loadBlogConfig,
};

export interface AppProcess {
  readonly service: HttpServiceName;
  readonly entry: 'main' | 'worker';
}

/** Which service's build a container's command runs (`node services/<service>/dist/<entry>.js`), if any. */
export function appProcessOf(command: readonly string[] | undefined): AppProcess | undefined {
  const match = /\bservices\/([a-z-]+)\/dist\/(main|worker)\.js\b/.exec((command ?? []).join(' '));
  if (!match || !(match[1]! in HTTP_SERVICES)) return undefined;
  return { service: match[1] as HttpServiceName, entry: match[2] as 'main' | 'worker' };
}

/** What the loader refuses in `env`, one line per variable (empty: the process would start). */
export function settingsProblems(service: HttpServiceName, env: Readonly<Record<string, string>>): string[] {
  try {
    SETTINGS_LOADERS[service]({ ...env });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    return [error instanceof Error ? error.message : String(error)];
  }
}

/**
 * The `ENV` of one stage of a Dockerfile (`ENV A=1 B=2` or `ENV A 1`), what every container of
 * that image starts with before its manifest's environment.
 */
export function imageEnvironment(dockerfile: string, target: string): Record<string, string> {
  const env: Record<string, string> = {};
  let inStage = false;
  for (const raw of readFileSync(dockerfile, 'utf8').replace(/\\\r?\n/g, ' ').split(/\r?\n/)) {
    const line = raw.trim();
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) {
      inStage = from[1] === target;
      continue;
    }
    if (!inStage) continue;
    const assignment = /^ENV\s+(.*)$/i.exec(line)?.[1];
    if (!assignment) continue;
    if (!assignment.includes('=')) {
      const [name, ...value] = assignment.split(/\s+/);
      env[name!] = value.join(' ');
      continue;
    }
    for (const [, name, quoted, plain] of assignment.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=(?:"([^"]*)"|(\S*))/g)) env[name!] = quoted ?? plain ?? '';
  }
  return env;
}
