#!/usr/bin/env node
// Validates deploy/compose and deploy/k8s without Docker or a cluster: YAML syntax (duplicate keys
// included) and the structure that would otherwise only fail at `docker compose up` / `kubectl apply`:
// references between objects, selectors, ports, and that both describe the system of the Architecture section of docs/product.md.
//
//   node deploy/validate.mjs          exit 0 when every check passes, 1 with the list of problems
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..');
const rel = (file) => path.relative(repo, file);

// What the system is made of (docs/product.md, Architecture: "Ports" and "Events").
const HTTP_SERVICES = { gateway: 8000, catalog: 8101, prediction: 8102, payment: 8103, experiment: 8104, blog: 8105 };
/** Each service's path prefixes as its app.ts declares them (`<NAME>_PATH_PREFIXES = [...]`): the gateway must route every one to it. */
const PATH_PREFIXES = Object.fromEntries(
  Object.keys(HTTP_SERVICES)
    .filter((name) => name !== 'gateway')
    .map((name) => {
      const app = readFileSync(path.join(here, '..', 'services', name, 'src', 'app.ts'), 'utf8');
      const list = /_PATH_PREFIXES = \[([^\]]*)\]/.exec(app)?.[1] ?? '';
      return [name, [...list.matchAll(/'([^']+)'/g)].map((m) => m[1])];
    }),
);
const WEB = {
  shell: 3000,
  'remote-predictions': 3001,
  'remote-blog': 3002,
  'remote-admin': 3003,
  'remote-sandbox': 3004,
  'remote-rounding': 3005,
  'remote-cross-sandbox': 3006,
};
const WORKERS = ['catalog-ingestion-worker', 'prediction-recalculation-worker', 'experiment-matrix-worker'];
const INFRA = { mongo: 'mongo:', kafka: 'apache/kafka:', 'stripe-mock': 'stripe/stripe-mock:' };
const SHARED_ENV = ['MONGODB_URI', 'KAFKA_BROKERS', 'STRIPE_API_BASE', 'JWT_SECRET', 'ADMIN_PASSWORD_HASH'];

const problems = [];
let checks = 0;
function check(condition, where, message) {
  checks += 1;
  if (!condition) problems.push(`${where}: ${message}`);
  return Boolean(condition);
}
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Parses every document of a YAML file; syntax errors and warnings (duplicate keys, bad merges) are problems. */
function load(file) {
  const text = readFileSync(file, 'utf8');
  const docs = parseAllDocuments(text, { merge: true, uniqueKeys: true, prettyErrors: true });
  const out = [];
  for (const doc of Array.isArray(docs) ? docs : [docs]) {
    for (const error of doc.errors) check(false, rel(file), `YAML error: ${error.message}`);
    for (const warning of doc.warnings) check(false, rel(file), `YAML warning: ${warning.message}`);
    if (doc.errors.length === 0) {
      const value = doc.toJS({ maxAliasCount: 1000 });
      if (value !== null && value !== undefined) out.push(value);
    }
  }
  checks += 1;
  return out;
}

// ------------------------------------------------------------------------------------------ compose

function portPair(entry) {
  // "8000:8000", "127.0.0.1:8000:8000", "8000", "8000/tcp" or the long form { target, published }
  if (isObject(entry)) return { target: Number(entry.target), published: Number(entry.published ?? entry.target) };
  const match = /^(?:(?:\d{1,3}\.){3}\d{1,3}:)?(?:(\d+):)?(\d+)(?:\/(?:tcp|udp))?$/.exec(String(entry));
  if (!match) return undefined;
  return { target: Number(match[2]), published: Number(match[1] ?? match[2]) };
}

