import { z } from 'zod';
import { clockPinSchema } from './clock.ts';
import { LOG_LEVELS } from './logger.ts';
import { isPasswordHash, verifyPasswordSync } from './password.ts';
import { MIN_SECRET_ENTROPY_BITS, secretEntropyBits } from './secret-strength.ts';

// Settings come from the environment, validated once at start (docs/engineering.md,
// "Configuration"). A variable may carry a development default so `npm start` works with no
// setup; with NODE_ENV=production every such variable must be set explicitly, and a secret must
// not equal its known development value, so a deployment never runs on a value printed in the repo.

interface DevDefault {
  value: string;
  secret: boolean;
}

// zod 4 registry: metadata attached to the field schema itself, so it survives `.extend()`.
const devDefaults = z.registry<DevDefault>();

/** Marks `schema` (one env variable) as having a development default; `secret` ones are refused in production. */
export function withDevDefault<S extends z.ZodType>(schema: S, value: string, options: { secret?: boolean } = {}): S {
  devDefaults.add(schema, { value, secret: options.secret ?? false });
  return schema;
}

/** The longest admin token lifetime accepted unless ADMIN_TOKEN_MAX_TTL_SECONDS says otherwise: 12 hours. */
export const DEFAULT_ADMIN_TOKEN_MAX_TTL_SECONDS = 12 * 60 * 60;
export const DEV_JWT_SECRET = 'scoreline-development-jwt-secret-do-not-use-in-production';
/** The password behind DEV_ADMIN_PASSWORD_HASH; production refuses any hash that matches it. */
export const DEV_ADMIN_PASSWORD = 'admin';
/** scrypt hash of "admin" with a fixed salt (a constant, so the repo needs no generated file). */
export const DEV_ADMIN_PASSWORD_HASH =
  'scrypt$7363726f72656c696e652d6465760a00$c9197df19b131c4833ebbac20adc3c9c9279c4a77721825b0b440cc1755dd8c7';
export const DEV_MONGODB_URI = 'mongodb://127.0.0.1:27017';
export const DEV_KAFKA_BROKERS = '127.0.0.1:9092';

/** A TCP port from the environment with the service's own default (docs/product.md, Architecture: "Ports"). */
export function portSchema(defaultPort: number) {
  return z.coerce.number().int().min(0).max(65_535).default(defaultPort);
}

/** A comma-separated list, trimmed, empty entries dropped. */
function commaList<S extends z.ZodType<unknown, string>>(item: S) {
  return z
    .string()
    .transform((value) => value.split(',').map((entry) => entry.trim()).filter((entry) => entry.length > 0))
    .pipe(z.array(item));
}

const brokerSchema = z.string().regex(/^[^\s:,]+:\d{1,5}$/, 'expected host:port');
const originSchema = z
  .string()
  .regex(/^https?:\/\/[^/\s]+$/, 'expected an origin such as https://scoreline.example (scheme and host, no path)');

/**
 * Each service's own database on MONGODB_URI: the variable that names it and its default. One table,
 * so a host can give a whole instance (the gateway and every service in it) databases of its own.
 */
export const SERVICE_DATABASES = {
  catalog: { variable: 'CATALOG_DB_NAME', name: 'scoreline_catalog' },
  prediction: { variable: 'PREDICTION_DB_NAME', name: 'scoreline_prediction' },
  payment: { variable: 'PAYMENT_DB_NAME', name: 'scoreline_payment' },
  blog: { variable: 'BLOG_DB_NAME', name: 'scoreline_blog' },
  experiment: { variable: 'EXPERIMENT_DB_NAME', name: 'scoreline_experiment' },
  // Not a service's: the product-wide failed admin-password budget (password-budget.ts), which the
  // gateway and every service guarding with ?admin_password= share.
  auth: { variable: 'AUTH_DB_NAME', name: 'scoreline_auth' },
  // The gateway's own: what its replicas share (the edge's rate-limit counts, dead-letter replay claims).
  gateway: { variable: 'GATEWAY_DB_NAME', name: 'scoreline_gateway' },
} as const;
export type DatabaseOwner = keyof typeof SERVICE_DATABASES;

/** The `<SERVICE>_DB_NAME` variable of `service`: a database name the store accepts, its default from SERVICE_DATABASES. */
export function databaseNameSchema(service: DatabaseOwner) {
  return z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,63}$/, 'expected 1 to 63 letters, digits, _ or -')
    .default(SERVICE_DATABASES[service].name);
}

