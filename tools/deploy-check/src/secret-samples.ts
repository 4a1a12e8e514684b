// Values of the right kind for the secrets the manifests take from files that are never committed
// (deploy/compose/.env, deploy/k8s/secrets.env and payment-secrets.env, whose .example files name
// them): what an operator writes there. deploy-check hands them to the services' own settings
// loaders; the rehearsal (tools/rehearsal) writes them into the env file it runs compose with.
// Only the kind of each value is known here; which variables a process needs is its loader's say.
import { randomBytes } from 'node:crypto';
import { hashPassword } from '@scoreline/service-kit';

export interface SampleSecrets {
  /** A fresh value for every name asked for that has a sample. */
  readonly values: Readonly<Record<string, string>>;
  /** Names asked for that have no sample here: a new secret needs one added. */
  readonly unknown: readonly string[];
  /** The admin password behind ADMIN_PASSWORD_HASH (the rehearsal logs in with it). */
  readonly adminPassword: string;
}

const random = (bytes: number): string => randomBytes(bytes).toString('hex');

/** Fresh sample values for the secrets `names`, each of the kind its variable takes. */
export async function sampleSecrets(names: Iterable<string>): Promise<SampleSecrets> {
  const adminPassword = `rehearsal-${random(12)}`;
  const makers: Record<string, () => string | Promise<string>> = {
    JWT_SECRET: () => random(32),
    ADMIN_PASSWORD_HASH: () => hashPassword(adminPassword),
    // Any test key works with stripe-mock; a live deployment puts its sk_live_… here.
    STRIPE_SECRET_KEY: () => `sk_test_${random(16)}`,
    STRIPE_WEBHOOK_SECRET: () => `whsec_${random(24)}`,
  };
  const values: Record<string, string> = {};
  const unknown: string[] = [];
  for (const name of new Set(names)) {
    const make = makers[name];
    if (make) values[name] = await make();
    else unknown.push(name);
  }
  return { values, unknown, adminPassword };
}