function validateCompose(file) {
  const [compose] = load(file);
  const where = rel(file);
  if (!check(isObject(compose) && isObject(compose.services), where, 'expected a top-level `services:` mapping')) return {};
  const dir = path.dirname(file);
  const services = compose.services;
  const volumes = isObject(compose.volumes) ? compose.volumes : {};
  const published = {};

  for (const [name, svc] of Object.entries(services)) {
    const at = `${where} services.${name}`;
    if (!check(isObject(svc), at, 'must be a mapping')) continue;
    check(typeof svc.image === 'string' || svc.build !== undefined, at, 'needs an `image` or a `build`');
    if (isObject(svc.build)) {
      const context = path.resolve(dir, svc.build.context ?? '.');
      check(existsSync(context), at, `build.context ${svc.build.context} does not exist`);
      if (svc.build.dockerfile) {
        const dockerfile = path.resolve(context, svc.build.dockerfile);
        if (check(existsSync(dockerfile), at, `build.dockerfile ${svc.build.dockerfile} does not exist`) && svc.build.target) {
          const stages = [...readFileSync(dockerfile, 'utf8').matchAll(/^FROM\s+\S+\s+AS\s+(\S+)/gim)].map((m) => m[1]);
          check(stages.includes(svc.build.target), at, `build.target ${svc.build.target} is not a stage of ${svc.build.dockerfile} (${stages.join(', ')})`);
        }
      }
    }
    for (const entry of svc.ports ?? []) {
      const pair = portPair(entry);
      if (check(pair && pair.target > 0 && pair.target < 65536, at, `bad port entry ${JSON.stringify(entry)}`)) {
        check(!(pair.published in published), at, `host port ${pair.published} is also published by ${published[pair.published]}`);
        published[pair.published] = name;
      }
    }
    const deps = Array.isArray(svc.depends_on) ? svc.depends_on : Object.keys(svc.depends_on ?? {});
    for (const dep of deps) check(dep in services, at, `depends_on ${dep}, which is not a service`);
    if (isObject(svc.depends_on)) {
      for (const [dep, cond] of Object.entries(svc.depends_on)) {
        if (cond?.condition === 'service_healthy') check(services[dep]?.healthcheck !== undefined, at, `waits for ${dep} to be healthy, but ${dep} has no healthcheck`);
      }
    }
    for (const mount of svc.volumes ?? []) {
      const source = typeof mount === 'string' ? mount.split(':')[0] : mount.source;
      if (!source) continue;
      if (source.startsWith('.') || source.startsWith('/')) check(existsSync(path.resolve(dir, source)), at, `bind mount source ${source} does not exist`);
      else check(source in volumes, at, `named volume ${source} is not declared under top-level volumes`);
    }
    if (svc.environment !== undefined) check(isObject(svc.environment) || Array.isArray(svc.environment), at, 'environment must be a mapping or a list');
  }

  // the system of the Architecture section of docs/product.md
  for (const [name, port] of Object.entries({ ...HTTP_SERVICES, ...WEB })) {
    if (check(name in services, where, `missing service ${name}`)) {
      const ports = (services[name].ports ?? []).map(portPair).filter(Boolean);
      check(ports.some((p) => p.target === port), `${where} services.${name}`, `expected container port ${port}`);
      const env = services[name].environment ?? {};
      if (name in HTTP_SERVICES) {
        check(String(env.PORT) === String(port), `${where} services.${name}`, `PORT should be ${port}, is ${env.PORT}`);
        for (const key of SHARED_ENV) check(key in env, `${where} services.${name}`, `environment lacks ${key}`);
        check(String(services[name].command).includes(`services/${name}/dist/main.js`), `${where} services.${name}`, `command should run services/${name}/dist/main.js`);
      } else {
        check(String(env.PORT) === String(port), `${where} services.${name}`, `PORT should be ${port}, is ${env.PORT}`);
      }
    }
  }
  for (const name of WORKERS) {
    if (check(name in services, where, `missing worker ${name}`)) {
      check(/dist\/worker\.js/.test(String(services[name].command)), `${where} services.${name}`, 'command should run a dist/worker.js');
    }
  }
  for (const [name, image] of Object.entries(INFRA)) {
    if (check(name in services, where, `missing ${name}`)) check(String(services[name].image).startsWith(image), `${where} services.${name}`, `image should be ${image}*`);
  }
  if (services.gateway?.environment?.SERVICE_URLS) validateServiceUrls(`${where} services.gateway`, services.gateway.environment.SERVICE_URLS, (host, port) => {
    const svc = services[host];
    return svc && (svc.ports ?? []).map(portPair).some((p) => p?.target === port);
  });
  return { ports: Object.fromEntries(Object.entries(services).map(([n, s]) => [n, (s.ports ?? []).map(portPair).filter(Boolean).map((p) => p.target)])) };
}

