// deploy/compose/docker-compose.yml: the Compose Specification's schema (ajv), then what the schema
// cannot know: references between services, files the build and mounts name, and that the file
// describes the whole system (src/system.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { composeSchemaErrors } from './compose-schema.ts';
import { loadYaml } from './load-yaml.ts';
import { isObject, type Problems } from './problems.ts';
import { checkRemotesJson, checkServiceUrls } from './service-urls.ts';
import { HTTP_SERVICES, INFRA, REMOTES, SHARED_ENV, WEB, WORKERS } from './system.ts';

type Service = Record<string, unknown> & {
  image?: string;
  build?: unknown;
  ports?: unknown[];
  environment?: Record<string, unknown> | string[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  volumes?: unknown[];
  command?: unknown;
  healthcheck?: unknown;
};

/** Container/published ports of a `ports:` entry (short or long form), as the schema allows it. */
function portPair(entry: unknown): { target: number; published: number } | undefined {
  if (isObject(entry))
    return { target: Number(entry.target), published: Number(entry.published ?? entry.target) };
  const match = /^(?:(?:\d{1,3}\.){3}\d{1,3}:)?(?:(\d+):)?(\d+)(?:\/(?:tcp|udp))?$/.exec(String(entry));
  return match ? { target: Number(match[2]), published: Number(match[1] ?? match[2]) } : undefined;
}

function envOf(svc: Service): Record<string, unknown> {
  if (Array.isArray(svc.environment))
    return Object.fromEntries(svc.environment.map((e) => String(e).split(/=(.*)/s).slice(0, 2)));
  return svc.environment ?? {};
}

export function checkCompose(problems: Problems, file: string, where: string): Record<string, number[]> {
  const [compose] = loadYaml(file, where, problems);
  for (const error of composeSchemaErrors(compose)) problems.fail(`${where} (compose-spec schema)`, error);
  if (!isObject(compose) || !isObject(compose.services)) {
    problems.fail(where, 'expected a top-level `services:` mapping');
    return {};
  }
  const dir = path.dirname(file);
  const services = compose.services as Record<string, Service>;
  const volumes = isObject(compose.volumes) ? compose.volumes : {};
  const published = new Map<number, string>();

  for (const [name, svc] of Object.entries(services)) {
    const at = `${where} services.${name}`;
    if (!isObject(svc)) continue; // the schema said so
    problems.check(
      typeof svc.image === 'string' || svc.build !== undefined,
      at,
      'needs an `image` or a `build`',
    );
    if (isObject(svc.build)) {
      const context = path.resolve(dir, String(svc.build.context ?? '.'));
      problems.check(existsSync(context), at, `build.context ${String(svc.build.context)} does not exist`);
      if (typeof svc.build.dockerfile === 'string') {
        const dockerfile = path.resolve(context, svc.build.dockerfile);
        if (
          problems.check(
            existsSync(dockerfile),
            at,
            `build.dockerfile ${svc.build.dockerfile} does not exist`,
          ) &&
          svc.build.target
        ) {
          const stages = [...readFileSync(dockerfile, 'utf8').matchAll(/^FROM\s+\S+\s+AS\s+(\S+)/gim)].map(
            (m) => m[1],
          );
          problems.check(
            stages.includes(String(svc.build.target)),
            at,
            `build.target ${String(svc.build.target)} is not a stage of ${svc.build.dockerfile} (${stages.join(', ')})`,
          );
        }
      }
    }
    for (const entry of svc.ports ?? []) {
      const pair = portPair(entry);
      if (!pair) continue;
      const other = published.get(pair.published);
      problems.check(
        other === undefined,
        at,
        `host port ${pair.published} is also published by ${String(other)}`,
      );
      published.set(pair.published, name);
    }
    const deps = Array.isArray(svc.depends_on) ? svc.depends_on : Object.keys(svc.depends_on ?? {});
    for (const dep of deps) problems.check(dep in services, at, `depends_on ${dep}, which is not a service`);
    if (isObject(svc.depends_on)) {
      for (const [dep, cond] of Object.entries(svc.depends_on)) {
        if (cond.condition === 'service_healthy')
          problems.check(
            services[dep]?.healthcheck !== undefined,
            at,
            `waits for ${dep} to be healthy, but ${dep} has no healthcheck`,
          );
      }
    }
    for (const mount of svc.volumes ?? []) {
      const source =
        typeof mount === 'string' ? mount.split(':')[0] : isObject(mount) ? mount.source : undefined;
      if (typeof source !== 'string' || !source) continue;
      if (source.startsWith('.') || source.startsWith('/'))
        problems.check(
          existsSync(path.resolve(dir, source)),
          at,
          `bind mount source ${source} does not exist`,
        );
      else
        problems.check(
          source in volumes,
          at,
          `named volume ${source} is not declared under top-level volumes`,
        );
    }
  }

  const svcOf = (name: string): Service => services[name] ?? {};
  const portsOf = (name: string) =>
    (services[name]?.ports ?? []).map(portPair).filter((p) => p !== undefined);
  for (const [name, port] of Object.entries({ ...HTTP_SERVICES, ...WEB })) {
    if (!problems.check(name in services, where, `missing service ${name}`)) continue;
    const at = `${where} services.${name}`;
    const env = envOf(svcOf(name));
    problems.check(
      portsOf(name).some((p) => p.target === port),
      at,
      `expected container port ${port}`,
    );
    problems.check(String(env.PORT) === String(port), at, `PORT should be ${port}, is ${String(env.PORT)}`);
    if (name in HTTP_SERVICES) {
      for (const key of SHARED_ENV) problems.check(key in env, at, `environment lacks ${key}`);
      problems.check(
        JSON.stringify(svcOf(name).command).includes(`services/${name}/dist/main.js`),
        at,
        `command should run services/${name}/dist/main.js`,
      );
    }
  }
  for (const [name, script] of Object.entries(WORKERS)) {
    if (problems.check(name in services, where, `missing worker ${name}`)) {
      problems.check(
        JSON.stringify(svcOf(name).command).includes(script),
        `${where} services.${name}`,
        `command should run ${script}`,
      );
    }
  }
  for (const [name, image] of Object.entries(INFRA)) {
    if (problems.check(name in services, where, `missing ${name}`))
      problems.check(
        String(svcOf(name).image).startsWith(image),
        `${where} services.${name}`,
        `image should be ${image}*`,
      );
  }
  const gatewayEnv = services.gateway ? envOf(services.gateway) : {};
  if (problems.check(gatewayEnv.SERVICE_URLS, `${where} services.gateway`, 'no SERVICE_URLS')) {
    checkServiceUrls(problems, `${where} services.gateway`, gatewayEnv.SERVICE_URLS, (host, port) =>
      portsOf(host).some((p) => p.target === port),
    );
  }
  // the shell's remotes.json, mounted from beside the compose file, points at the remotes' published ports
  const remotesJson = path.join(dir, 'remotes.json');
  const shellMounts = (services.shell?.volumes ?? []).map((m) => (typeof m === 'string' ? m : ''));
  problems.check(
    shellMounts.some((m) => m.startsWith('./remotes.json:') && m.includes('/remotes.json')),
    `${where} services.shell`,
    'does not mount ./remotes.json',
  );
  if (problems.check(existsSync(remotesJson), where, 'no remotes.json beside it')) {
    checkRemotesJson(
      problems,
      path.relative(path.resolve(dir, '../..'), remotesJson),
      readFileSync(remotesJson, 'utf8'),
      REMOTES,
      (remote) => {
        const service = `remote-${remote}`;
        return portsOf(service)[0]?.published ?? -1;
      },
    );
  }
  return Object.fromEntries(Object.entries(services).map(([n]) => [n, portsOf(n).map((p) => p.target)]));
}
