// A compose file as compose would run it: `${VAR}` interpolated from an env file (the one beside
// it, deploy/compose/.env), each service's environment as a map, replicas counted. Shared by the
// checks here and by the rehearsal (tools/rehearsal), which runs what this returns.
//
// Interpolation is the Compose Specification's (`${VAR}`, `${VAR:-default}`, `${VAR-default}`,
// `${VAR:?message}`, `${VAR?message}`, `$$` for a dollar), written here because no maintained npm
// package implements compose's rules; dotenv parses the env file.
import { readFileSync } from 'node:fs';
import { parse as parseEnvFile } from 'dotenv';
import { parseAllDocuments } from 'yaml';

export interface ComposeService {
  readonly name: string;
  readonly image?: string;
  readonly build?: { context?: string; dockerfile?: string; target?: string };
  readonly command?: readonly string[];
  readonly environment: Readonly<Record<string, string>>;
  readonly healthcheck?: { test?: readonly string[] | string; interval?: string; timeout?: string; retries?: number; start_period?: string };
  readonly dependsOn: Readonly<Record<string, string>>;
  readonly volumes: readonly string[];
  readonly ports: readonly unknown[];
  readonly replicas: number;
  readonly raw: Record<string, unknown>;
}

export interface ComposeProject {
  readonly services: ReadonlyMap<string, ComposeService>;
  /** Variables the file names with no default, and what interpolation found wrong (a `:?` unset). */
  readonly problems: readonly string[];
  /** Every variable the file interpolates, with or without a default. */
  readonly variables: ReadonlySet<string>;
  /** The variables it interpolates somewhere without a default: the env file must set them. */
  readonly required: ReadonlySet<string>;
  readonly volumes: ReadonlySet<string>;
}

/** Reads an env file (dotenv syntax, as compose reads deploy/compose/.env). */
export function readEnvFile(file: string): Record<string, string> {
  return parseEnvFile(readFileSync(file, 'utf8'));
}

interface Seen {
  readonly used: Set<string>;
  readonly required: Set<string>;
}

const INTERPOLATION = /\$(?:\$|\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])((?:[^{}]|\{[^}]*\})*))?\}|([A-Za-z_][A-Za-z0-9_]*))/g;

/** One string interpolated as compose does; `problems` gets a line for each `${VAR:?…}` that is unset. */
export function interpolate(text: string, env: Readonly<Record<string, string | undefined>>, problems: string[], seen: Seen): string {
  return text.replace(INTERPOLATION, (match, braced?: string, colon?: string, op?: string, arg?: string, bare?: string) => {
    if (match === '$$') return '$';
    const name = braced ?? bare ?? '';
    seen.used.add(name);
    if (op !== '-') seen.required.add(name);
    const value = env[name];
    const unset = value === undefined || (colon === ':' && value === '');
    if (op === '-') return unset ? interpolate(arg ?? '', env, problems, seen) : (value ?? '');
    if (op === '?') {
      if (unset) problems.push(`${name}: ${arg || 'required variable is missing a value'}`);
      return value ?? '';
    }
    return value ?? '';
  });
}

function interpolateAll(value: unknown, env: Readonly<Record<string, string | undefined>>, problems: string[], seen: Seen): unknown {
  if (typeof value === 'string') return interpolate(value, env, problems, seen);
  if (Array.isArray(value)) return value.map((item) => interpolateAll(item, env, problems, seen));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateAll(v, env, problems, seen)]));
  return value;
}

const asMap = (value: unknown): Record<string, string> => {
  if (Array.isArray(value))
    return Object.fromEntries(value.map((entry) => String(entry).split(/=(.*)/s).slice(0, 2) as [string, string]).map(([k, v]) => [k, v ?? '']));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)]));
  return {};
};

/**
 * The compose document (already parsed, merge keys resolved), interpolated with `env`, merged with
 * `overrides` in order as `docker compose -f base -f override` merges them: mappings (environment,
 * depends_on) key by key, everything else replaced.
 */
export function composeProject(documents: readonly unknown[], env: Readonly<Record<string, string | undefined>>): ComposeProject {
  const problems: string[] = [];
  const seen: Seen = { used: new Set(), required: new Set() };
  const merged: Record<string, Record<string, unknown>> = {};
  const volumes = new Set<string>();
  for (const document of documents) {
    const doc = interpolateAll(document, env, problems, seen) as { services?: Record<string, Record<string, unknown>>; volumes?: Record<string, unknown> };
    for (const name of Object.keys(doc.volumes ?? {})) volumes.add(name);
    for (const [name, service] of Object.entries(doc.services ?? {})) {
      const before = merged[name] ?? {};
      const next: Record<string, unknown> = { ...before, ...service };
      if (before.environment !== undefined && service.environment !== undefined)
        next.environment = { ...asMap(before.environment), ...asMap(service.environment) };
      if (before.depends_on !== undefined && service.depends_on !== undefined)
        next.depends_on = { ...dependsMap(before.depends_on), ...dependsMap(service.depends_on) };
      merged[name] = next;
    }
  }
  const services = new Map<string, ComposeService>();
  for (const [name, raw] of Object.entries(merged)) {
    const command = raw.command;
    services.set(name, {
      name,
      image: typeof raw.image === 'string' ? raw.image : undefined,
      build: raw.build as ComposeService['build'],
      command: Array.isArray(command) ? command.map(String) : typeof command === 'string' ? command.split(/\s+/) : undefined,
      environment: asMap(raw.environment),
      healthcheck: raw.healthcheck as ComposeService['healthcheck'],
      dependsOn: dependsMap(raw.depends_on),
      volumes: ((raw.volumes as unknown[] | undefined) ?? []).map((v) => (typeof v === 'string' ? v : `${String((v as { source?: string }).source)}:${String((v as { target?: string }).target)}`)),
      ports: (raw.ports as unknown[] | undefined) ?? [],
      replicas: Number((raw.deploy as { replicas?: number } | undefined)?.replicas ?? 1),
      raw,
    });
  }
  return { services, problems, variables: seen.used, required: seen.required, volumes };
}

function dependsMap(value: unknown): Record<string, string> {
  if (Array.isArray(value)) return Object.fromEntries(value.map((name) => [String(name), 'service_started']));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([name, cond]) => [name, typeof cond === 'string' ? cond : String((cond as { condition?: string } | null)?.condition ?? 'service_started')]),
    );
  return {};
}

/** Every document of a compose YAML file, merge keys resolved (as compose reads it). */
export function readComposeDocuments(file: string): unknown[] {
  return parseAllDocuments(readFileSync(file, 'utf8'), { merge: true })
    .map((doc) => doc.toJS({ maxAliasCount: 1000 }) as unknown)
    .filter((doc) => doc !== null && doc !== undefined);
}