/**
 * EVENTS_NAMESPACE: prefix of every Kafka topic and consumer group (libs/events' namespace), so two
 * instances on one broker (`npm start` and a test run's gateway, two environments on one cluster)
 * never join each other's groups or read each other's events. Empty (the default): no prefix.
 */
export const eventsNamespaceSchema = z
  .string()
  .regex(/^[A-Za-z0-9._-]{0,100}$/, 'expected up to 100 letters, digits, ".", "_" or "-"')
  .default('');

export interface InstanceSettings {
  /** EVENTS_NAMESPACE: `<name>.`, so its topics read `<name>.fixtures.upserted`. */
  readonly namespace: string;
  /** Each service's database: `<name>_<service>`. */
  readonly databases: Readonly<Record<DatabaseOwner, string>>;
  /** EVENTS_NAMESPACE and every `<SERVICE>_DB_NAME`, to merge into the instance's environment. */
  readonly env: Readonly<Record<string, string>>;
}

/**
 * The settings that make one instance named `name` (letters, digits, "_", "-") its own on shared
 * infrastructure: its Kafka namespace and its databases.
 */
export function instanceSettings(name: string): InstanceSettings {
  const owners = Object.keys(SERVICE_DATABASES) as DatabaseOwner[];
  const namespace = `${name}.`;
  const databases = Object.fromEntries(owners.map((owner) => [owner, `${name}_${owner}`])) as Record<DatabaseOwner, string>;
  const env: Record<string, string> = { EVENTS_NAMESPACE: namespace };
  for (const owner of owners) env[SERVICE_DATABASES[owner].variable] = databases[owner];
  return { namespace, databases, env };
}

/**
 * The variables every service reads. Services extend it with their own:
 * `baseConfigSchema.extend({ PORT: portSchema(8101), STRIPE_API_BASE: withDevDefault(z.url(), '...') })`.
 */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  // Loopback by default: nothing is exposed to the network unless a deployment asks for it.
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: portSchema(8000),
  JWT_SECRET: withDevDefault(z.string().min(32, 'must be at least 32 characters'), DEV_JWT_SECRET, { secret: true }),
  /**
   * The longest lifetime (exp − iat) of an admin token any service accepts, and the CLI or the
   * gateway's login issues: a leaked token is good for at most this long.
   */
  ADMIN_TOKEN_MAX_TTL_SECONDS: z.coerce.number().int().min(60).max(7 * 24 * 60 * 60).default(DEFAULT_ADMIN_TOKEN_MAX_TTL_SECONDS),
  ADMIN_PASSWORD_HASH: withDevDefault(
    z.string().refine(isPasswordHash, 'must look like scrypt$<salt-hex>$<hash-hex>'),
    DEV_ADMIN_PASSWORD_HASH,
    { secret: true },
  ),
  MONGODB_URI: withDevDefault(z.string().regex(/^mongodb(\+srv)?:\/\/\S+$/, 'expected a mongodb:// URI'), DEV_MONGODB_URI),
  KAFKA_BROKERS: withDevDefault(commaList(brokerSchema).refine((list) => list.length > 0, 'at least one broker'), DEV_KAFKA_BROKERS),
  // Browser origins allowed to call the API cross-origin (the shell and remotes in distributed mode).
  PUBLIC_ORIGINS: commaList(originSchema).default([]),
  EVENTS_NAMESPACE: eventsNamespaceSchema,
  AUTH_DB_NAME: databaseNameSchema('auth'),
  // The operator listener (GET /ready, /metrics, /health for probes and Prometheus), apart from the
  // product's: loopback unless a deployment opens it to its cluster network; its port defaults to
  // PORT + 1000 (operatorListenOf).
  OPERATOR_HOST: z.string().min(1).default('127.0.0.1'),
  OPERATOR_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  // Pins the product's clock (clock.ts) for a demo or a browser test; refused in production.
  CLOCK_PIN: clockPinSchema,
  // The machine's time the pin refers to, shared by every process of a stack (clock.ts).
  CLOCK_PIN_FROM: clockPinSchema,
});

