// deploy/observability: the Prometheus scrape configs (one per environment) and alert rules, and
// the Grafana dashboard.
// No schema of either ships on the registry in a form we can run (Prometheus validates its config
// in Go; @grafana/schema is TypeScript types only), so: both parsed (YAML with duplicate keys as
// errors, JSON), their structure checked, every PromQL expression parsed with Prometheus' grammar
// and checked against the metrics our registries really export, and every scrape target a real
// process's operator port.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { knownSeries } from './known-metrics.ts';
import { loadYaml } from './load-yaml.ts';
import { isObject, type Problems } from './problems.ts';
import { promqlProblems } from './promql.ts';
import { METRICS_DISCOVERY, OPERATOR_PORTS, WORKER_OPERATOR_PORT, WORKERS } from './system.ts';

/** One Prometheus configuration per place Scoreline runs (deploy/observability/prometheus/<name>.yml). */
export const PROMETHEUS_ENVIRONMENTS = ['compose', 'kubernetes', 'local'] as const;

/** Every process of a deployment and the operator port its /metrics is on. */
const OPERATOR_TARGETS: Record<string, number> = {
  ...OPERATOR_PORTS,
  ...Object.fromEntries(Object.keys(WORKERS).map((name) => [name, WORKER_OPERATOR_PORT])),
};

/** A job's host:port targets: static ones, and DNS names with their port (one target per address). */
function scrapeTargets(job: Record<string, unknown>): string[] {
  const statics = ((job.static_configs ?? []) as { targets?: unknown[] }[]).flatMap((group) => (group.targets ?? []).map(String));
  const dns = ((job.dns_sd_configs ?? []) as { names?: string[]; port?: number }[]).flatMap((group) => (group.names ?? []).map((name) => `${name}:${String(group.port)}`));
  return [...statics, ...dns];
}

const DURATION = /^(\d+(ms|s|m|h|d|w|y))+$/;

/** Reports where a PromQL expression is and what is wrong with it (parsed, and its metrics and labels ours). */
type CheckExpression = (where: string, query: unknown) => void;

export function checkObservability(problems: Problems, dir: string, repo: string): { expressions: number } {
  const rel = (f: string) => path.relative(repo, f);
  const known = knownSeries();
  let expressions = 0;
  const expr: CheckExpression = (where, query) => {
    expressions += 1;
    if (!problems.check(typeof query === 'string' && query.trim(), where, 'no PromQL expression')) return;
    for (const problem of promqlProblems(String(query), known)) problems.fail(where, problem);
  };
  const ruleFiles = new Set(PROMETHEUS_ENVIRONMENTS.flatMap((environment) => checkScrapeConfig(problems, dir, environment, rel)));
  for (const file of ruleFiles) checkAlertRules(problems, file, rel, expr);
  checkDashboard(problems, dir, rel, known, expr);
  return { expressions };
}

/** One environment's Prometheus config, scraping every process of it; answers the rule files it loads. */
function checkScrapeConfig(problems: Problems, dir: string, environment: (typeof PROMETHEUS_ENVIRONMENTS)[number], rel: (f: string) => string): string[] {
  const ruleFiles: string[] = [];
  const configFile = path.join(dir, 'prometheus', `${environment}.yml`);
  const [config] = existsSync(configFile) ? loadYaml(configFile, rel(configFile), problems) : [];
  if (!problems.check(isObject(config), rel(configFile), 'missing or not a mapping')) return [];
  const cfg = config as { global?: Record<string, unknown>; rule_files?: unknown[]; scrape_configs?: unknown[] };
  for (const key of ['scrape_interval', 'evaluation_interval', 'scrape_timeout']) {
    const value = cfg.global?.[key];
    if (value !== undefined) problems.check(DURATION.test(String(value)), rel(configFile), `global.${key} ${String(value)} is not a Prometheus duration`);
  }
  for (const ruleFile of (cfg.rule_files ?? []) as string[]) {
    const file = path.resolve(path.dirname(configFile), ruleFile);
    if (problems.check(existsSync(file), rel(configFile), `rule file ${ruleFile} does not exist`)) ruleFiles.push(file);
  }
  problems.check((cfg.rule_files ?? []).length > 0, rel(configFile), 'loads no alert rules');
  const jobs = (cfg.scrape_configs ?? []) as Record<string, unknown>[];
  problems.check(jobs.length > 0, rel(configFile), 'no scrape_configs');
  const jobNames = new Set<string>();
  const covered = new Set<string>();
  for (const job of jobs) checkScrapeJob(problems, `${rel(configFile)} job ${String(job.job_name)}`, job, environment, { jobNames, covered });
  const wanted = environment === 'local' ? ['local'] : Object.keys(OPERATOR_TARGETS);
  for (const name of wanted) problems.check(covered.has(name), rel(configFile), name === 'local' ? `no job scrapes npm start's gateway (127.0.0.1:${OPERATOR_PORTS.gateway})` : `no job scrapes ${name} on ${OPERATOR_TARGETS[name]}`);
  return ruleFiles;
}

