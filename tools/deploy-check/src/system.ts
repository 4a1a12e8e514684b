// What Scoreline is made of (docs/product.md, Architecture: "Ports", "Events", "Modes"): the facts
// the manifests must agree with and that no schema can know.
import { HTTP_SERVICE_PORTS, REMOTE_NAMES, WEB_PORTS, type RemoteName } from '@scoreline/contracts';

// The ports are the contracts' (one definition, shared with tools/distributed).
export const HTTP_SERVICES = HTTP_SERVICE_PORTS;

/**
 * Each HTTP service's operator listener (GET /ready, /metrics: libs/service-kit operatorListenOf,
 * OPERATOR_PORT = PORT + 1000): what probes and Prometheus reach; the public port answers neither.
 */
export const OPERATOR_PORTS = Object.fromEntries(
  Object.entries(HTTP_SERVICES).map(([name, port]) => [name, port + 1000]),
) as { readonly [K in keyof typeof HTTP_SERVICES]: number };

/** The shell and each remote on its own origin; the key of remotes.json is the remote's name. */
export const WEB = {
  shell: WEB_PORTS.shell,
  ...(Object.fromEntries(REMOTE_NAMES.map((name) => [`remote-${name}`, WEB_PORTS[name]])) as { readonly [K in RemoteName as `remote-${K}`]: (typeof WEB_PORTS)[K] }),
} as const;

export const REMOTES = REMOTE_NAMES;

export const WORKERS = {
  'catalog-ingestion-worker': 'services/catalog/dist/worker.js',
  'prediction-recalculation-worker': 'services/prediction/dist/worker.js',
  'experiment-matrix-worker': 'services/experiment/dist/worker.js',
} as const;

/** Infrastructure workloads and the image each must run. */
export const INFRA = {
  mongo: 'mongo:',
  kafka: 'apache/kafka:',
  'stripe-mock': 'stripe/stripe-mock:',
} as const;

/** Settings every HTTP service process reads (docs/engineering.md, "Configuration"). */
export const SHARED_ENV = [
  'MONGODB_URI',
  'KAFKA_BROKERS',
  'STRIPE_API_BASE',
  'JWT_SECRET',
  'ADMIN_PASSWORD_HASH',
] as const;
export const SECRET_ENV = ['JWT_SECRET', 'ADMIN_PASSWORD_HASH'] as const;

/**
 * The matrix workers scale on this topic's lag for this consumer group
 * (services/experiment/src/repositories/matrix-consumer-groups.ts, MATRIX_WORKER_GROUP_ID); KEDA's Kafka
 * scaler reads the group's committed offsets on the broker.
 */
export const MATRIX_SCALING = {
  deployment: 'experiment-matrix-worker',
  topic: 'matrix.combination.requested',
  consumerGroup: 'experiment.matrix-worker',
} as const;

/**
 * How Prometheus finds the HTTP services in Kubernetes (deploy/observability/prometheus.yml, job
 * scoreline-k8s): the endpoints of Services with this label value, on the port of this name.
 */
export const METRICS_DISCOVERY = {
  label: 'app.kubernetes.io/component',
  value: 'service',
  portName: 'operator',
} as const;
