// deploy/compose/docker-compose.yml: the Compose Specification's schema (ajv), then what the schema
// cannot know: each Node process's own settings loader on the environment its container gets (the
// image's ENV, then the file's, `${VAR}` from the env file whose example lists them), references
// between services, files the build and mounts name, and that the file describes the whole system
// (src/system.ts): the services and workers, the site as the one published address, two gateway
// replicas, and a three-broker Kafka cluster that keeps its data on its volumes.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { composeSchemaErrors } from './compose-schema.ts';
import { type ComposeProject, type ComposeService, composeProject, readEnvFile } from './compose-file.ts';
import { checkKafkaBrokers, type KafkaBroker } from './kafka-cluster.ts';
import { loadYaml } from './load-yaml.ts';
import { isObject, type Problems } from './problems.ts';
import { sampleSecrets } from './secret-samples.ts';
import { checkServiceUrls } from './service-urls.ts';
import { appProcessOf, imageEnvironment, settingsProblems } from './settings-loaders.ts';
import {
  APP_IMAGE,
  COMPOSE_PUBLISHED_PORT,
  HTTP_SERVICES,
  INFRA,
  OPEN_TO_THE_NETWORK,
  SITE,
  WORKER_OPERATOR_PORT,
  WORKERS,
  WORKERS_SWITCH,
  scriptOf,
} from './system.ts';

/** Container/published ports of a `ports:` entry (short or long form), as the schema allows it. */
function portPair(entry: unknown): { target: number; published: number | undefined } | undefined {
  if (isObject(entry)) return { target: Number(entry.target), published: entry.published === undefined ? undefined : Number(entry.published) };
  const match = /^(?:(?:\d{1,3}\.){3}\d{1,3}:)?(?:(\d+):)?(\d+)(?:\/(?:tcp|udp))?$/.exec(String(entry));
  return match ? { target: Number(match[2]), published: match[1] === undefined ? undefined : Number(match[1]) } : undefined;
}

export interface ComposeCheck {
  /** The project as compose would run it (sample secrets interpolated). */
  readonly project: ComposeProject | undefined;
  /** The HTTP services' and the site's container ports. */
  readonly ports: Record<string, number | undefined>;
}

