// deploy/k8s/*.yaml: every object validated by its own model (kubernetes-models, KEDA's), then the
// references between objects that no single object's schema sees, and that the objects describe
// the whole system (src/system.ts) with its autoscaling.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eventTopicNames } from '@scoreline/contracts';
import { k8sModelErrors, NAMESPACED_KINDS } from './k8s-models.ts';
import { loadYaml } from './load-yaml.ts';
import { isObject, type Problems } from './problems.ts';
import { checkRemotesJson, checkServiceUrls } from './service-urls.ts';
import {
  HTTP_SERVICES,
  INFRA,
  MATRIX_SCALING,
  METRICS_DISCOVERY,
  OPERATOR_PORTS,
  REMOTES,
  SECRET_ENV,
  SHARED_ENV,
  WEB,
  WORKERS,
} from './system.ts';

/* The fields read below, after the models have validated their shape. */
interface Container {
  name: string;
  image?: string;
  command?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: { name: string; value?: string }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  volumeMounts?: { name: string }[];
  resources?: { requests?: Record<string, string> };
  [probe: string]: unknown;
}
interface Spec {
  selector?: Record<string, string> & { matchLabels?: Record<string, string> };
  template?: {
    metadata?: { labels?: Record<string, string> };
    spec?: { containers?: Container[]; volumes?: { name: string; configMap?: { name: string } }[] };
  };
  serviceName?: string;
  volumeClaimTemplates?: { metadata?: { name?: string } }[];
  ports?: { port: number; targetPort?: number | string }[];
  scaleTargetRef?: { apiVersion?: string; kind?: string; name: string };
  minReplicas?: number;
  maxReplicas?: number;
  metrics?: { type: string; resource?: { name: string; target?: { type: string } } }[];
  triggers?: { type: string; metadata?: Record<string, string> }[];
}
interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: Spec;
  data?: Record<string, string>;
  resources?: string[];
}
interface Located {
  file: string;
  doc: K8sObject;
}

const matches = (selector: Record<string, string> | undefined, labels: Record<string, string> | undefined) =>
  Object.entries(selector ?? {}).every(([k, v]) => labels?.[k] === v);

