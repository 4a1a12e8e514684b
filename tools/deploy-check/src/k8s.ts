// deploy/k8s/*.yaml: every object validated by its own model (kubernetes-models, KEDA's), then what
// no single object's schema sees: each Node process's own settings loader on the environment its pod
// gets (the image's ENV, its ConfigMaps, the keys of its Secrets as kustomization.yaml generates
// them, its env), the references between objects, the images named through kustomize, the Ingress,
// the Kafka cluster, and that the objects describe the whole system (src/system.ts) with its
// probes and autoscaling.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eventTopicNames } from '@scoreline/contracts';
import { readEnvFile } from './compose-file.ts';
import { checkKafkaBrokers } from './kafka-cluster.ts';
import { k8sModelErrors, NAMESPACED_KINDS } from './k8s-models.ts';
import { loadYaml } from './load-yaml.ts';
import { isObject, type Problems } from './problems.ts';
import { sampleSecrets } from './secret-samples.ts';
import { checkServiceUrls } from './service-urls.ts';
import { appProcessOf, imageEnvironment, settingsProblems } from './settings-loaders.ts';
import {
  APP_IMAGE,
  HTTP_SERVICES,
  INFRA,
  KAFKA_CLUSTER,
  MATRIX_SCALING,
  METRICS_DISCOVERY,
  OPEN_TO_THE_NETWORK,
  OPERATOR_PORTS,
  REMOTES,
  SITE,
  WORKER_OPERATOR_PORT,
  WORKERS,
  WORKERS_SWITCH,
  scriptOf,
} from './system.ts';

/* The fields read below, after the models have validated their shape. */
interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { configMapKeyRef?: { name: string; key: string }; secretKeyRef?: { name: string; key: string } };
}
interface Probe {
  httpGet?: { path?: string; port?: unknown };
  tcpSocket?: { port?: unknown };
}
interface Container {
  name: string;
  image?: string;
  command?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  volumeMounts?: { name: string; mountPath: string }[];
  resources?: { requests?: Record<string, string> };
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  startupProbe?: Probe;
}
interface PodSpec {
  containers?: Container[];
  volumes?: { name: string; configMap?: { name: string } }[];
  securityContext?: { fsGroup?: number; runAsUser?: number };
}
interface Spec {
  replicas?: number;
  selector?: Record<string, string> & { matchLabels?: Record<string, string> };
  template?: { metadata?: { labels?: Record<string, string> }; spec?: PodSpec };
  serviceName?: string;
  podManagementPolicy?: string;
  publishNotReadyAddresses?: boolean;
  clusterIP?: string;
  volumeClaimTemplates?: { metadata?: { name?: string } }[];
  ports?: { name?: string; port: number; targetPort?: number | string }[];
  scaleTargetRef?: { apiVersion?: string; kind?: string; name: string };
  minReplicas?: number;
  maxReplicas?: number;
  metrics?: { type: string; resource?: { name: string; target?: { type: string } } }[];
  triggers?: { type: string; metadata?: Record<string, string> }[];
  rules?: { host?: string; http?: { paths?: { path?: string; pathType?: string; backend?: { service?: { name: string; port?: { name?: string; number?: number } } } }[] } }[];
}
interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: Spec;
  data?: Record<string, string>;
  resources?: string[];
  secretGenerator?: { name: string; namespace?: string; envs?: string[]; literals?: string[] }[];
  images?: { name: string; newName?: string; newTag?: string; digest?: string }[];
}
interface Located {
  file: string;
  doc: K8sObject;
}

const matches = (selector: Record<string, string> | undefined, labels: Record<string, string> | undefined) =>
  Object.entries(selector ?? {}).every(([k, v]) => labels?.[k] === v);

export interface K8sCheck {
  files: number;
  objects: number;
  /** The HTTP services' and the site's Service ports. */
  ports: Record<string, number | undefined>;
}