export async function checkCompose(problems: Problems, file: string, where: string): Promise<ComposeCheck> {
  const [compose] = loadYaml(file, where, problems);
  for (const error of composeSchemaErrors(compose)) problems.fail(`${where} (compose-spec schema)`, error);
  if (!isObject(compose) || !isObject(compose.services)) {
    problems.fail(where, 'expected a top-level `services:` mapping');
    return { project: undefined, ports: {} };
  }
  const dir = path.dirname(file);

  // The env file compose reads is never committed; its example names what goes in it.
  const example = path.join(dir, '.env.example');
  const listed = existsSync(example) ? readEnvFile(example) : {};
  problems.check(existsSync(example), where, 'no .env.example beside it to say what deploy/compose/.env must hold');
  const samples = await sampleSecrets(Object.keys(listed));
  for (const name of samples.unknown)
    problems.fail(`${where} .env.example`, `${name} has no sample value in tools/deploy-check/src/secret-samples.ts: add the kind of value it takes`);
  const project = composeProject([compose], samples.values);
  for (const problem of project.problems) problems.fail(where, `interpolation: ${problem}`);
  for (const name of project.required) problems.check(name in listed, where, `interpolates \${${name}} with no default, which .env.example does not list`);
  for (const name of Object.keys(listed)) problems.check(project.variables.has(name), `${where} .env.example`, `lists ${name}, which the compose file never uses`);

  const services = project.services;
  const published = new Map<number, string>();
  for (const svc of services.values()) checkService(problems, where, dir, svc, project, published);

  const at = (name: string) => `${where} services.${name}`;
  const svcOf = (name: string): ComposeService | undefined => services.get(name);
  const appEnvOf = (svc: ComposeService) => ({ ...imageEnvironment(path.resolve(dir, svc.build?.context ?? '.', svc.build?.dockerfile ?? 'Dockerfile'), String(svc.build?.target)), ...svc.environment });

  // every Node process: its command, its loader on its environment, open to the network for probes
  for (const svc of services.values()) {
    const process = appProcessOf(svc.command);
    if (!process) continue;
    const env = appEnvOf(svc);
    for (const problem of settingsProblems(process.service, env))
      problems.fail(at(svc.name), `${process.service}'s settings loader refuses this environment (the process would exit at start): ${problem}`);
    for (const [name, value] of Object.entries(OPEN_TO_THE_NETWORK))
      problems.check(env[name] === value, at(svc.name), `${name} should be ${value} (from the image or the file), is ${String(env[name])}: probes and Prometheus could not reach it`);
    problems.check(svc.healthcheck !== undefined, at(svc.name), 'has no healthcheck (its /ready): compose could not wait for it');
    problems.check(String(svc.image).startsWith(`${APP_IMAGE}:`), at(svc.name), `image should be ${APP_IMAGE}:<tag>, built here (not a registry namespace we do not own), is ${String(svc.image)}`);
  }
  for (const [name, port] of Object.entries(HTTP_SERVICES)) {
    const svc = svcOf(name);
    if (!problems.check(svc, where, `missing service ${name}`) || !svc) continue;
    problems.check(appProcessOf(svc.command)?.entry === 'main' && appProcessOf(svc.command)?.service === name, at(name), `command should run ${scriptOf(name as keyof typeof HTTP_SERVICES, 'main')}`);
    problems.check(svc.environment.PORT === String(port), at(name), `PORT should be ${port}, is ${String(svc.environment.PORT)}`);
    problems.check(svc.ports.length === 0, at(name), 'publishes a port: only the site is published, the services are reached through it');
  }
  for (const [name, service] of Object.entries(WORKERS)) {
    const svc = svcOf(name);
    if (!problems.check(svc, where, `missing worker ${name}`) || !svc) continue;
    problems.check(appProcessOf(svc.command)?.entry === 'worker' && appProcessOf(svc.command)?.service === service, at(name), `command should run ${scriptOf(service, 'worker')}`);
    problems.check(svc.environment.OPERATOR_PORT === String(WORKER_OPERATOR_PORT), at(name), `OPERATOR_PORT should be ${WORKER_OPERATOR_PORT}: without it the worker serves no /ready or /metrics`);
    // its HTTP process must leave the workers to it, or they run twice
    const switchName = WORKERS_SWITCH[service];
    problems.check(svcOf(service)?.environment[switchName] === 'off', at(service), `${switchName} should be off: ${name} runs its workers`);
  }

  // the gateway: two replicas behind the site, keyed on the client the site names
  const gateway = svcOf('gateway');
  if (gateway) {
    problems.check(gateway.replicas >= 2, at('gateway'), `runs ${gateway.replicas} replica(s); two at least, so one may stop or fail while the other answers`);
    problems.check(/^([1-9]|true)$/.test(gateway.environment.TRUST_PROXY ?? ''), at('gateway'), 'TRUST_PROXY should count the site in front (1): the rate limits would key on the site for every client');
    if (problems.check(gateway.environment.SERVICE_URLS, at('gateway'), 'no SERVICE_URLS'))
      checkServiceUrls(problems, at('gateway'), gateway.environment.SERVICE_URLS, (host, port) => svcOf(host)?.environment.PORT === String(port));
  }

  // the site: the one published address, /api to the gateway
  const site = svcOf(SITE.name);
  if (problems.check(site, where, `missing service ${SITE.name} (the site and the ingress)`) && site) {
    problems.check(site.build?.target === 'site', at(SITE.name), 'should build the Dockerfile target site');
    problems.check(String(site.image).startsWith(`${SITE.image}:`), at(SITE.name), `image should be ${SITE.image}:<tag>, is ${String(site.image)}`);
    problems.check(site.environment.PORT === String(SITE.port), at(SITE.name), `PORT should be ${SITE.port}`);
    problems.check(
      site.ports.map(portPair).some((p) => p?.target === SITE.port && p.published === COMPOSE_PUBLISHED_PORT),
      at(SITE.name),
      `should publish its port ${SITE.port} as ${COMPOSE_PUBLISHED_PORT}, the product's address`,
    );
    problems.check(site.environment.API_UPSTREAM === `gateway:${HTTP_SERVICES.gateway}`, at(SITE.name), `API_UPSTREAM should be gateway:${HTTP_SERVICES.gateway}`);
    problems.check(site.dependsOn.gateway === 'service_healthy', at(SITE.name), 'should wait for the gateway to be healthy (nginx resolves it at start)');
  }

  // infrastructure
  for (const [name, image] of Object.entries(INFRA)) {
    if (name === 'kafka') continue;
    if (problems.check(svcOf(name), where, `missing ${name}`))
      problems.check(String(svcOf(name)?.image).startsWith(image), at(name), `image should be ${image}*`);
  }
  const brokers: KafkaBroker[] = [...services.values()]
    .filter((svc) => String(svc.image).startsWith(INFRA.kafka))
    .map((svc) => ({
      name: svc.name,
      env: svc.environment,
      volumeTargets: svc.volumes.map((v) => v.split(':')[1] ?? ''),
    }));
  const appBrokers = gateway?.environment.KAFKA_BROKERS ?? '';
  checkKafkaBrokers(problems, where, brokers, appBrokers);

  const ports: Record<string, number | undefined> = Object.fromEntries(Object.keys(HTTP_SERVICES).map((name) => [name, Number(svcOf(name)?.environment.PORT) || undefined]));
  ports[SITE.name] = Number(site?.environment.PORT) || undefined;
  return { project, ports };
}