export function checkK8s(
  problems: Problems,
  dir: string,
  repo: string,
): { files: number; objects: number; ports: Record<string, number> } {
  const rel = (f: string) => path.relative(repo, f);
  const files = readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort();
  const all: Located[] = [];
  for (const f of files) {
    const file = path.join(dir, f);
    for (const doc of loadYaml(file, rel(file), problems)) {
      if (problems.check(isObject(doc), rel(file), 'a document is not a mapping'))
        all.push({ file: rel(file), doc: doc as unknown as K8sObject });
    }
  }
  const kustomization = all.find((o) => o.doc.kind === 'Kustomization');
  const resources = all.filter((o) => o !== kustomization);
  const byKind = (kind: string) => resources.filter((o) => o.doc.kind === kind);
  const named = (kind: string, name: string) => byKind(kind).find((o) => o.doc.metadata?.name === name)?.doc;

  // each object against its model
  const seen = new Set<string>();
  const namespaces = new Set(byKind('Namespace').map((o) => o.doc.metadata?.name));
  for (const { file, doc } of resources) {
    const at = `${file} ${doc.kind ?? '?'}/${doc.metadata?.name ?? '?'}`;
    for (const error of k8sModelErrors(doc as unknown as Record<string, unknown>))
      problems.fail(`${at} (kubernetes-models)`, error);
    if (!isObject(doc.metadata) || typeof doc.metadata.name !== 'string') continue;
    const key = `${doc.kind}/${doc.metadata.namespace ?? ''}/${doc.metadata.name}`;
    problems.check(!seen.has(key), at, 'defined twice');
    seen.add(key);
    if (NAMESPACED_KINDS.has(doc.kind))
      problems.check(
        namespaces.has(doc.metadata.namespace ?? ''),
        at,
        `namespace ${String(doc.metadata.namespace)} is not defined here`,
      );
  }

  // workloads: selectors, and what their pods refer to
  const configMaps = new Map(byKind('ConfigMap').map((o) => [o.doc.metadata.name, o.doc]));
  const workloads = [...byKind('Deployment'), ...byKind('StatefulSet')];
  const containersOf = (doc: K8sObject | undefined): Container[] =>
    (doc?.spec?.template?.spec?.containers as Container[] | undefined) ?? [];
  for (const { file, doc } of workloads) {
    const at = `${file} ${doc.kind}/${doc.metadata?.name}`;
    const spec = doc.spec ?? {};
    problems.check(
      matches(spec.selector?.matchLabels, spec.template?.metadata?.labels),
      at,
      'spec.selector.matchLabels does not match spec.template.metadata.labels',
    );
    if (doc.kind === 'StatefulSet')
      problems.check(
        named('Service', spec.serviceName ?? ''),
        at,
        `serviceName ${spec.serviceName} is no Service`,
      );
    const podVolumes = (spec.template?.spec?.volumes ?? []) as {
      name: string;
      configMap?: { name: string };
    }[];
    const volumeNames = new Set([
      ...podVolumes.map((v) => v.name),
      ...((spec.volumeClaimTemplates ?? []) as K8sObject[]).map((v) => v.metadata?.name),
    ]);
    for (const v of podVolumes)
      if (v.configMap)
        problems.check(
          configMaps.has(v.configMap.name),
          at,
          `volume ${v.name} uses ConfigMap ${v.configMap.name}, which is not defined`,
        );
    for (const c of containersOf(doc)) {
      const cat = `${at} container ${c.name}`;
      const portNames = new Set((c.ports ?? []).map((p) => p.name).filter(Boolean));
      for (const probeName of ['livenessProbe', 'readinessProbe', 'startupProbe']) {
        const probe = c[probeName] as
          { httpGet?: { port?: unknown }; tcpSocket?: { port?: unknown } } | undefined;
        const port = probe?.httpGet?.port ?? probe?.tcpSocket?.port;
        if (typeof port === 'string')
          problems.check(
            portNames.has(port),
            cat,
            `${probeName} uses port ${port}, which the container does not name`,
          );
      }
      for (const source of c.envFrom ?? []) {
        if (source.configMapRef)
          problems.check(
            configMaps.has(source.configMapRef.name),
            cat,
            `envFrom ConfigMap ${source.configMapRef.name} is not defined`,
          );
      }
      for (const m of c.volumeMounts ?? [])
        problems.check(volumeNames.has(m.name), cat, `volumeMount ${m.name} has no volume`);
    }
  }

  // Services select pods and target their ports
  for (const { file, doc } of byKind('Service')) {
    const at = `${file} Service/${doc.metadata?.name}`;
    const selected = workloads.filter(
      (w) =>
        w.doc.metadata?.namespace === doc.metadata?.namespace &&
        matches(doc.spec?.selector, w.doc.spec?.template?.metadata?.labels),
    );
    if (
      !problems.check(
        isObject(doc.spec?.selector) && selected.length > 0,
        at,
        'its selector matches no Deployment or StatefulSet',
      )
    )
      continue;
    const containerPorts = selected.flatMap((w) => containersOf(w.doc).flatMap((c) => c.ports ?? []));
    for (const p of (doc.spec?.ports ?? []) as { port: number; targetPort?: number | string }[]) {
      const target = p.targetPort ?? p.port;
      problems.check(
        containerPorts.some((cp) => cp.containerPort === target || cp.name === target),
        at,
        `targetPort ${target} is no container port of ${selected.map((w) => w.doc.metadata.name).join(', ')}`,
      );
    }
  }

  // the whole system
  const deployment = (name: string) => named('Deployment', name);
  const servicePort = (name: string): number | undefined => named('Service', name)?.spec?.ports?.[0]?.port;
  const sharedConfig = configMaps.get('scoreline-config')?.data ?? {};
  for (const [name, port] of Object.entries({ ...HTTP_SERVICES, ...WEB })) {
    const d = deployment(name);
    const at = `deploy/k8s Deployment/${name}`;
    if (problems.check(d, 'deploy/k8s', `missing Deployment ${name}`)) {
      const [c] = containersOf(d);
      problems.check(
        (c?.ports ?? []).some((p) => p.containerPort === port),
        at,
        `expected containerPort ${port}`,
      );
      problems.check(
        (c?.env ?? []).some((e) => e.name === 'PORT' && String(e.value) === String(port)),
        at,
        `PORT should be ${port}`,
      );
      if (name in HTTP_SERVICES) {
        problems.check(
          JSON.stringify(c?.command).includes(`services/${name}/dist/main.js`),
          at,
          `command should run services/${name}/dist/main.js`,
        );
        const env = new Set([...Object.keys(sharedConfig), ...(c?.env ?? []).map((e) => e.name)]);
        const usesSecret = (c?.envFrom ?? []).some((s) => s.secretRef?.name === 'scoreline-secrets');
        for (const key of SHARED_ENV)
          problems.check(
            env.has(key) || (usesSecret && (SECRET_ENV as readonly string[]).includes(key)),
            at,
            `lacks ${key}`,
          );
        // /ready and /metrics are served on the operator listener alone (docs/engineering.md, "Operator endpoints")
        const operatorPort = OPERATOR_PORTS[name as keyof typeof OPERATOR_PORTS];
        problems.check(
          (c?.ports ?? []).some((p) => p.name === METRICS_DISCOVERY.portName && p.containerPort === operatorPort),
          at,
          `expected a containerPort ${operatorPort} named ${METRICS_DISCOVERY.portName} (OPERATOR_PORT = PORT + 1000)`,
        );
        const readiness = (c?.readinessProbe as { httpGet?: { path?: string; port?: unknown } } | undefined)?.httpGet;
        problems.check(
          readiness?.path === '/ready' && (readiness.port === METRICS_DISCOVERY.portName || readiness.port === operatorPort),
          at,
          `readinessProbe must GET /ready on the ${METRICS_DISCOVERY.portName} port (the public port answers it 404)`,
        );
        problems.check(
          env.has('OPERATOR_HOST'),
          at,
          'lacks OPERATOR_HOST: the operator listener would bind to loopback, out of the probes\' and Prometheus\' reach',
        );
      }
    }
    problems.check(
      servicePort(name) === port,
      'deploy/k8s',
      `Service ${name} should expose port ${port}, exposes ${String(servicePort(name))}`,
    );
  }
  // Prometheus finds the HTTP services by this label and port name (deploy/observability/prometheus.yml)
  for (const name of Object.keys(HTTP_SERVICES)) {
    const svc = named('Service', name);
    problems.check(
      svc?.metadata.labels?.[METRICS_DISCOVERY.label] === METRICS_DISCOVERY.value &&
        (svc?.spec?.ports ?? []).some((p) => (p as { name?: string }).name === METRICS_DISCOVERY.portName),
      `deploy/k8s Service/${name}`,
      `needs label ${METRICS_DISCOVERY.label}: ${METRICS_DISCOVERY.value} and a port named ${METRICS_DISCOVERY.portName}, or Prometheus will not scrape it`,
    );
  }
  for (const [name, script] of Object.entries(WORKERS)) {
    const d = deployment(name);
    if (problems.check(d, 'deploy/k8s', `missing Deployment ${name}`))
      problems.check(
        JSON.stringify(containersOf(d)[0]?.command).includes(script),
        `deploy/k8s Deployment/${name}`,
        `command should run ${script}`,
      );
  }
  for (const [name, image] of Object.entries(INFRA)) {
    const w = workloads.find((o) => o.doc.metadata?.name === name);
    if (problems.check(w, 'deploy/k8s', `missing workload ${name}`))
      problems.check(
        String(containersOf(w?.doc)[0]?.image).startsWith(image),
        `deploy/k8s ${name}`,
        `image should be ${image}*`,
      );
  }
  const gatewayUrls = containersOf(deployment('gateway'))[0]?.env?.find(
    (e) => e.name === 'SERVICE_URLS',
  )?.value;
  if (problems.check(gatewayUrls, 'deploy/k8s Deployment/gateway', 'no SERVICE_URLS'))
    checkServiceUrls(
      problems,
      'deploy/k8s Deployment/gateway',
      gatewayUrls,
      (host, port) => servicePort(host) === port,
    );

  // remotes.json for the shell: a ConfigMap, mounted into the shell's pod
  const remotesMap = configMaps.get('scoreline-remotes');
  if (
    problems.check(
      remotesMap?.data?.['remotes.json'],
      'deploy/k8s',
      'ConfigMap scoreline-remotes has no remotes.json',
    )
  ) {
    checkRemotesJson(
      problems,
      'deploy/k8s ConfigMap/scoreline-remotes',
      String(remotesMap?.data?.['remotes.json']),
      REMOTES,
    );
    const shellVolumes = (deployment('shell')?.spec?.template?.spec?.volumes ?? []) as {
      configMap?: { name: string };
    }[];
    problems.check(
      shellVolumes.some((v) => v.configMap?.name === 'scoreline-remotes'),
      'deploy/k8s Deployment/shell',
      'does not mount ConfigMap scoreline-remotes',
    );
  }

  checkAutoscaling(problems, byKind, deployment, containersOf, sharedConfig);

  if (problems.check(kustomization, 'deploy/k8s', 'no kustomization.yaml')) {
    const listed = new Set(kustomization?.doc.resources ?? []);
    for (const f of files.filter((name) => !/^kustomization\.ya?ml$/.test(name)))
      problems.check(listed.has(f), String(kustomization?.file), `does not list ${f}`);
    for (const f of listed)
      problems.check(
        existsSync(path.join(dir, f)),
        String(kustomization?.file),
        `lists ${f}, which does not exist`,
      );
  }
  const ports = Object.fromEntries(
    Object.keys({ ...HTTP_SERVICES, ...WEB }).map((n) => [n, servicePort(n) ?? -1]),
  );
  return { files: files.length, objects: resources.length, ports };
}

