// What Scoreline is made of (docs/product.md, Architecture: "Ports", "Events", "Modes"): the facts
// the manifests must agree with and that no schema can know. Which variables each process needs is
// not here: the services' own settings loaders decide that (settings-loaders.ts).
import { HTTP_SERVICE_PORTS, REMOTE_NAMES, WEB_PORTS, type HttpServiceName } from '@scoreline/contracts';

// The ports are the contracts' (one definition, shared with tools/distributed).
export const HTTP_SERVICES = HTTP_SERVICE_PORTS;

/**
 * Each HTTP service's operator listener (GET /ready, /metrics: libs/service-kit operatorListenOf,
 * OPERATOR_PORT = PORT + 1000): what probes and Prometheus reach; the public port answers neither.
 */
export const OPERATOR_PORTS = Object.fromEntries(
  Object.entries(HTTP_SERVICES).map(([name, port]) => [name, port + 1000]),
) as { readonly [K in keyof typeof HTTP_SERVICES]: number };

/** A worker's operator listener (libs/service-host withWorkerOperator): only where OPERATOR_PORT sets it. */
export const WORKER_OPERATOR_PORT = 9100;

export const REMOTES = REMOTE_NAMES;

/** The site (the shell, and every remote under /remotes/<name>/) on one origin, served by the site image. */
export const SITE = { name: 'site', port: WEB_PORTS.shell, image: 'scoreline-site' } as const;
/** The image of every Node process. */
export const APP_IMAGE = 'scoreline-app';
/** Where compose publishes the site, the product's one address (what PUBLIC_ORIGINS names there). */
export const COMPOSE_PUBLISHED_PORT = HTTP_SERVICE_PORTS.gateway;

/** Each worker Deployment / compose service: the service whose worker.js it runs. */
export const WORKERS = {
  'catalog-ingestion-worker': 'catalog',
  'prediction-recalculation-worker': 'prediction',
  'experiment-matrix-worker': 'experiment',
} as const satisfies Record<string, HttpServiceName>;

/** The switch that keeps a service's HTTP process from running the workers its worker.js runs. */
export const WORKERS_SWITCH = {
  catalog: 'CATALOG_WORKERS',
  prediction: 'PREDICTION_WORKERS',
  experiment: 'EXPERIMENT_WORKERS',
} as const;

/** The build a process runs: services/<service>/dist/main.js (HTTP) or worker.js. */
export const scriptOf = (service: HttpServiceName, entry: 'main' | 'worker'): string => `services/${service}/dist/${entry}.js`;

/** Infrastructure workloads and the image each must run. */
export const INFRA = {
  mongo: 'mongo:',
  kafka: 'apache/kafka:',
  'stripe-mock': 'stripe/stripe-mock:',
} as const;

/**
 * The Kafka cluster every manifest describes: three KRaft nodes, each product topic replicated on
 * all three and needing two in sync to accept a write (the services create topics with the
 * cluster's defaults, libs/events), so one broker may be lost without losing or refusing an event.
 */
export const KAFKA_CLUSTER = {
  brokers: 3,
  replicationFactor: 3,
  minInsyncReplicas: 2,
  dataPath: '/var/lib/kafka/data',
} as const;

/** The variables each app process needs that some manifest could leave on loopback, with the value it must have. */
export const OPEN_TO_THE_NETWORK = { HOST: '0.0.0.0', OPERATOR_HOST: '0.0.0.0' } as const;

/**
 * The matrix workers scale on this topic's lag for this consumer group
 * (services/experiment/src/workers/matrix-consumer-groups.ts, MATRIX_WORKER_GROUP_ID); KEDA's Kafka
 * scaler reads the group's committed offsets on the broker.
 */
export const MATRIX_SCALING = {
  deployment: 'experiment-matrix-worker',
  topic: 'matrix.combination.requested',
  consumerGroup: 'experiment.matrix-worker',
} as const;

/**
 * How Prometheus finds Scoreline's processes in Kubernetes (deploy/observability/prometheus/
 * kubernetes.yml): the pods with this label value and a container port of this name.
 */
export const METRICS_DISCOVERY = {
  label: 'app.kubernetes.io/part-of',
  value: 'scoreline',
  portName: 'operator',
} as const;