/** SERVICE_URLS: `prefix=url` pairs; every service's path prefixes present and pointing at a real port. */
function validateServiceUrls(where, value, exists) {
  const pairs = String(value)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const targets = new Set();
  const routed = new Map();
  for (const pair of pairs) {
    const [prefix, url] = pair.split('=');
    if (!check(prefix?.startsWith('/api/') && url, where, `SERVICE_URLS entry ${pair} is not /api/<prefix>=<url>`)) continue;
    let parsed;
    try {
      parsed = new URL(url);
    } catch {
      check(false, where, `SERVICE_URLS entry ${pair} has a bad URL`);
      continue;
    }
    const port = Number(parsed.port);
    check(exists(parsed.hostname, port), where, `SERVICE_URLS ${prefix} points at ${parsed.host}, which is no service with that port`);
    check(HTTP_SERVICES[parsed.hostname] === port, where, `SERVICE_URLS ${prefix}: ${parsed.hostname} listens on ${HTTP_SERVICES[parsed.hostname]}, not ${port}`);
    targets.add(parsed.hostname);
    routed.set(prefix, parsed.hostname);
  }
  for (const name of Object.keys(HTTP_SERVICES)) {
    if (name !== 'gateway') check(targets.has(name), where, `SERVICE_URLS routes nothing to ${name}`);
  }
  for (const [name, prefixes] of Object.entries(PATH_PREFIXES)) {
    check(prefixes.length > 0, where, `no *_PATH_PREFIXES found in services/${name}/src/app.ts`);
    for (const prefix of prefixes) check(routed.get(prefix) === name, where, `SERVICE_URLS should route ${prefix} to ${name} (services/${name}/src/app.ts), routes it to ${routed.get(prefix) ?? 'nothing'}`);
  }
}

// --------------------------------------------------------------------------------------------- k8s

const NAMESPACED = new Set(['Deployment', 'StatefulSet', 'Service', 'ConfigMap', 'Secret', 'Job', 'CronJob', 'Ingress', 'PersistentVolumeClaim']);
const matches = (selector, labels) => Object.entries(selector ?? {}).every(([k, v]) => labels?.[k] === v);