/** HTTP services scale on CPU (HPA); the matrix workers on their topic's consumer lag (KEDA). */
function checkAutoscaling(
  problems: Problems,
  byKind: (kind: string) => Located[],
  deployment: (name: string) => K8sObject | undefined,
  containersOf: (doc: K8sObject | undefined) => Container[],
  sharedConfig: Record<string, string>,
): void {
  const hpas = byKind('HorizontalPodAutoscaler');
  for (const { file, doc } of hpas) {
    const ref = doc.spec?.scaleTargetRef ?? { name: '' };
    const at = `${file} HorizontalPodAutoscaler/${doc.metadata.name}`;
    problems.check(
      ref.kind === 'Deployment' && ref.apiVersion === 'apps/v1' && deployment(ref.name),
      at,
      `scaleTargetRef ${ref.kind}/${ref.name} is no Deployment here`,
    );
    // a CPU utilisation target is a percentage of the pods' CPU request: without one the HPA cannot act
    const requests = containersOf(deployment(ref.name)).every((c) => c.resources?.requests?.cpu);
    problems.check(requests, at, `${ref.name}'s containers need resources.requests.cpu for a CPU target`);
    problems.check(
      Number(doc.spec?.minReplicas ?? 1) <= Number(doc.spec?.maxReplicas),
      at,
      'minReplicas exceeds maxReplicas',
    );
  }
  for (const name of Object.keys(HTTP_SERVICES)) {
    const hpa = hpas.find((o) => o.doc.spec?.scaleTargetRef?.name === name);
    if (!problems.check(hpa, 'deploy/k8s', `no HorizontalPodAutoscaler for ${name}`)) continue;
    const metrics = (hpa?.doc.spec?.metrics ?? []) as {
      type: string;
      resource?: { name: string; target?: { type: string } };
    }[];
    problems.check(
      metrics.some(
        (m) =>
          m.type === 'Resource' && m.resource?.name === 'cpu' && m.resource.target?.type === 'Utilization',
      ),
      `${hpa?.file} HorizontalPodAutoscaler/${hpa?.doc.metadata.name}`,
      'does not scale on CPU utilisation',
    );
  }

  const scaled = byKind('ScaledObject').filter(
    (o) => o.doc.spec?.scaleTargetRef?.name === MATRIX_SCALING.deployment,
  );
  if (
    !problems.check(
      scaled.length === 1,
      'deploy/k8s',
      `expected one ScaledObject for ${MATRIX_SCALING.deployment}, found ${scaled.length}`,
    )
  )
    return;
  const [{ file, doc }] = scaled as [Located];
  const at = `${file} ScaledObject/${doc.metadata.name}`;
  problems.check(
    !hpas.some((o) => o.doc.spec?.scaleTargetRef?.name === MATRIX_SCALING.deployment),
    at,
    "KEDA owns this Deployment's HPA: a second HorizontalPodAutoscaler would fight it",
  );
  const trigger = ((doc.spec?.triggers ?? []) as { type: string; metadata?: Record<string, string> }[]).find(
    (t) => t.type === 'kafka',
  );
  if (!problems.check(trigger, at, 'no kafka trigger')) return;
  const meta = trigger?.metadata ?? {};
  problems.check(
    (eventTopicNames as readonly string[]).includes(meta.topic ?? ''),
    at,
    `topic ${meta.topic} is no topic of libs/contracts`,
  );
  problems.check(
    meta.topic === MATRIX_SCALING.topic,
    at,
    `topic should be ${MATRIX_SCALING.topic}, is ${meta.topic}`,
  );
  problems.check(
    meta.consumerGroup === MATRIX_SCALING.consumerGroup,
    at,
    `consumerGroup should be ${MATRIX_SCALING.consumerGroup} (the matrix workers' group), is ${meta.consumerGroup}`,
  );
  problems.check(
    meta.bootstrapServers === sharedConfig.KAFKA_BROKERS,
    at,
    `bootstrapServers ${meta.bootstrapServers} differs from scoreline-config's KAFKA_BROKERS ${sharedConfig.KAFKA_BROKERS}`,
  );
  problems.check(
    Number(meta.lagThreshold) > 0,
    at,
    `lagThreshold ${meta.lagThreshold} is not a positive number`,
  );
}
