// deploy/compose/docker-compose.yml (with compose.rehearsal.yml merged over it) as the hosts the
// rehearsal runs: one per service, one per replica (`gateway-1`, `gateway-2`), each with the
// environment compose would give its container, `${VAR}` read from the env file the rehearsal
// writes as an operator would (a fresh value of the right kind for every name .env.example lists).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { composeProject, type ComposeService, readComposeDocuments, readEnvFile, sampleSecrets } from '@scoreline/deploy-check';

export const REPO = path.resolve(import.meta.dirname, '..', '..', '..');
export const COMPOSE_FILE = path.join(REPO, 'deploy', 'compose', 'docker-compose.yml');
export const OVERRIDE_FILE = path.join(REPO, 'tools', 'rehearsal', 'compose.rehearsal.yml');
export const DOCKERFILE = path.join(REPO, 'deploy', 'docker', 'Dockerfile');

export interface HostSpec {
  /** The host's name: the service's, or `<service>-<n>` for each of several replicas. */
  readonly name: string;
  readonly service: ComposeService;
  /** The order to start in: everything a host depends on comes before it. */
  readonly rank: number;
}

export interface Plan {
  readonly hosts: readonly HostSpec[];
  /** The env file written for the run (the secrets compose interpolates). */
  readonly envFile: string;
  readonly secrets: Readonly<Record<string, string>>;
  /** The admin password behind ADMIN_PASSWORD_HASH. */
  readonly adminPassword: string;
}

/** Reads the manifests, writes the run's env file into `dir`, and plans the hosts. */
export async function planRehearsal(dir: string): Promise<Plan> {
  const listed = Object.keys(readEnvFile(path.join(path.dirname(COMPOSE_FILE), '.env.example')));
  const samples = await sampleSecrets(listed);
  if (samples.unknown.length > 0) throw new Error(`no sample value for ${samples.unknown.join(', ')} (tools/deploy-check/src/secret-samples.ts)`);
  const envFile = path.join(dir, 'compose.env');
  writeFileSync(envFile, Object.entries(samples.values).map(([k, v]) => `${k}=${v}\n`).join(''), { mode: 0o600 });
  const project = composeProject([...readComposeDocuments(COMPOSE_FILE), ...readComposeDocuments(OVERRIDE_FILE)], readEnvFile(envFile));
  if (project.problems.length > 0) throw new Error(`the compose file does not interpolate: ${project.problems.join('; ')}`);

  const ranks = new Map<string, number>();
  const rankOf = (name: string, trail: string[] = []): number => {
    const known = ranks.get(name);
    if (known !== undefined) return known;
    if (trail.includes(name)) throw new Error(`depends_on cycle: ${[...trail, name].join(' → ')}`);
    const service = project.services.get(name);
    if (!service) throw new Error(`depends_on names ${name}, which is no service`);
    const rank = Math.max(-1, ...Object.keys(service.dependsOn).map((dep) => rankOf(dep, [...trail, name]))) + 1;
    ranks.set(name, rank);
    return rank;
  };
  const hosts: HostSpec[] = [];
  for (const service of project.services.values()) {
    const rank = rankOf(service.name);
    if (service.replicas === 1) hosts.push({ name: service.name, service, rank });
    else for (let i = 1; i <= service.replicas; i += 1) hosts.push({ name: `${service.name}-${i}`, service, rank });
  }
  hosts.sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name));
  return { hosts, envFile, secrets: samples.values, adminPassword: samples.adminPassword };
}