/** The manifests of deploy/k8s, read once, with the lookups every check below uses. */
interface Manifests {
  files: string[];
  kustomization: Located | undefined;
  /** Every object but the Kustomization. */
  resources: Located[];
  byKind: (kind: string) => Located[];
  named: (kind: string, name: string) => K8sObject | undefined;
  configMaps: Map<string, K8sObject>;
  workloads: Located[];
  deployment: (name: string) => K8sObject | undefined;
  servicePort: (name: string) => number | undefined;
}

/** What kustomization.yaml makes: the generated Secrets (with sample values) and the image names it rewrites. */
interface Kustomized {
  generated: Map<string, Record<string, string>>;
  imageNames: Set<string>;
}

const containersOf = (doc: K8sObject | undefined): Container[] => doc?.spec?.template?.spec?.containers ?? [];
const envOf = (c: Container | undefined, name: string) => c?.env?.find((e) => e.name === name)?.value;

export async function checkK8s(problems: Problems, dir: string, repo: string, dockerfile: string): Promise<K8sCheck> {
  const manifests = readManifests(problems, dir, repo);
  checkObjectModels(problems, manifests);
  const kustomized = await checkKustomization(problems, manifests, dir);
  checkWorkloads(problems, manifests, kustomized, imageEnvironment(dockerfile, 'app'));
  checkServiceSelectors(problems, manifests);
  const sharedConfig = manifests.configMaps.get('scoreline-config')?.data ?? {};
  checkHttpServices(problems, manifests);
  checkWorkers(problems, manifests);
  checkGateway(problems, manifests);
  checkSiteAndIngress(problems, manifests, sharedConfig);
  checkInfrastructure(problems, manifests, sharedConfig);
  const { servicePort } = manifests;
  const ports: Record<string, number | undefined> = Object.fromEntries(Object.keys(HTTP_SERVICES).map((n) => [n, servicePort(n)]));
  ports[SITE.name] = servicePort(SITE.name);
  return { files: manifests.files.length, objects: manifests.resources.length, ports };
}

function readManifests(problems: Problems, dir: string, repo: string): Manifests {
  const rel = (f: string) => path.relative(repo, f);
  const files = readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort();
  const all: Located[] = [];
  for (const f of files) {
    const file = path.join(dir, f);
    for (const doc of loadYaml(file, rel(file), problems)) {
      if (problems.check(isObject(doc), rel(file), 'a document is not a mapping')) all.push({ file: rel(file), doc: doc as unknown as K8sObject });
    }
  }
  const kustomization = all.find((o) => o.doc.kind === 'Kustomization');
  const resources = all.filter((o) => o !== kustomization);
  const byKind = (kind: string) => resources.filter((o) => o.doc.kind === kind);
  const named = (kind: string, name: string) => byKind(kind).find((o) => o.doc.metadata?.name === name)?.doc;
  return {
    files,
    kustomization,
    resources,
    byKind,
    named,
    configMaps: new Map(byKind('ConfigMap').map((o) => [o.doc.metadata.name, o.doc])),
    workloads: [...byKind('Deployment'), ...byKind('StatefulSet')],
    deployment: (name) => named('Deployment', name),
    servicePort: (name) => named('Service', name)?.spec?.ports?.[0]?.port,
  };
}

/** Each object against its model, defined once, in a namespace defined here. */
function checkObjectModels(problems: Problems, { resources, byKind }: Manifests): void {
  const seen = new Set<string>();
  const namespaces = new Set(byKind('Namespace').map((o) => o.doc.metadata?.name));
  for (const { file, doc } of resources) {
    const at = `${file} ${doc.kind ?? '?'}/${doc.metadata?.name ?? '?'}`;
    for (const error of k8sModelErrors(doc as unknown as Record<string, unknown>)) problems.fail(`${at} (kubernetes-models)`, error);
    if (!isObject(doc.metadata) || typeof doc.metadata.name !== 'string') continue;
    const key = `${doc.kind}/${doc.metadata.namespace ?? ''}/${doc.metadata.name}`;
    problems.check(!seen.has(key), at, 'defined twice');
    seen.add(key);
    if (NAMESPACED_KINDS.has(doc.kind)) problems.check(namespaces.has(doc.metadata.namespace ?? ''), at, `namespace ${String(doc.metadata.namespace)} is not defined here`);
  }

}

