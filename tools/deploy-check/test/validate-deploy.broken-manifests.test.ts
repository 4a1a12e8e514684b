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
  it('passes the repository manifests', async () => {
    const report = await validateDeploy(deploy);
    expect(report.problems).toEqual([]);
    expect(report.checks).toBeGreaterThan(500);
  });

  it('compose: the compose-spec schema rejects a misspelt service key', async () => {
    const report = await validateDeploy(
      brokenCopy(
        'compose/docker-compose.yml',
        '  blog:\n    <<: *app\n',
        '  blog:\n    <<: *app\n    restart_policy: always\n',
      ),
    );
    expect(report.problems).toContainEqual(
      expect.stringMatching(
        /compose-spec schema.*\/services\/blog must NOT have additional properties \(restart_policy\)/,
      ),
    );
  });

  it('compose: the compose-spec schema rejects a wrong type', async () => {
    const report = await validateDeploy(brokenCopy('compose/docker-compose.yml', 'retries: 20', 'retries: [20]'));
    expect(report.problems).toContainEqual(
      expect.stringMatching(/compose-spec schema.*\/services\/mongo\/healthcheck\/retries/),
    );
  });

  it("SERVICE_URLS: a service's path prefix the gateway does not route is reported", async () => {
    const report = await validateDeploy(
      brokenCopy('compose/docker-compose.yml', '/api/track-record=http://prediction:8102,', ''),
    );
    expect(report.problems).toContainEqual(
      expect.stringMatching(/SERVICE_URLS should route \/api\/track-record to prediction .* routes it to nothing/),
    );
  });

  it('compose: a worker missing from the system is reported', async () => {
    const report = await validateDeploy(
      brokenCopy('compose/docker-compose.yml', '  experiment-matrix-worker:', '  experiment-matrix-workers:'),
    );
    expect(report.problems).toContain(
      'deploy/compose/docker-compose.yml: missing worker experiment-matrix-worker',
    );
  });

  it('k8s: the Deployment model rejects replicas that are not an integer', async () => {
    const report = await validateDeploy(brokenCopy('k8s/30-services.yaml', '  replicas: 2\n', '  replicas: two\n'));
    expect(report.problems).toContainEqual(
      expect.stringMatching(/Deployment\/gateway \(kubernetes-models\).*spec\/replicas must be integer/),
    );
  });

  it('k8s: an unknown apiVersion is reported rather than passed unchecked', async () => {
    const report = await validateDeploy(
      brokenCopy('k8s/60-autoscaling.yaml', 'apiVersion: autoscaling/v2\n', 'apiVersion: autoscaling/v3\n'),
    );
    expect(report.problems).toContainEqual(
      expect.stringMatching(/autoscaling\/v3\/HorizontalPodAutoscaler is not a kind/),
    );
  });

  it("k8s: KEDA's model rejects a ScaledObject without a scale target", async () => {
    const report = await validateDeploy(
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

  it("k8s: the ScaledObject must watch the matrix workers' consumer group", async () => {
    const report = await validateDeploy(
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

  it('k8s: a Service whose selector matches no pods is reported', async () => {
    const report = await validateDeploy(
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

  it('k8s: SERVICE_URLS pointing at a wrong port is reported', async () => {
    const report = await validateDeploy(
      brokenCopy('k8s/30-services.yaml', '/api/blog=http://blog:8105"', '/api/blog=http://blog:8106"'),
    );
    expect(report.problems).toContainEqual(
      expect.stringMatching(/SERVICE_URLS \/api\/blog: blog listens on 8105, not 8106/),
    );
  });

  it('grafana: a panel querying a metric no process exports is reported', async () => {
    const report = await validateDeploy(
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

  it('grafana: grouping by a label the metric does not carry is reported', async () => {
    const report = await validateDeploy(
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

  it('prometheus: an alert whose PromQL does not parse is reported', async () => {
    const report = await validateDeploy(
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

  it('prometheus: a scrape target on the public port (which answers /metrics 404) is reported', async () => {
    const report = await validateDeploy(
      brokenCopy('observability/prometheus/compose.yml', '{ names: [payment], type: A, port: 9103 }', '{ names: [payment], type: A, port: 8103 }'),
    );
    expect(report.problems).toContainEqual(
      expect.stringMatching(/job scoreline-compose: target payment:8103: payment serves \/metrics on its operator port 9103/),
    );
    expect(report.problems).toContain('deploy/observability/prometheus/compose.yml: no job scrapes payment on 9103');
  });

  it('k8s: a readiness probe on the public port, or no operator port, is reported', async () => {
    const report = await validateDeploy(
      brokenCopy(
        'k8s/30-services.yaml',
        '            - { name: operator, containerPort: 9103 }\n',
        '',
      ),
    );
    expect(report.problems).toContainEqual(
      expect.stringMatching(/Deployment\/payment: expected a containerPort 9103 named operator/),
    );
    const probe = await validateDeploy(
      brokenCopy('k8s/30-services.yaml', 'httpGet: { path: /ready, port: operator }', 'httpGet: { path: /ready, port: http }'),
    );
    expect(probe.problems).toContainEqual(
      expect.stringMatching(/Deployment\/gateway: readinessProbe must GET \/ready on the operator port/),
    );
  });

  it('prometheus: the Kubernetes job must keep the label deploy/k8s puts on its pods', async () => {
    const report = await validateDeploy(brokenCopy('observability/prometheus/kubernetes.yml', 'regex: scoreline', 'regex: scoreline-app'));
    expect(report.problems).toContainEqual(
      expect.stringMatching(/job scoreline-k8s: does not keep __meta_kubernetes_pod_label_app_kubernetes_io_part_of=scoreline/),
    );
    expect(report.problems).toContain('deploy/observability/prometheus/kubernetes.yml: no job scrapes prediction-recalculation-worker on 9100');
  });

  it('prometheus: a compose worker nobody scrapes is reported', async () => {
    const report = await validateDeploy(brokenCopy('observability/prometheus/compose.yml', '      - { names: [catalog-ingestion-worker], type: A, port: 9100 }\n', ''));
    expect(report.problems).toContain('deploy/observability/prometheus/compose.yml: no job scrapes catalog-ingestion-worker on 9100');
  });

  it('compose: a variable a service requires and the file omits fails through its own settings loader', async () => {
    const report = await validateDeploy(
      brokenCopy('compose/docker-compose.yml', / {6}STRIPE_WEBHOOK_SECRET: \$\{STRIPE_WEBHOOK_SECRET[^\n]*\n/, ''),
    );
    expect(report.problems).toContainEqual(
      expect.stringMatching(/services\.payment: payment's settings loader refuses this environment .*STRIPE_WEBHOOK_SECRET: must be set when NODE_ENV=production/),
    );
    expect(report.problems).toContain('deploy/compose/docker-compose.yml .env.example: lists STRIPE_WEBHOOK_SECRET, which the compose file never uses');
  });

  it('compose: a ${VARIABLE} that .env.example does not list is reported', async () => {
    const report = await validateDeploy(brokenCopy('compose/docker-compose.yml', 'LOG_LEVEL: info', 'LOG_LEVEL: ${LOG_LEVEL:?set it}'));
    expect(report.problems).toContain('deploy/compose/docker-compose.yml: interpolates ${LOG_LEVEL} with no default, which .env.example does not list');
  });

  it('k8s: the payment service without its Secret would crash-loop, as its loader says', async () => {
    const report = await validateDeploy(
      brokenCopy('k8s/30-services.yaml', / {12}# Stripe's keys reach this service alone\.\n {12}- secretRef: \{ name: scoreline-payment-secrets \}\n/, ''),
    );
    expect(report.problems).toContainEqual(
      expect.stringMatching(/Deployment\/payment container payment: payment's settings loader refuses this environment \(the pod would crash-loop\): STRIPE_SECRET_KEY: must be set/),
    );
  });

  it('k8s: a Secret nothing generates (its keys unknown) is reported', async () => {
    const report = await validateDeploy(brokenCopy('k8s/kustomization.yaml', '  - name: scoreline-payment-secrets\n', '  - name: payment-secrets\n'));
    expect(report.problems).toContainEqual(expect.stringMatching(/envFrom Secret scoreline-payment-secrets is not generated by kustomization\.yaml/));
  });

  it('compose and k8s: a service running the workers its worker process runs is reported', async () => {
    const compose = await validateDeploy(brokenCopy('compose/docker-compose.yml', '      CATALOG_WORKERS: "off"\n', ''));
    expect(compose.problems).toContain('deploy/compose/docker-compose.yml services.catalog: CATALOG_WORKERS should be off: catalog-ingestion-worker runs its workers');
    const k8s = await validateDeploy(brokenCopy('k8s/30-services.yaml', '            - { name: PREDICTION_WORKERS, value: "off" }\n', ''));
    expect(k8s.problems).toContain('deploy/k8s Deployment/prediction: PREDICTION_WORKERS should be off: prediction-recalculation-worker runs its workers');
  });

  it('compose: Kafka data outside the volume (the image would write under /tmp) is reported', async () => {
    const report = await validateDeploy(brokenCopy('compose/docker-compose.yml', 'KAFKA_LOG_DIRS: /var/lib/kafka/data/logs', 'KAFKA_LOG_DIRS: /tmp/kraft-combined-logs'));
    expect(report.problems).toContainEqual(expect.stringMatching(/kafka-1: KAFKA_LOG_DIRS \(\/tmp\/kraft-combined-logs\) should be a folder inside its data volume/));
  });

  it('compose: a replication factor the three brokers do not give is reported', async () => {
    const report = await validateDeploy(brokenCopy('compose/docker-compose.yml', 'KAFKA_MIN_INSYNC_REPLICAS: "2"', 'KAFKA_MIN_INSYNC_REPLICAS: "1"'));
    expect(report.problems).toContain('deploy/compose/docker-compose.yml kafka-2: KAFKA_MIN_INSYNC_REPLICAS should be 2, is 1');
  });

  it("k8s: the Kafka volume without an fsGroup for the image's user is reported", async () => {
    const report = await validateDeploy(brokenCopy('k8s/20-infrastructure.yaml', 'securityContext: { runAsUser: 1000, runAsGroup: 1000, fsGroup: 1000, runAsNonRoot: true }', 'securityContext: { runAsNonRoot: true }'));
    expect(report.problems).toContain("deploy/k8s StatefulSet/kafka: no securityContext.fsGroup: the image's non-root user could not write its volume");
  });

  it('k8s: an Ingress that does not send /api to the gateway is reported', async () => {
    const report = await validateDeploy(brokenCopy('k8s/50-web.yaml', / {10}- path: \/api\n {12}pathType: Prefix\n {12}backend:\n {14}service: \{ name: gateway, port: \{ name: http \} \}\n/, ''));
    expect(report.problems).toContain('deploy/k8s/50-web.yaml Ingress/scoreline: /api/fixtures/gameweek/current should go to gateway:8000, goes to site:3000');
  });

  it('k8s: an image not named through kustomize (a registry namespace we do not own) is reported', async () => {
    const report = await validateDeploy(brokenCopy('k8s/40-workers.yaml', 'image: scoreline-app\n', 'image: scoreline/app:latest\n'));
    expect(report.problems).toContainEqual(expect.stringMatching(/Deployment\/catalog-ingestion-worker container worker: image scoreline\/app:latest is not one kustomization\.yaml's images: rewrites/));
  });

  it("site: a page the shell draws that nginx answers 404, a page answered with another page's HTML, or a missing file answered with a page, is reported", async () => {
    const report = await validateDeploy(brokenCopy('docker/site/site.conf.template', '"^/blog/[^/.]+/?$"', '"^/blog/[^/.]+/x$"'));
    expect(report.problems).toContain('deploy/docker/site/site.conf.template: the page /blog/:slug (/blog/sample-42) is not served a page of the shell');
    // Home's HTML for every page drew Home's hero on each of them until its remote took over.
    const homeEverywhere = await validateDeploy(brokenCopy('docker/site/site.conf.template', 'set $page /pages/track-record.html;', 'set $page /index.html;'));
    expect(homeEverywhere.problems).toContain(
      'deploy/docker/site/site.conf.template: the page /track-record (/track-record) is served /index.html, not its own prerendered page /pages/track-record.html',
    );
    const fallback = await validateDeploy(brokenCopy('docker/site/site.conf.template', 'location = / {', 'location / {\n    set $page /index.html;\n    include site-page.conf;\n  }\n  location = /x {'));
    expect(fallback.problems).toContainEqual(expect.stringMatching(/\/remotes\.json is served a page of the shell/));
    const notFound = await validateDeploy(brokenCopy('docker/site/site.conf.template', 'error_page 404 /pages/not-found.html;', 'error_page 404 /index.html;'));
    expect(notFound.problems).toContainEqual(expect.stringMatching(/an unknown page should be answered \/pages\/not-found\.html/));
  });
});

describe('the manifests before the services loaders ran on them (test/fixtures/payment-crash-loop)', () => {
  it("fail: production payment gets neither STRIPE_SECRET_KEY nor a webhook secret from compose or Kubernetes", async () => {
    const report = await validateDeploy(path.join(import.meta.dirname, 'fixtures', 'payment-crash-loop', 'deploy'));
    for (const where of ['deploy/compose/docker-compose.yml services.payment', 'deploy/k8s/30-services.yaml Deployment/payment container payment']) {
      expect(report.problems).toContainEqual(expect.stringMatching(new RegExp(`^${where.replace(/[./]/g, '\\$&')}: payment's settings loader refuses this environment .*: STRIPE_SECRET_KEY: must be set when NODE_ENV=production`)));
      expect(report.problems).toContainEqual(expect.stringMatching(new RegExp(`^${where.replace(/[./]/g, '\\$&')}: payment's settings loader refuses this environment .*: STRIPE_WEBHOOK_SECRET: must be set when NODE_ENV=production`)));
    }
  });
});