function checkService(problems: Problems, where: string, dir: string, svc: ComposeService, project: ComposeProject, published: Map<number, string>): void {
  const at = `${where} services.${svc.name}`;
  problems.check(typeof svc.image === 'string' || svc.build !== undefined, at, 'needs an `image` or a `build`');
  if (svc.build) {
    const context = path.resolve(dir, String(svc.build.context ?? '.'));
    problems.check(existsSync(context), at, `build.context ${String(svc.build.context)} does not exist`);
    // An image built here is never pulled: a registry could hold another image under its name.
    problems.check(svc.raw.pull_policy === 'build', at, 'builds its image but pull_policy is not build: compose would try a registry first');
    const dockerfile = path.resolve(context, svc.build.dockerfile ?? 'Dockerfile');
    if (problems.check(existsSync(dockerfile), at, `build.dockerfile ${String(svc.build.dockerfile)} does not exist`) && svc.build.target) {
      const stages = [...readFileSync(dockerfile, 'utf8').matchAll(/^FROM\s+\S+\s+AS\s+(\S+)/gim)].map((m) => m[1]);
      problems.check(stages.includes(svc.build.target), at, `build.target ${svc.build.target} is not a stage of ${svc.build.dockerfile} (${stages.join(', ')})`);
    }
  }
  for (const entry of svc.ports) {
    const pair = portPair(entry);
    if (!pair || pair.published === undefined) continue;
    const other = published.get(pair.published);
    problems.check(other === undefined, at, `host port ${pair.published} is also published by ${String(other)}`);
    problems.check(svc.replicas === 1, at, `publishes host port ${pair.published} with ${svc.replicas} replicas: only one can bind it`);
    published.set(pair.published, svc.name);
  }
  for (const [dep, condition] of Object.entries(svc.dependsOn)) {
    if (!problems.check(project.services.has(dep), at, `depends_on ${dep}, which is not a service`)) continue;
    if (condition === 'service_healthy')
      problems.check(project.services.get(dep)?.healthcheck !== undefined, at, `waits for ${dep} to be healthy, but ${dep} has no healthcheck`);
  }
  for (const mount of svc.volumes) {
    const [source] = mount.split(':');
    if (!source) continue;
    if (source.startsWith('.') || source.startsWith('/')) problems.check(existsSync(path.resolve(dir, source)), at, `bind mount source ${source} does not exist`);
    else problems.check(project.volumes.has(source), at, `named volume ${source} is not declared under top-level volumes`);
  }
}