/** One scrape job: named once, on /metrics, each target a process's operator port; records which processes it covers. */
function checkScrapeJob(
  problems: Problems,
  at: string,
  job: Record<string, unknown>,
  environment: (typeof PROMETHEUS_ENVIRONMENTS)[number],
  { jobNames, covered }: { jobNames: Set<string>; covered: Set<string> },
): void {
  problems.check(typeof job.job_name === 'string' && !jobNames.has(job.job_name), at, 'job_name missing or repeated');
  jobNames.add(String(job.job_name));
  problems.check((job.metrics_path ?? '/metrics') === '/metrics', at, `metrics_path ${String(job.metrics_path)}: the processes serve /metrics`);
  for (const target of scrapeTargets(job)) {
    const match = /^([a-z0-9.-]+):(\d+)$/.exec(target);
    if (!problems.check(match, at, `target ${target} is not host:port`)) continue;
    const [, host = '', port] = match ?? [];
    const expected = environment === 'local' ? OPERATOR_PORTS.gateway : OPERATOR_TARGETS[host];
    problems.check(Number(port) === expected, at, `target ${target}: ${expected === undefined ? `${host} is no process of ${environment}` : `${host} serves /metrics on its operator port ${expected}`}`);
    if (Number(port) === expected) covered.add(environment === 'local' ? 'local' : host);
  }
  if (job.kubernetes_sd_configs !== undefined) {
    const roles = (job.kubernetes_sd_configs as { role?: string }[]).map((c) => c.role);
    problems.check(roles.every((role) => role === 'pod'), at, `kubernetes_sd_configs role should be pod (workers have no Service), is ${roles.join(', ')}`);
    const keeps = ((job.relabel_configs ?? []) as { source_labels?: string[]; regex?: string; action?: string }[]).filter((r) => r.action === 'keep');
    const labelMeta = `__meta_kubernetes_pod_label_${METRICS_DISCOVERY.label.replace(/[^a-zA-Z0-9_]/g, '_')}`;
    const keepsLabel = keeps.some((r) => r.source_labels?.includes(labelMeta) && r.regex === METRICS_DISCOVERY.value);
    const keepsPort = keeps.some((r) => r.source_labels?.includes('__meta_kubernetes_pod_container_port_name') && r.regex === METRICS_DISCOVERY.portName);
    problems.check(keepsLabel, at, `does not keep ${labelMeta}=${METRICS_DISCOVERY.value}`);
    problems.check(keepsPort, at, `does not keep the container port named ${METRICS_DISCOVERY.portName}`);
    if (keepsLabel && keepsPort) for (const name of Object.keys(OPERATOR_TARGETS)) covered.add(name);
  }
}