function validateK8s(dir) {
  const files = readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort();
  const objects = [];
  for (const f of files) {
    const file = path.join(dir, f);
    for (const doc of load(file)) objects.push({ file: rel(file), doc });
  }
  const kustomization = objects.find((o) => o.doc.kind === 'Kustomization');
  const resources = objects.filter((o) => o !== kustomization);
  const byKind = (kind) => resources.filter((o) => o.doc.kind === kind);
  const namespaces = new Set(byKind('Namespace').map((o) => o.doc.metadata?.name));
  const configMaps = new Map(byKind('ConfigMap').map((o) => [o.doc.metadata?.name, o.doc]));
  const seen = new Set();

  for (const { file, doc } of resources) {
    const at = `${file} ${doc.kind ?? '?'}/${doc.metadata?.name ?? '?'}`;
    check(typeof doc.apiVersion === 'string', at, 'missing apiVersion');
    check(typeof doc.kind === 'string', at, 'missing kind');
    if (!check(isObject(doc.metadata) && typeof doc.metadata.name === 'string', at, 'missing metadata.name')) continue;
    check(/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/.test(doc.metadata.name) && doc.metadata.name.length <= 63, at, 'metadata.name is not a DNS label');
    const key = `${doc.kind}/${doc.metadata.namespace ?? ''}/${doc.metadata.name}`;
    check(!seen.has(key), at, 'defined twice');
    seen.add(key);
    if (NAMESPACED.has(doc.kind)) check(namespaces.has(doc.metadata.namespace), at, `namespace ${doc.metadata.namespace} is not defined here`);
  }

  const workloads = [...byKind('Deployment'), ...byKind('StatefulSet')];
  for (const { file, doc } of workloads) {
    const at = `${file} ${doc.kind}/${doc.metadata?.name}`;
    const spec = doc.spec ?? {};
    const labels = spec.template?.metadata?.labels;
    check(isObject(spec.selector?.matchLabels) && Object.keys(spec.selector.matchLabels).length > 0, at, 'spec.selector.matchLabels is empty');
    check(matches(spec.selector?.matchLabels, labels), at, 'spec.selector.matchLabels does not match spec.template.metadata.labels');
    if (doc.kind === 'StatefulSet') check(byKind('Service').some((s) => s.doc.metadata?.name === spec.serviceName), at, `serviceName ${spec.serviceName} is no Service`);
    const containers = spec.template?.spec?.containers;
    if (!check(Array.isArray(containers) && containers.length > 0, at, 'no containers')) continue;
    const volumeNames = new Set([...(spec.template.spec.volumes ?? []).map((v) => v.name), ...(spec.volumeClaimTemplates ?? []).map((v) => v.metadata?.name)]);
    for (const v of spec.template.spec.volumes ?? []) {
      if (v.configMap) check(configMaps.has(v.configMap.name), at, `volume ${v.name} uses ConfigMap ${v.configMap.name}, which is not defined`);
    }
    const names = new Set();
    for (const c of containers) {
      const cat = `${at} container ${c.name}`;
      check(typeof c.name === 'string' && !names.has(c.name), cat, 'container name missing or repeated');
      names.add(c.name);
      check(typeof c.image === 'string' && c.image.length > 0, cat, 'missing image');
      const portNames = new Set((c.ports ?? []).map((p) => p.name).filter(Boolean));
      for (const p of c.ports ?? []) check(Number.isInteger(p.containerPort) && p.containerPort > 0 && p.containerPort < 65536, cat, `bad containerPort ${p.containerPort}`);
      for (const probeName of ['livenessProbe', 'readinessProbe', 'startupProbe']) {
        const probe = c[probeName];
        const port = probe?.httpGet?.port ?? probe?.tcpSocket?.port;
        if (typeof port === 'string') check(portNames.has(port), cat, `${probeName} uses port ${port}, which the container does not name`);
      }
      for (const source of c.envFrom ?? []) {
        if (source.configMapRef) check(configMaps.has(source.configMapRef.name), cat, `envFrom ConfigMap ${source.configMapRef.name} is not defined`);
      }
      for (const m of c.volumeMounts ?? []) check(volumeNames.has(m.name), cat, `volumeMount ${m.name} has no volume`);
    }
  }

  for (const { file, doc } of byKind('Service')) {
    const at = `${file} Service/${doc.metadata?.name}`;
    const selected = workloads.filter((w) => w.doc.metadata?.namespace === doc.metadata?.namespace && matches(doc.spec?.selector, w.doc.spec?.template?.metadata?.labels));
    if (!check(isObject(doc.spec?.selector) && selected.length > 0, at, 'its selector matches no Deployment or StatefulSet')) continue;
    const containerPorts = selected.flatMap((w) => w.doc.spec.template.spec.containers.flatMap((c) => c.ports ?? []));
    for (const p of doc.spec.ports ?? []) {
      const target = p.targetPort ?? p.port;
      check(containerPorts.some((cp) => cp.containerPort === target || cp.name === target), at, `targetPort ${target} is no container port of ${selected.map((w) => w.doc.metadata.name).join(', ')}`);
    }
  }

  // the system of the Architecture section of docs/product.md
  const deployment = (name) => byKind('Deployment').find((o) => o.doc.metadata?.name === name)?.doc;
  const servicePort = (name) => byKind('Service').find((o) => o.doc.metadata?.name === name)?.doc.spec?.ports?.[0]?.port;
  for (const [name, port] of Object.entries({ ...HTTP_SERVICES, ...WEB })) {
    const d = deployment(name);
    if (check(d, 'deploy/k8s', `missing Deployment ${name}`)) {
      const c = d.spec.template.spec.containers[0];
      check((c.ports ?? []).some((p) => p.containerPort === port), `deploy/k8s Deployment/${name}`, `expected containerPort ${port}`);
      check((c.env ?? []).some((e) => e.name === 'PORT' && String(e.value) === String(port)), `deploy/k8s Deployment/${name}`, `PORT should be ${port}`);
      if (name in HTTP_SERVICES) {
        check(String(c.command).includes(`services/${name}/dist/main.js`), `deploy/k8s Deployment/${name}`, `command should run services/${name}/dist/main.js`);
        const env = new Set([...Object.keys(configMaps.get('scoreline-config')?.data ?? {}), ...(c.env ?? []).map((e) => e.name)]);
        const usesSecret = (c.envFrom ?? []).some((s) => s.secretRef?.name === 'scoreline-secrets');
        for (const key of SHARED_ENV) check(env.has(key) || (usesSecret && ['JWT_SECRET', 'ADMIN_PASSWORD_HASH'].includes(key)), `deploy/k8s Deployment/${name}`, `lacks ${key}`);
      }
    }
    check(servicePort(name) === port, 'deploy/k8s', `Service ${name} should expose port ${port}, exposes ${servicePort(name)}`);
  }
  for (const name of WORKERS) {
    const d = deployment(name);
    if (check(d, 'deploy/k8s', `missing Deployment ${name}`)) check(/dist\/worker\.js/.test(String(d.spec.template.spec.containers[0].command)), `deploy/k8s Deployment/${name}`, 'command should run a dist/worker.js');
  }
  for (const [name, image] of Object.entries(INFRA)) {
    const w = workloads.find((o) => o.doc.metadata?.name === name);
    if (check(w, 'deploy/k8s', `missing workload ${name}`)) check(String(w.doc.spec.template.spec.containers[0].image).startsWith(image), `deploy/k8s ${name}`, `image should be ${image}*`);
  }
  const gatewayUrls = deployment('gateway')?.spec.template.spec.containers[0].env?.find((e) => e.name === 'SERVICE_URLS')?.value;
  if (check(gatewayUrls, 'deploy/k8s Deployment/gateway', 'no SERVICE_URLS')) validateServiceUrls('deploy/k8s Deployment/gateway', gatewayUrls, (host, port) => servicePort(host) === port);

  if (check(kustomization, 'deploy/k8s', 'no kustomization.yaml')) {
    const listed = new Set(kustomization.doc.resources ?? []);
    for (const f of files.filter((f) => !/^kustomization\.ya?ml$/.test(f))) check(listed.has(f), kustomization.file, `does not list ${f}`);
    for (const f of listed) check(existsSync(path.join(dir, f)), kustomization.file, `lists ${f}, which does not exist`);
  }
  return { files: files.length, objects: resources.length };
}

const composeFile = path.join(here, 'compose', 'docker-compose.yml');
const compose = validateCompose(composeFile);
const k8s = validateK8s(path.join(here, 'k8s'));
if (compose.ports) {
  for (const [name, port] of Object.entries({ ...HTTP_SERVICES, ...WEB })) {
    check(compose.ports[name]?.includes(port), 'compose vs k8s', `${name} port differs`);
  }
}

if (problems.length > 0) {
  console.error(`deploy: ${problems.length} problem(s):`);
  for (const p of problems) console.error(`  - ${p}`);
  console.error(`deploy: ${checks - problems.length} passed, ${problems.length} failed`);
  process.exit(1);
}
console.log(`deploy: docker-compose.yml and ${k8s.files} k8s files (${k8s.objects} objects) valid; ${checks} checks passed`);
