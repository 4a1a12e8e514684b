import { DEFAULT_ADMIN_TOKEN_TTL_SECONDS, issueAdminToken } from './auth.ts';
import { baseConfigSchema, loadConfig } from './config.ts';

// The logic behind the two small admin commands (src/bin/), kept apart from process I/O so it is
// testable: `admin-token` prints a bearer token for the admin screens and curl; `hash-password`
// turns a chosen password into an ADMIN_PASSWORD_HASH value.

const tokenConfigSchema = baseConfigSchema.pick({ NODE_ENV: true, JWT_SECRET: true, ADMIN_TOKEN_MAX_TTL_SECONDS: true });

/** Parses `--ttl <seconds>` (or `--ttl=<seconds>`); the default is 12 hours. */
export function parseTtlArgument(args: readonly string[]): number {
  const index = args.findIndex((arg) => arg === '--ttl' || arg.startsWith('--ttl='));
  if (index < 0) return DEFAULT_ADMIN_TOKEN_TTL_SECONDS;
  const arg = args[index]!;
  const raw = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1];
  const ttl = Number(raw);
  if (!Number.isInteger(ttl) || ttl <= 0) throw new Error(`--ttl expects a positive whole number of seconds, got "${raw ?? ''}"`);
  return ttl;
}

/** A fresh admin token signed with JWT_SECRET from `env` (development default outside production). */
export function adminTokenFromEnv(args: readonly string[], env: NodeJS.ProcessEnv = process.env): string {
  const config = loadConfig(tokenConfigSchema, env);
  const ttl = parseTtlArgument(args);
  // The services would refuse it: say so now rather than print a token that never works.
  if (ttl > config.ADMIN_TOKEN_MAX_TTL_SECONDS) {
    throw new Error(`--ttl ${ttl} is longer than ADMIN_TOKEN_MAX_TTL_SECONDS (${config.ADMIN_TOKEN_MAX_TTL_SECONDS} s), which every service enforces`);
  }
  return issueAdminToken(config, ttl);
}