/** One alert rule file: groups of alerts or records, each named once, each expression ours. */
function checkAlertRules(problems: Problems, file: string, rel: (f: string) => string, expr: CheckExpression): void {
  const [rules] = loadYaml(file, rel(file), problems);
  const groups = ((rules as { groups?: unknown[] } | undefined)?.groups ?? []) as { name?: string; rules?: Record<string, unknown>[] }[];
  problems.check(groups.length > 0, rel(file), 'no rule groups');
  const alerts = new Set<string>();
  for (const group of groups) {
    for (const rule of group.rules ?? []) {
      const name = String(rule.alert ?? rule.record);
      const at = `${rel(file)} ${String(group.name)}/${name}`;
      problems.check((rule.alert === undefined) !== (rule.record === undefined), at, 'a rule is either an alert or a record');
      problems.check(!alerts.has(name), at, 'defined twice');
      alerts.add(name);
      if (rule.for !== undefined) problems.check(DURATION.test(String(rule.for)), at, `for: ${String(rule.for)} is not a duration`);
      expr(at, rule.expr);
    }
  }
}

/** The Grafana dashboard: a Prometheus data source variable, variables over our labels, panels querying our metrics. */
function checkDashboard(problems: Problems, dir: string, rel: (f: string) => string, known: ReturnType<typeof knownSeries>, expr: CheckExpression): void {
  const dashboardFile = path.join(dir, 'grafana-dashboard.json');
  let dashboard: Record<string, unknown> | undefined;
  try {
    dashboard = JSON.parse(readFileSync(dashboardFile, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    problems.fail(rel(dashboardFile), `not readable JSON: ${(error as Error).message}`);
  }
  if (!dashboard) return;
  const dwhere = rel(dashboardFile);
  problems.check(
    typeof dashboard.uid === 'string' && typeof dashboard.title === 'string',
    dwhere,
    'needs a uid and a title',
  );
  problems.check(Number.isInteger(dashboard.schemaVersion), dwhere, 'needs a schemaVersion');
  const variables = (dashboard.templating as { list?: Record<string, unknown>[] } | undefined)?.list ?? [];
  const variableNames = new Set(variables.map((v) => String(v.name)));
  problems.check(
    variables.some((v) => v.type === 'datasource' && v.query === 'prometheus'),
    dwhere,
    'no Prometheus data source variable',
  );
  for (const v of variables.filter((variable) => variable.type === 'query')) {
    const definition = String(v.definition ?? '');
    const match = /^label_values\(\s*([a-zA-Z_:][\w:]*)\s*,\s*(\w+)\s*\)$/.exec(definition);
    if (
      !problems.check(
        match,
        `${dwhere} variable ${String(v.name)}`,
        `definition ${definition} is not label_values(<metric>, <label>)`,
      )
    )
      continue;
    const [, metric = '', label = ''] = match ?? [];
    problems.check(
      known.get(metric)?.has(label),
      `${dwhere} variable ${String(v.name)}`,
      `${metric} has no label ${label} (or is no metric Scoreline exports)`,
    );
  }
  const panels = (dashboard.panels ?? []) as Record<string, unknown>[];
  problems.check(panels.length > 0, dwhere, 'no panels');
  const ids = new Set<unknown>();
  for (const panel of panels) {
    const at = `${dwhere} panel ${String(panel.id)} "${String(panel.title)}"`;
    problems.check(!ids.has(panel.id), at, 'panel id repeated');
    ids.add(panel.id);
    const uid = (panel.datasource as { uid?: string } | undefined)?.uid ?? '';
    const usedVariable = /^\$\{?(\w+)\}?$/.exec(uid)?.[1];
    problems.check(
      usedVariable && variableNames.has(usedVariable),
      at,
      `datasource uid ${uid} is not a dashboard variable`,
    );
    const targets = (panel.targets ?? []) as { expr?: unknown; refId?: unknown }[];
    problems.check(targets.length > 0, at, 'no queries');
    for (const target of targets) {
      const texpr = String(target.expr ?? '');
      for (const [, name] of texpr.matchAll(/\$\{?(\w+)\}?/g)) {
        if (name && !name.startsWith('__'))
          problems.check(
            variableNames.has(name),
            `${at} query ${String(target.refId)}`,
            `uses $${name}, which is no dashboard variable`,
          );
      }
      expr(`${at} query ${String(target.refId)}`, target.expr);
    }
  }
}
