// Which processes and origins the distributed mode runs, and on which ports (docs/product.md,
// Architecture: "Modes", "Ports"). By default the architecture's own ports; DISTRIBUTED_PORT_BASE
// moves the whole layout (gateway at the base, catalog at base + 101, shell at base + 200 …) so a
// second stack (tests, a colleague's) never meets the defaults; tests pass free ports one by one.
import { freePort } from '@scoreline/service-kit/free-port';
import {
  HTTP_SERVICE_PORTS,
  REMOTE_NAMES,
  WEB_PORTS,
  type HttpServiceName,
  type RemoteName,
} from '@scoreline/contracts';

export type WebOrigin = 'shell' | RemoteName;

export interface StackPorts {
  readonly services: Readonly<Record<HttpServiceName, number>>;
  /** Each HTTP process's operator listener (/ready, /metrics). */
  readonly operator: Readonly<Record<HttpServiceName, number>>;
  readonly web: Readonly<Record<WebOrigin, number>>;
}

const SERVICE_NAMES = Object.keys(HTTP_SERVICE_PORTS) as HttpServiceName[];
const WEB_NAMES: readonly WebOrigin[] = ['shell', ...REMOTE_NAMES];

/** The architecture's ports (base undefined), or the same layout moved to `base`. */
export function portLayout(base?: number): StackPorts {
  const gateway = HTTP_SERVICE_PORTS.gateway;
  const shell = WEB_PORTS.shell;
  const service = (name: HttpServiceName) =>
    base === undefined ? HTTP_SERVICE_PORTS[name] : base + HTTP_SERVICE_PORTS[name] - gateway;
  const web = (name: WebOrigin) =>
    base === undefined ? WEB_PORTS[name] : base + 200 + WEB_PORTS[name] - shell;
  return {
    services: Object.fromEntries(SERVICE_NAMES.map((n) => [n, service(n)])) as Record<
      HttpServiceName,
      number
    >,
    // service-kit's own default (PORT + 1000), said explicitly so every listener is on the plan.
    operator: Object.fromEntries(SERVICE_NAMES.map((n) => [n, service(n) + 1000])) as Record<
      HttpServiceName,
      number
    >,
    web: Object.fromEntries(WEB_NAMES.map((n) => [n, web(n)])) as Record<WebOrigin, number>,
  };
}

/**
 * Every port a free one, all different (get-port never hands out one port twice within 15 s in a
 * process): for stacks started beside others (tests, the browser suites).
 */
export async function freeLayout(): Promise<StackPorts> {
  const services = {} as Record<HttpServiceName, number>;
  const operator = {} as Record<HttpServiceName, number>;
  for (const name of SERVICE_NAMES) {
    services[name] = await freePort();
    operator[name] = await freePort();
  }
  const web = {} as Record<WebOrigin, number>;
  for (const name of WEB_NAMES) web[name] = await freePort();
  return { services, operator, web };
}

/** A start that failed because a port of its layout was bound by someone else meanwhile. */
export function isPortClash(error: unknown): boolean {
  return error instanceof Error && /\bEADDRINUSE\b/.test(error.message);
}

/** Every port of a layout, for "is anything still listening" checks. */
export function allPorts(ports: StackPorts): number[] {
  return [...Object.values(ports.services), ...Object.values(ports.operator), ...Object.values(ports.web)];
}

/**
 * The processes the stack runs from the services' builds: one HTTP process per service (its
 * workers switched off where a worker.js runs them), the worker processes, then the gateway.
 */
export interface ProcessPlan {
  readonly name: string;
  /** services/<service>/dist/<entry>.js */
  readonly service: HttpServiceName;
  readonly entry: 'main' | 'worker';
  /** Extra settings beside the stack's shared ones. */
  readonly env: Readonly<Record<string, string>>;
}

/** Services whose workers run in a worker.js process of their own (the others run them in main.js). */
export const WORKER_SERVICES = ['catalog', 'prediction', 'experiment'] as const;

const WORKERS_SWITCH: Record<(typeof WORKER_SERVICES)[number], string> = {
  catalog: 'CATALOG_WORKERS',
  prediction: 'PREDICTION_WORKERS',
  experiment: 'EXPERIMENT_WORKERS',
};

export interface PlanOptions {
  /** Replicas of a service's worker process (default 1 each). */
  readonly workerReplicas?: Partial<Record<(typeof WORKER_SERVICES)[number], number>>;
}

export function processPlan(options: PlanOptions = {}): ProcessPlan[] {
  const plan: ProcessPlan[] = [];
  for (const service of SERVICE_NAMES) {
    if (service === 'gateway') continue;
    const own = (WORKER_SERVICES as readonly string[]).includes(service);
    plan.push({
      name: service,
      service,
      entry: 'main',
      env: own ? { [WORKERS_SWITCH[service as (typeof WORKER_SERVICES)[number]]]: 'off' } : {},
    });
  }
  for (const service of WORKER_SERVICES) {
    const replicas = options.workerReplicas?.[service] ?? 1;
    for (let i = 1; i <= replicas; i++) {
      plan.push({
        name: replicas === 1 ? `${service}-worker` : `${service}-worker-${i}`,
        service,
        entry: 'worker',
        env: {},
      });
    }
  }
  plan.push({ name: 'gateway', service: 'gateway', entry: 'main', env: {} });
  return plan;
}