/** The kustomization: every file listed, the Secrets generated from files an operator fills, the images named. */
async function checkKustomization(problems: Problems, { files, kustomization }: Manifests, dir: string): Promise<Kustomized> {
  const generated = new Map<string, Record<string, string>>();
  const imageNames = new Set<string>();
  if (problems.check(kustomization, 'deploy/k8s', 'no kustomization.yaml') && kustomization) {
    const kat = kustomization.file;
    const listed = new Set(kustomization.doc.resources ?? []);
    for (const f of files.filter((name) => !/^kustomization\.ya?ml$/.test(name))) problems.check(listed.has(f), kat, `does not list ${f}`);
    for (const f of listed) problems.check(existsSync(path.join(dir, f)), kat, `lists ${f}, which does not exist`);
    const secretNames: string[] = [];
    for (const generator of kustomization.doc.secretGenerator ?? []) {
      const keys: string[] = [];
      problems.check((generator.literals ?? []).length === 0, kat, `secretGenerator ${generator.name} has literals: a secret in a committed file`);
      for (const envFile of generator.envs ?? []) {
        const example = path.join(dir, `${envFile}.example`);
        if (problems.check(existsSync(example), kat, `secretGenerator ${generator.name} reads ${envFile}, which has no ${envFile}.example saying what goes in it`))
          keys.push(...Object.keys(readEnvFile(example)));
        problems.check(envFile !== '.env' && !envFile.includes('/'), kat, `secretGenerator ${generator.name} reads ${envFile}: keep it beside kustomization.yaml, git-ignored`);
      }
      secretNames.push(...keys);
      generated.set(generator.name, Object.fromEntries(keys.map((k) => [k, ''])));
    }
    const samples = await sampleSecrets(secretNames);
    for (const name of samples.unknown) problems.fail(kat, `${name} has no sample value in tools/deploy-check/src/secret-samples.ts: add the kind of value it takes`);
    for (const [name, keys] of generated) generated.set(name, Object.fromEntries(Object.keys(keys).map((k) => [k, samples.values[k] ?? ''])));
    for (const image of kustomization.doc.images ?? []) {
      imageNames.add(image.name);
      problems.check(image.newName && !/^scoreline\//.test(image.newName), kat, `images: ${image.name} should get a newName in your registry (scoreline/ is a Docker Hub namespace we do not own)`);
      problems.check(image.newTag || image.digest, kat, `images: ${image.name} needs a newTag or digest (never :latest by default)`);
    }
    for (const image of [APP_IMAGE, SITE.image]) problems.check(imageNames.has(image), kat, `images: does not name ${image}`);
  }

  return { generated, imageNames };
}

/** Workloads: selectors, and what their pods refer to; each Node process's settings loader on its pod's environment. */
function checkWorkloads(problems: Problems, manifests: Manifests, { generated, imageNames }: Kustomized, appImage: Record<string, string>): void {
  const { workloads, configMaps, named } = manifests;
  for (const { file, doc } of workloads) {
    const at = `${file} ${doc.kind}/${doc.metadata?.name}`;
    const spec = doc.spec ?? {};
    problems.check(matches(spec.selector?.matchLabels, spec.template?.metadata?.labels), at, 'spec.selector.matchLabels does not match spec.template.metadata.labels');
    if (doc.kind === 'StatefulSet') problems.check(named('Service', spec.serviceName ?? ''), at, `serviceName ${spec.serviceName} is no Service`);
    const podVolumes = spec.template?.spec?.volumes ?? [];
    const volumeNames = new Set([...podVolumes.map((v) => v.name), ...(spec.volumeClaimTemplates ?? []).map((v) => v.metadata?.name)]);
    for (const v of podVolumes)
      if (v.configMap) problems.check(configMaps.has(v.configMap.name), at, `volume ${v.name} uses ConfigMap ${v.configMap.name}, which is not defined`);
    for (const c of containersOf(doc)) {
      const cat = `${at} container ${c.name}`;
      const portNames = new Set((c.ports ?? []).map((p) => p.name).filter(Boolean));
      for (const probeName of ['livenessProbe', 'readinessProbe', 'startupProbe'] as const) {
        const port = c[probeName]?.httpGet?.port ?? c[probeName]?.tcpSocket?.port;
        if (typeof port === 'string') problems.check(portNames.has(port), cat, `${probeName} uses port ${port}, which the container does not name`);
      }
      for (const source of c.envFrom ?? []) {
        if (source.configMapRef) problems.check(configMaps.has(source.configMapRef.name), cat, `envFrom ConfigMap ${source.configMapRef.name} is not defined`);
        if (source.secretRef) problems.check(generated.has(source.secretRef.name), cat, `envFrom Secret ${source.secretRef.name} is not generated by kustomization.yaml: its keys are unknown here and nothing makes it`);
      }
      for (const m of c.volumeMounts ?? []) problems.check(volumeNames.has(m.name), cat, `volumeMount ${m.name} has no volume`);
      // our images are named for kustomize to point at a registry
      const image = String(c.image);
      if (image.startsWith(APP_IMAGE) || image.startsWith(SITE.image) || image.startsWith('scoreline/'))
        problems.check(imageNames.has(image), cat, `image ${image} is not one kustomization.yaml's images: rewrites (use ${APP_IMAGE} or ${SITE.image}, no tag)`);

      // a Node process: its own settings loader on the environment the pod gets
      const process = appProcessOf(c.command);
      if (!process) continue;
      const env: Record<string, string> = { ...appImage };
      for (const source of c.envFrom ?? []) {
        if (source.configMapRef) Object.assign(env, configMaps.get(source.configMapRef.name)?.data ?? {});
        if (source.secretRef) Object.assign(env, generated.get(source.secretRef.name) ?? {});
      }
      for (const variable of c.env ?? []) {
        const from = variable.valueFrom;
        const value =
          variable.value ??
          (from?.configMapKeyRef ? configMaps.get(from.configMapKeyRef.name)?.data?.[from.configMapKeyRef.key] : undefined) ??
          (from?.secretKeyRef ? generated.get(from.secretKeyRef.name)?.[from.secretKeyRef.key] : undefined);
        if (value === undefined) problems.fail(cat, `env ${variable.name} refers to a ConfigMap or Secret key that is not defined`);
        else env[variable.name] = String(value);
      }
      for (const problem of settingsProblems(process.service, env))
        problems.fail(cat, `${process.service}'s settings loader refuses this environment (the pod would crash-loop): ${problem}`);
      for (const [name, value] of Object.entries(OPEN_TO_THE_NETWORK))
        problems.check(env[name] === value, cat, `${name} should be ${value}, is ${String(env[name])}: probes and Prometheus could not reach it`);
      problems.check(image === APP_IMAGE, cat, `image should be ${APP_IMAGE} (kustomization.yaml names the registry and tag), is ${image}`);
    }
  }

}

/** Services select pods and target their ports. */
function checkServiceSelectors(problems: Problems, { byKind, workloads }: Manifests): void {
  for (const { file, doc } of byKind('Service')) {
    const at = `${file} Service/${doc.metadata?.name}`;
    const selected = workloads.filter((w) => w.doc.metadata?.namespace === doc.metadata?.namespace && matches(doc.spec?.selector, w.doc.spec?.template?.metadata?.labels));
    if (!problems.check(isObject(doc.spec?.selector) && selected.length > 0, at, 'its selector matches no Deployment or StatefulSet')) continue;
    const containerPorts = selected.flatMap((w) => containersOf(w.doc).flatMap((c) => c.ports ?? []));
    for (const p of doc.spec?.ports ?? []) {
      const target = p.targetPort ?? p.port;
      problems.check(containerPorts.some((cp) => cp.containerPort === target || cp.name === target), at, `targetPort ${target} is no container port of ${selected.map((w) => w.doc.metadata.name).join(', ')}`);
    }
  }

}

/** Every HTTP service: its port, its command, and /ready and /metrics on its operator port. */
function checkHttpServices(problems: Problems, { deployment, servicePort, named }: Manifests): void {
  for (const [name, port] of Object.entries(HTTP_SERVICES)) {
    const d = deployment(name);
    const at = `deploy/k8s Deployment/${name}`;
    if (problems.check(d, 'deploy/k8s', `missing Deployment ${name}`)) {
      const [c] = containersOf(d);
      problems.check((c?.ports ?? []).some((p) => p.containerPort === port), at, `expected containerPort ${port}`);
      problems.check(envOf(c, 'PORT') === String(port), at, `PORT should be ${port}`);
      problems.check(appProcessOf(c?.command)?.service === name && appProcessOf(c?.command)?.entry === 'main', at, `command should run ${scriptOf(name as keyof typeof HTTP_SERVICES, 'main')}`);
      // /ready and /metrics are served on the operator listener alone (docs/engineering.md, "Operator endpoints")
      const operatorPort = OPERATOR_PORTS[name as keyof typeof OPERATOR_PORTS];
      problems.check((c?.ports ?? []).some((p) => p.name === METRICS_DISCOVERY.portName && p.containerPort === operatorPort), at, `expected a containerPort ${operatorPort} named ${METRICS_DISCOVERY.portName} (OPERATOR_PORT = PORT + 1000)`);
      const readiness = c?.readinessProbe?.httpGet;
      problems.check(readiness?.path === '/ready' && (readiness.port === METRICS_DISCOVERY.portName || readiness.port === operatorPort), at, `readinessProbe must GET /ready on the ${METRICS_DISCOVERY.portName} port (the public port answers it 404)`);
    }
    problems.check(servicePort(name) === port, 'deploy/k8s', `Service ${name} should expose port ${port}, exposes ${String(servicePort(name))}`);
    const svc = named('Service', name);
    problems.check((svc?.spec?.ports ?? []).some((p) => p.name === METRICS_DISCOVERY.portName), `deploy/k8s Service/${name}`, `needs a port named ${METRICS_DISCOVERY.portName}`);
  }
}

/** Every worker: its command, its operator port and probes, the switch that keeps its service from running it too; Prometheus finds every Node process. */
function checkWorkers(problems: Problems, { deployment }: Manifests): void {
  for (const [name, service] of Object.entries(WORKERS)) {
    const d = deployment(name);
    const at = `deploy/k8s Deployment/${name}`;
    if (!problems.check(d, 'deploy/k8s', `missing Deployment ${name}`)) continue;
    const [c] = containersOf(d);
    problems.check(appProcessOf(c?.command)?.service === service && appProcessOf(c?.command)?.entry === 'worker', at, `command should run ${scriptOf(service, 'worker')}`);
    problems.check(envOf(c, 'OPERATOR_PORT') === String(WORKER_OPERATOR_PORT), at, `OPERATOR_PORT should be ${WORKER_OPERATOR_PORT}: without it the worker serves no /ready or /metrics`);
    problems.check((c?.ports ?? []).some((p) => p.name === METRICS_DISCOVERY.portName && p.containerPort === WORKER_OPERATOR_PORT), at, `expected a containerPort ${WORKER_OPERATOR_PORT} named ${METRICS_DISCOVERY.portName}`);
    problems.check(c?.readinessProbe?.httpGet?.path === '/ready' && c.readinessProbe.httpGet.port === METRICS_DISCOVERY.portName, at, `readinessProbe must GET /ready on the ${METRICS_DISCOVERY.portName} port`);
    problems.check(c?.livenessProbe?.httpGet?.path === '/health', at, 'livenessProbe must GET /health');
    const switchName = WORKERS_SWITCH[service];
    problems.check(envOf(containersOf(deployment(service))[0], switchName) === 'off', `deploy/k8s Deployment/${service}`, `${switchName} should be off: ${name} runs its workers`);
  }
  // every Node process is found by Prometheus (deploy/observability/prometheus/kubernetes.yml)
  for (const name of [...Object.keys(HTTP_SERVICES), ...Object.keys(WORKERS)]) {
    const labels = deployment(name)?.spec?.template?.metadata?.labels;
    problems.check(labels?.[METRICS_DISCOVERY.label] === METRICS_DISCOVERY.value, `deploy/k8s Deployment/${name}`, `pods need the label ${METRICS_DISCOVERY.label}: ${METRICS_DISCOVERY.value}, or Prometheus will not scrape them`);
  }
}

/** The gateway: replicas, the proxy it trusts, and the services it calls. */
function checkGateway(problems: Problems, { deployment, servicePort }: Manifests): void {
  const gateway = deployment('gateway');
  const gatewayContainer = containersOf(gateway)[0];
  problems.check((gateway?.spec?.replicas ?? 1) >= 2, 'deploy/k8s Deployment/gateway', 'two replicas at least, so one may stop or fail while the other answers');
  problems.check(/^([1-9]|true)$/.test(envOf(gatewayContainer, 'TRUST_PROXY') ?? ''), 'deploy/k8s Deployment/gateway', 'TRUST_PROXY should count the Ingress controller in front (1): the rate limits would key on the controller for every client');
  const gatewayUrls = envOf(gatewayContainer, 'SERVICE_URLS');
  if (problems.check(gatewayUrls, 'deploy/k8s Deployment/gateway', 'no SERVICE_URLS'))
    checkServiceUrls(problems, 'deploy/k8s Deployment/gateway', gatewayUrls, (host, port) => servicePort(host) === port);

}

/** The site and the Ingress: /api to the gateway, / and every remote's files to the site. */
function checkSiteAndIngress(problems: Problems, { deployment, servicePort, named, byKind }: Manifests, sharedConfig: Record<string, string>): void {
  const site = deployment(SITE.name);
  if (problems.check(site, 'deploy/k8s', `missing Deployment ${SITE.name}`)) {
    const [c] = containersOf(site);
    problems.check(c?.image === SITE.image, `deploy/k8s Deployment/${SITE.name}`, `image should be ${SITE.image}`);
    problems.check(envOf(c, 'PORT') === String(SITE.port), `deploy/k8s Deployment/${SITE.name}`, `PORT should be ${SITE.port}`);
  }
  problems.check(servicePort(SITE.name) === SITE.port, 'deploy/k8s', `Service ${SITE.name} should expose port ${SITE.port}`);
  const ingresses = byKind('Ingress');
  if (problems.check(ingresses.length === 1, 'deploy/k8s', `expected one Ingress, found ${ingresses.length}`)) {
    const { file, doc } = ingresses[0]!;
    const at = `${file} Ingress/${doc.metadata.name}`;
    const paths = (doc.spec?.rules ?? []).flatMap((rule) => rule.http?.paths ?? []);
    /** The backend of the longest Prefix path matching `address`, as an ingress controller picks it. */
    const backendOf = (address: string) =>
      paths
        .filter((p) => p.pathType === 'Prefix' && (address === p.path || address.startsWith(p.path === '/' ? '/' : `${p.path}/`)))
        .sort((a, b) => String(b.path).length - String(a.path).length)[0]?.backend?.service;
    const routesTo = (address: string, service: string, port: number) => {
      const backend = backendOf(address);
      const backendPort = backend?.port?.number ?? named('Service', backend?.name ?? '')?.spec?.ports?.find((p) => p.name === backend?.port?.name)?.port;
      problems.check(backend?.name === service && backendPort === port, at, `${address} should go to ${service}:${port}, goes to ${backend ? `${backend.name}:${String(backendPort)}` : 'nothing'}`);
    };
    routesTo('/api/fixtures/gameweek/current', 'gateway', HTTP_SERVICES.gateway);
    routesTo('/', SITE.name, SITE.port);
    routesTo('/fixture/42', SITE.name, SITE.port);
    for (const remote of REMOTES) routesTo(`/remotes/${remote}/remoteEntry.js`, SITE.name, SITE.port);
    for (const [name] of Object.entries(OPERATOR_PORTS))
      problems.check(!paths.some((p) => p.backend?.service?.port?.name === METRICS_DISCOVERY.portName || (p.backend?.service?.name === name && p.backend.service.port?.number === OPERATOR_PORTS[name as keyof typeof OPERATOR_PORTS])), at, `routes to ${name}'s operator port`);
    const hosts = (doc.spec?.rules ?? []).map((rule) => rule.host);
    const origins = (sharedConfig.PUBLIC_ORIGINS ?? '').split(',').map((o) => o.trim());
    for (const host of hosts) problems.check(host && origins.includes(`https://${host}`), at, `host ${String(host)} is not among scoreline-config's PUBLIC_ORIGINS (${sharedConfig.PUBLIC_ORIGINS ?? ''}): checkouts could not return there`);
  }

}

/** The infrastructure's workloads and the Kafka cluster, and the autoscaling. */
function checkInfrastructure(problems: Problems, { workloads, named, byKind, deployment }: Manifests, sharedConfig: Record<string, string>): void {
  for (const [name, image] of Object.entries(INFRA)) {
    const w = workloads.find((o) => o.doc.metadata?.name === name);
    if (problems.check(w, 'deploy/k8s', `missing workload ${name}`)) problems.check(String(containersOf(w?.doc)[0]?.image).startsWith(image), `deploy/k8s ${name}`, `image should be ${image}*`);
  }
  checkKafkaStatefulSet(problems, named('StatefulSet', 'kafka'), named('Service', 'kafka'), sharedConfig.KAFKA_BROKERS ?? '');

  checkAutoscaling(problems, byKind, deployment, sharedConfig);

}

/**
 * The brokers as the StatefulSet's pods run: kafka-<ordinal>.kafka, with the node id and advertised
 * name its command derives from the pod's ordinal, its data on the claim template's volume.
 */
function checkKafkaStatefulSet(problems: Problems, set: K8sObject | undefined, service: K8sObject | undefined, appBrokers: string): void {
  const at = 'deploy/k8s StatefulSet/kafka';
  if (!set) return; // reported as a missing workload
  const pod = set.spec?.template?.spec;
  const [c] = pod?.containers ?? [];
  problems.check(set.spec?.podManagementPolicy === 'Parallel', at, 'podManagementPolicy should be Parallel: the controller quorum needs two brokers before any is ready');
  problems.check(service?.spec?.clusterIP === 'None' && service.spec.publishNotReadyAddresses === true, 'deploy/k8s Service/kafka', 'should be headless and publishNotReadyAddresses, so the brokers find each other before they are ready');
  problems.check(pod?.securityContext?.fsGroup !== undefined, at, "no securityContext.fsGroup: the image's non-root user could not write its volume");
  const command = (c?.command ?? []).join(' ');
  const derives = command.includes('KAFKA_NODE_ID=$((${HOSTNAME##*-} + 1))') && command.includes('KAFKA_ADVERTISED_LISTENERS=PLAINTEXT://${HOSTNAME}.kafka:9092');
  problems.check(derives, at, "the command should derive KAFKA_NODE_ID and KAFKA_ADVERTISED_LISTENERS from the pod's ordinal");
  const env = Object.fromEntries((c?.env ?? []).map((e) => [e.name, String(e.value ?? '')]));
  const mounts = (c?.volumeMounts ?? []).filter((m) => (set.spec?.volumeClaimTemplates ?? []).some((t) => t.metadata?.name === m.name)).map((m) => m.mountPath);
  problems.check(mounts.includes(KAFKA_CLUSTER.dataPath), at, `its claim template should be mounted at ${KAFKA_CLUSTER.dataPath}`);
  const replicas = set.spec?.replicas ?? 1;
  const brokers = Array.from({ length: replicas }, (_, ordinal) => {
    const name = `kafka-${ordinal}.kafka`;
    return { name, env: derives ? { ...env, KAFKA_NODE_ID: String(ordinal + 1), KAFKA_ADVERTISED_LISTENERS: `PLAINTEXT://${name}:9092` } : env, volumeTargets: mounts };
  });
  checkKafkaBrokers(problems, at, brokers, appBrokers);
}

/** HTTP services scale on CPU (HPA); the matrix workers on their topic's consumer lag (KEDA). */
function checkAutoscaling(
  problems: Problems,
  byKind: (kind: string) => Located[],
  deployment: (name: string) => K8sObject | undefined,
  sharedConfig: Record<string, string>,
): void {
  const hpas = byKind('HorizontalPodAutoscaler');
  for (const { file, doc } of hpas) {
    const ref = doc.spec?.scaleTargetRef ?? { name: '' };
    const at = `${file} HorizontalPodAutoscaler/${doc.metadata.name}`;
    problems.check(ref.kind === 'Deployment' && ref.apiVersion === 'apps/v1' && deployment(ref.name), at, `scaleTargetRef ${ref.kind}/${ref.name} is no Deployment here`);
    // a CPU utilisation target is a percentage of the pods' CPU request: without one the HPA cannot act
    const requests = containersOf(deployment(ref.name)).every((c) => c.resources?.requests?.cpu);
    problems.check(requests, at, `${ref.name}'s containers need resources.requests.cpu for a CPU target`);
    problems.check(Number(doc.spec?.minReplicas ?? 1) <= Number(doc.spec?.maxReplicas), at, 'minReplicas exceeds maxReplicas');
    problems.check(Number(doc.spec?.minReplicas ?? 1) >= Number(deployment(ref.name)?.spec?.replicas ?? 1), at, `minReplicas is below the Deployment's ${deployment(ref.name)?.spec?.replicas} replicas`);
  }
  for (const name of Object.keys(HTTP_SERVICES)) {
    const hpa = hpas.find((o) => o.doc.spec?.scaleTargetRef?.name === name);
    if (!problems.check(hpa, 'deploy/k8s', `no HorizontalPodAutoscaler for ${name}`)) continue;
    const metrics = hpa?.doc.spec?.metrics ?? [];
    problems.check(
      metrics.some((m) => m.type === 'Resource' && m.resource?.name === 'cpu' && m.resource.target?.type === 'Utilization'),
      `${hpa?.file} HorizontalPodAutoscaler/${hpa?.doc.metadata.name}`,
      'does not scale on CPU utilisation',
    );
  }

  const scaled = byKind('ScaledObject').filter((o) => o.doc.spec?.scaleTargetRef?.name === MATRIX_SCALING.deployment);
  if (!problems.check(scaled.length === 1, 'deploy/k8s', `expected one ScaledObject for ${MATRIX_SCALING.deployment}, found ${scaled.length}`)) return;
  const [{ file, doc }] = scaled as [Located];
  const at = `${file} ScaledObject/${doc.metadata.name}`;
  problems.check(!hpas.some((o) => o.doc.spec?.scaleTargetRef?.name === MATRIX_SCALING.deployment), at, "KEDA owns this Deployment's HPA: a second HorizontalPodAutoscaler would fight it");
  const trigger = (doc.spec?.triggers ?? []).find((t) => t.type === 'kafka');
  if (!problems.check(trigger, at, 'no kafka trigger')) return;
  const meta = trigger?.metadata ?? {};
  problems.check((eventTopicNames as readonly string[]).includes(meta.topic ?? ''), at, `topic ${meta.topic} is no topic of libs/contracts`);
  problems.check(meta.topic === MATRIX_SCALING.topic, at, `topic should be ${MATRIX_SCALING.topic}, is ${meta.topic}`);
  problems.check(meta.consumerGroup === MATRIX_SCALING.consumerGroup, at, `consumerGroup should be ${MATRIX_SCALING.consumerGroup} (the matrix workers' group), is ${meta.consumerGroup}`);
  problems.check(meta.bootstrapServers === sharedConfig.KAFKA_BROKERS, at, `bootstrapServers ${meta.bootstrapServers} differs from scoreline-config's KAFKA_BROKERS ${sharedConfig.KAFKA_BROKERS}`);
  problems.check(Number(meta.lagThreshold) > 0, at, `lagThreshold ${meta.lagThreshold} is not a positive number`);
}
