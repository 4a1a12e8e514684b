// Where the store is: MONGODB_URI, else the local FerretDB that `npm run infra:up` starts. Each
// service then opens its own database on it (docs/engineering.md, "Configuration").
export const DEFAULT_MONGODB_URI = 'mongodb://127.0.0.1:27017';

/** The server URI from MONGODB_URI, or the local default when it is unset or blank. */
export function mongoUriFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.MONGODB_URI?.trim() || DEFAULT_MONGODB_URI;
}

/** The URI without credentials, safe for logs and error messages. */
export function redactUri(uri: string): string {
  return uri.replace(/^(mongodb(?:\+srv)?:\/\/)[^@/]*@/, '$1');
}
