// The validator is only worth something if it catches mistakes: each case edits a temporary copy of
// deploy/ in one place and expects the problem that edit makes, from the library that should see it.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validateDeploy } from '../src/validate-deploy.ts';

const deploy = path.resolve(import.meta.dirname, '..', '..', '..', 'deploy');
const copies: string[] = [];

/** A copy of deploy/ (compose, k8s, observability; docker: the compose build names the Dockerfile) with one edit. */
function brokenCopy(file: string, from: string | RegExp, to: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'deploy-check-'));
  copies.push(root);
  const dir = path.join(root, 'deploy');
  for (const sub of ['compose', 'k8s', 'docker', 'observability'])
    cpSync(path.join(deploy, sub), path.join(dir, sub), { recursive: true });
  const target = path.join(dir, file);
  const before = readFileSync(target, 'utf8');
  const after = before.replace(from, to);
  expect(after, `the edit of ${file} must change it`).not.toBe(before);
  writeFileSync(target, after);
  return dir;
}

afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('deploy/ validation', () => {
  it('passes the repository manifests', () => {
    const report = validateDeploy(deploy);
    expect(report.problems).toEqual([]);
    expect(report.checks).toBeGreaterThan(500);
  });

  it('compose: the compose-spec schema rejects a misspelt service key', () => {
    const report = validateDeploy(
      brokenCopy(
        'compose/docker-compose.yml',
        '  blog:\n    <<: *node-service\n',
        '  blog:\n    <<: *node-service\n    restart_policy: always\n',
      ),
    );
    expect(report.problems).toContainEqual(
      expect.stringMatching(
        /compose-spec schema.*\/services\/blog must NOT have additional properties \(restart_policy\)/,
      ),
    );
  });

  it('compose: the compose-spec schema rejects a wrong type', () => {
    const report = validateDeploy(brokenCopy('compose/docker-compose.yml', 'retries: 20', 'retries: [20]'));
    expect(report.problems).toContainEqual(
      expect.stringMatching(/compose-spec schema.*\/services\/mongo\/healthcheck\/retries/),
    );
  });

  it("SERVICE_URLS: a service's path prefix the gateway does not route is reported", () => {
    const report = validateDeploy(
      brokenCopy('compose/docker-compose.yml', '/api/track-record=http://prediction:8102,', ''),
    );
    expect(report.problems).toContainEqual(
      expect.stringMatching(/SERVICE_URLS should route \/api\/track-record to prediction .* routes it to nothing/),
    );
  });

  it('compose: a worker missing from the system is reported', () => {
    const report = validateDeploy(
      brokenCopy('compose/docker-compose.yml', '  experiment-matrix-worker:', '  experiment-matrix-workers:'),
    );
    expect(report.problems).toContain(
      'deploy/compose/docker-compose.yml: missing worker experiment-matrix-worker',
    );
  });

  it('compose: remotes.json pointing at the wrong port is reported', () => {
    const report = validateDeploy(brokenCopy('compose/remotes.json', 'localhost:3003', 'localhost:3013'));
    expect(report.problems).toContainEqual(
      expect.stringMatching(/remotes\.json: admin: port 3013 is not the remote's 3003/),
    );
  });

  it('k8s: the Deployment model rejects replicas that are not an integer', () => {
    const report = validateDeploy(brokenCopy('k8s/30-services.yaml', '  replicas: 2\n', '  replicas: two\n'));
    expect(report.problems).toContainEqual(
      expect.stringMatching(/Deployment\/gateway \(kubernetes-models\).*spec\/replicas must be integer/),
    );
  });

  it('k8s: an unknown apiVersion is reported rather than passed unchecked', () => {
    const report = validateDeploy(
      brokenCopy('k8s/60-autoscaling.yaml', 'apiVersion: autoscaling/v2\n', 'apiVersion: autoscaling/v3\n'),
    );
    expect(report.problems).toContainEqual(
      expect.stringMatching(/autoscaling\/v3\/HorizontalPodAutoscaler is not a kind/),
    );
  });

  it("k8s: KEDA's model rejects a ScaledObject without a scale target", () => {
    const report = validateDeploy(
      brokenCopy(
        'k8s/60-autoscaling.yaml',
        '  scaleTargetRef: { apiVersion: apps/v1, kind: Deployment, name: experiment-matrix-worker }\n',
        '',
      ),
    );
    expect(report.problems).toContainEqual(
      expect.stringMatching(
        /ScaledObject\/experiment-matrix-worker \(kubernetes-models\).*required property scaleTargetRef/,
      ),
    );
  });

  it("k8s: the ScaledObject must watch the matrix workers' consumer group", () => {
    const report = validateDeploy(
      brokenCopy(
        'k8s/60-autoscaling.yaml',
        'consumerGroup: experiment.matrix-worker',
        'consumerGroup: experiment.matrix',
      ),
    );
    expect(report.problems).toContainEqual(
      expect.stringMatching(/consumerGroup should be experiment\.matrix-worker/),
    );
  });

  it('k8s: a Service whose selector matches no pods is reported', () => {
    const report = validateDeploy(
      brokenCopy(
        'k8s/30-services.yaml',
        'selector: { app.kubernetes.io/name: blog }',
        'selector: { app.kubernetes.io/name: blogs }',
      ),
    );
    expect(report.problems).toContain(
      'deploy/k8s/30-services.yaml Service/blog: its selector matches no Deployment or StatefulSet',
    );
  });

  it('k8s: SERVICE_URLS pointing at a wrong port is reported', () => {
    const report = validateDeploy(
      brokenCopy('k8s/30-services.yaml', '/api/blog=http://blog:8105"', '/api/blog=http://blog:8106"'),
    );
    expect(report.problems).toContainEqual(
      expect.stringMatching(/SERVICE_URLS \/api\/blog: blog listens on 8105, not 8106/),
    );
  });

  it('grafana: a panel querying a metric no process exports is reported', () => {
    const report = validateDeploy(
      brokenCopy(
        'observability/grafana-dashboard.json',
        'rate(scoreline_events_produced_total{',
        'rate(scoreline_event_produced_total{',
      ),
    );
    expect(report.problems).toContainEqual(
      expect.stringMatching(
        /panel 1 "Events produced per topic" query A: scoreline_event_produced_total is no metric Scoreline exports/,
      ),
    );
  });

  it('grafana: grouping by a label the metric does not carry is reported', () => {
    const report = validateDeploy(
      brokenCopy(
        'observability/grafana-dashboard.json',
        'sum by (group, topic) (scoreline_event_consumer_lag',
        'sum by (consumer_group, topic) (scoreline_event_consumer_lag',
      ),
    );
    expect(report.problems).toContainEqual(
      expect.stringMatching(/label consumer_group is on none of scoreline_event_consumer_lag/),
    );
  });

  it('prometheus: an alert whose PromQL does not parse is reported', () => {
    const report = validateDeploy(
      brokenCopy(
        'observability/alerts.yml',
        'reason) (increase(scoreline_events_dead_lettered_total[15m])) > 0',
        'reason) (increase(scoreline_events_dead_lettered_total[15m]) > 0',
      ),
    );
    expect(report.problems).toContainEqual(
      expect.stringMatching(/ScorelineEventsDeadLettered: PromQL syntax error/),
    );
  });

  it('prometheus: a scrape target on the public port (which answers /metrics 404) is reported', () => {
    const report = validateDeploy(
      brokenCopy('observability/prometheus.yml', '"payment:9103"', '"payment:8103"'),
    );
    expect(report.problems).toContainEqual(
      expect.stringMatching(/job scoreline: target payment:8103: payment serves \/metrics on its operator port 9103/),
    );
    expect(report.problems).toContain('deploy/observability/prometheus.yml: no job scrapes payment:9103');
  });

  it('k8s: a readiness probe on the public port, or no operator port, is reported', () => {
    const report = validateDeploy(
      brokenCopy(
        'k8s/30-services.yaml',
        '            - { name: operator, containerPort: 9103 }\n',
        '',
      ),
    );
    expect(report.problems).toContainEqual(
      expect.stringMatching(/Deployment\/payment: expected a containerPort 9103 named operator/),
    );
    const probe = validateDeploy(
      brokenCopy('k8s/30-services.yaml', 'httpGet: { path: /ready, port: operator }', 'httpGet: { path: /ready, port: http }'),
    );
    expect(probe.problems).toContainEqual(
      expect.stringMatching(/Deployment\/gateway: readinessProbe must GET \/ready on the operator port/),
    );
  });

  it('prometheus: the Kubernetes job must keep the label deploy/k8s puts on its HTTP Services', () => {
    const report = validateDeploy(
      brokenCopy('observability/prometheus.yml', 'regex: service', 'regex: services'),
    );
    expect(report.problems).toContainEqual(
      expect.stringMatching(
        /job scoreline-k8s: does not keep __meta_kubernetes_service_label_app_kubernetes_io_component=service/,
      ),
    );
  });

  it('k8s: an HTTP Service without the label Prometheus discovers it by is reported', () => {
    const report = validateDeploy(
      brokenCopy(
        'k8s/30-services.yaml',
        'labels: { app.kubernetes.io/name: blog, app.kubernetes.io/component: service,',
        'labels: { app.kubernetes.io/name: blog, app.kubernetes.io/component: api,',
      ),
    );
    expect(report.problems).toContainEqual(
      expect.stringMatching(/Service\/blog: needs label app.kubernetes.io\/component: service/),
    );
  });
});
