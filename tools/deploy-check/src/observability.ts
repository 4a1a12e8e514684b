// deploy/observability: the Prometheus scrape config and alert rules, and the Grafana dashboard.
// No schema of either ships on the registry in a form we can run (Prometheus validates its config
// in Go; @grafana/schema is TypeScript types only), so: both parsed (YAML with duplicate keys as
// errors, JSON), their structure checked, every PromQL expression parsed with Prometheus' grammar
// and checked against the metrics our registries really export, and every scrape target a real
// service port.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { knownSeries } from './known-metrics.ts';
import { loadYaml } from './load-yaml.ts';
import { isObject, type Problems } from './problems.ts';
import { promqlProblems } from './promql.ts';
import { METRICS_DISCOVERY, OPERATOR_PORTS } from './system.ts';

const DURATION = /^(\d+(ms|s|m|h|d|w|y))+$/;

export function checkObservability(problems: Problems, dir: string, repo: string): { expressions: number } {
  const rel = (f: string) => path.relative(repo, f);
  const known = knownSeries();
  let expressions = 0;
  const expr = (where: string, query: unknown) => {
    expressions += 1;
    if (!problems.check(typeof query === 'string' && query.trim(), where, 'no PromQL expression')) return;
    for (const problem of promqlProblems(String(query), known)) problems.fail(where, problem);
  };

  // ---- Prometheus: scrape config
  const configFile = path.join(dir, 'prometheus.yml');
  const [config] = existsSync(configFile) ? loadYaml(configFile, rel(configFile), problems) : [];
  if (!problems.check(isObject(config), rel(configFile), 'missing or not a mapping')) return { expressions };
  const cfg = config as {
    global?: Record<string, unknown>;
    rule_files?: unknown[];
    scrape_configs?: unknown[];
  };
  for (const key of ['scrape_interval', 'evaluation_interval', 'scrape_timeout']) {
    const value = cfg.global?.[key];
    if (value !== undefined)
      problems.check(
        DURATION.test(String(value)),
        rel(configFile),
        `global.${key} ${String(value)} is not a Prometheus duration`,
      );
  }
  const jobs = (cfg.scrape_configs ?? []) as Record<string, unknown>[];
  problems.check(jobs.length > 0, rel(configFile), 'no scrape_configs');
  const jobNames = new Set<string>();
  const covered = new Set<string>();
  for (const job of jobs) {
    const at = `${rel(configFile)} job ${String(job.job_name)}`;
    problems.check(
      typeof job.job_name === 'string' && !jobNames.has(job.job_name),
      at,
      'job_name missing or repeated',
    );
    jobNames.add(String(job.job_name));
    problems.check(
      (job.metrics_path ?? '/metrics') === '/metrics',
      at,
      `metrics_path ${String(job.metrics_path)}: the services serve /metrics`,
    );
    problems.check(
      job.static_configs !== undefined || job.kubernetes_sd_configs !== undefined,
      at,
      'neither static_configs nor kubernetes_sd_configs',
    );
    if (job.kubernetes_sd_configs !== undefined) {
      // the relabelling must keep what deploy/k8s labels its HTTP Services with (checked there)
      const keeps = (
        (job.relabel_configs ?? []) as { source_labels?: string[]; regex?: string; action?: string }[]
      ).filter((r) => r.action === 'keep');
      const labelMeta = `__meta_kubernetes_service_label_${METRICS_DISCOVERY.label.replace(/[^a-zA-Z0-9_]/g, '_')}`;
      problems.check(
        keeps.some((r) => r.source_labels?.includes(labelMeta) && r.regex === METRICS_DISCOVERY.value),
        at,
        `does not keep ${labelMeta}=${METRICS_DISCOVERY.value}`,
      );
      problems.check(
        keeps.some(
          (r) =>
            r.source_labels?.includes('__meta_kubernetes_endpoint_port_name') &&
            r.regex === METRICS_DISCOVERY.portName,
        ),
        at,
        `does not keep the port named ${METRICS_DISCOVERY.portName}`,
      );
    }
    for (const group of (job.static_configs ?? []) as { targets?: unknown[] }[]) {
      for (const target of group.targets ?? []) {
        const match = /^([a-z0-9.-]+):(\d+)$/.exec(String(target));
        if (!problems.check(match, at, `target ${String(target)} is not host:port`)) continue;
        const [, host = '', port] = match ?? [];
        const operatorPort = (OPERATOR_PORTS as Record<string, number>)[host];
        // a service by name on its operator port; any other host is `npm start`'s gateway
        problems.check(
          Number(port) === (operatorPort ?? OPERATOR_PORTS.gateway),
          at,
          `target ${String(target)}: ${operatorPort ? `${host} serves /metrics on its operator port ${operatorPort}` : `only the gateway's operator port ${OPERATOR_PORTS.gateway} serves a whole process's metrics`}`,
        );
        if (operatorPort === Number(port)) covered.add(host);
      }
    }
  }
  for (const name of Object.keys(OPERATOR_PORTS))
    problems.check(
      covered.has(name),
      rel(configFile),
      `no job scrapes ${name}:${OPERATOR_PORTS[name as keyof typeof OPERATOR_PORTS]}`,
    );

  // ---- Prometheus: alert rules
  for (const ruleFile of (cfg.rule_files ?? []) as string[]) {
    const file = path.resolve(dir, ruleFile);
    if (!problems.check(existsSync(file), rel(configFile), `rule file ${ruleFile} does not exist`)) continue;
    const [rules] = loadYaml(file, rel(file), problems);
    const groups = ((rules as { groups?: unknown[] } | undefined)?.groups ?? []) as {
      name?: string;
      rules?: Record<string, unknown>[];
    }[];
    problems.check(groups.length > 0, rel(file), 'no rule groups');
    const alerts = new Set<string>();
    for (const group of groups) {
      for (const rule of group.rules ?? []) {
        const name = String(rule.alert ?? rule.record);
        const at = `${rel(file)} ${String(group.name)}/${name}`;
        problems.check(
          (rule.alert === undefined) !== (rule.record === undefined),
          at,
          'a rule is either an alert or a record',
        );
        problems.check(!alerts.has(name), at, 'defined twice');
        alerts.add(name);
        if (rule.for !== undefined)
          problems.check(DURATION.test(String(rule.for)), at, `for: ${String(rule.for)} is not a duration`);
        expr(at, rule.expr);
      }
    }
  }

  // ---- Grafana dashboard
  const dashboardFile = path.join(dir, 'grafana-dashboard.json');
  let dashboard: Record<string, unknown> | undefined;
  try {
    dashboard = JSON.parse(readFileSync(dashboardFile, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    problems.fail(rel(dashboardFile), `not readable JSON: ${(error as Error).message}`);
  }
  if (!dashboard) return { expressions };
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
  return { expressions };
}