/** Where the operator endpoints listen: OPERATOR_HOST and OPERATOR_PORT, else PORT + 1000 (0 stays 0: any free port). */
export function operatorListenOf(config: Pick<BaseConfig, 'PORT' | 'OPERATOR_HOST' | 'OPERATOR_PORT'>): { port: number; host: string } {
  const port = config.OPERATOR_PORT ?? (config.PORT === 0 ? 0 : config.PORT + 1000);
  return { port, host: config.OPERATOR_HOST };
}

export type BaseConfig = z.output<typeof baseConfigSchema>;
/** The type loadConfig returns for a (service-extended) schema. */
export type ConfigOf<S extends z.ZodObject> = Readonly<z.output<S>>;

/**
 * Whether a hash is of the development password: a scrypt run (about 50 ms of CPU), made once per
 * hash, since every service of a process (the gateway's embedded ones) and every container that
 * deploy-check reads load the same hash.
 */
const devPasswordHashes = new Map<string, boolean>();
function hashesDevPassword(hash: string): boolean {
  let known = devPasswordHashes.get(hash);
  if (known === undefined) {
    known = verifyPasswordSync(DEV_ADMIN_PASSWORD, hash);
    devPasswordHashes.set(hash, known);
  }
  return known;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.problems = problems;
  }
}

/**
 * Reads `schema`'s variables from `env` (only those: the rest of the environment is never copied),
 * fills development defaults outside production, and returns the parsed, frozen config.
 * Throws ConfigError naming every bad variable at once, so one failed start shows all of them.
 */
export function loadConfig<S extends z.ZodObject>(schema: S, env: NodeJS.ProcessEnv = process.env): ConfigOf<S> {
  const production = env.NODE_ENV === 'production';
  const input: Record<string, string> = {};
  const problems: string[] = [];
  // Variables already reported as missing in production: their "expected string" issue would only repeat it.
  const missing = new Set<string>();

  for (const [name, field] of Object.entries(schema.shape)) {
    const raw = env[name];
    // An empty variable counts as unset: `FOO=` in a compose file is almost always a mistake.
    const value = raw === undefined || raw.trim() === '' ? undefined : raw;
    const devDefault = devDefaults.get(field as z.ZodType);
    if (value === undefined) {
      if (devDefault && production) {
        problems.push(`${name}: must be set when NODE_ENV=production (its development default is refused)`);
        missing.add(name);
      } else if (devDefault) {
        input[name] = devDefault.value;
      }
      continue;
    }
    if (production && devDefault?.secret && value === devDefault.value) {
      problems.push(`${name}: is the development default; set a real secret for production`);
    }
    input[name] = value;
  }

  const result = schema.safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues) {
      if (missing.has(String(issue.path[0]))) continue;
      problems.push(`${issue.path.map(String).join('.') || '(config)'}: ${issue.message}`);
    }
  }
  if (production && typeof input.JWT_SECRET === 'string' && input.JWT_SECRET !== DEV_JWT_SECRET) {
    const bits = secretEntropyBits(input.JWT_SECRET);
    if (bits < MIN_SECRET_ENTROPY_BITS) {
      problems.push(`JWT_SECRET: about ${bits} bits of entropy, production needs ${MIN_SECRET_ENTROPY_BITS}; use e.g. \`openssl rand -hex 32\``);
    }
  }
  if (production && typeof input.ADMIN_PASSWORD_HASH === 'string' && isPasswordHash(input.ADMIN_PASSWORD_HASH)) {
    // Catches a hash of the development password even when made with another salt.
    if (hashesDevPassword(input.ADMIN_PASSWORD_HASH)) {
      problems.push(`ADMIN_PASSWORD_HASH: hashes the development password "${DEV_ADMIN_PASSWORD}"; choose a real one`);
    }
  }
  if (input.CLOCK_PIN_FROM !== undefined && input.CLOCK_PIN === undefined) {
    problems.push('CLOCK_PIN_FROM: says when CLOCK_PIN applies, so it needs CLOCK_PIN');
  }
  if (production && input.CLOCK_PIN !== undefined) {
    // A pinned clock sells and seals matches by a day that is not today.
    problems.push('CLOCK_PIN: a pinned clock is for demos and tests; it is refused when NODE_ENV=production');
  }
  if (problems.length > 0 || !result.success) throw new ConfigError(problems);
  return Object.freeze(result.data);
}
