// PromQL checked with Prometheus' own grammar (@prometheus-io/lezer-promql, the parser of
// Prometheus' web UI): the expression parses, every metric it selects is one our processes export,
// and every label it names exists on those metrics.
import { parser } from '@prometheus-io/lezer-promql';
import type { KnownSeries } from './known-metrics.ts';

/** Grafana's built-in interval variables, replaced by a duration so the expression is plain PromQL. */
const GRAFANA_INTERVALS = /\$__(rate_interval|interval|range)\b|\$\{__(rate_interval|interval|range)\}/g;

export function promqlProblems(expr: string, known: KnownSeries): string[] {
  const query = expr.replace(GRAFANA_INTERVALS, '5m');
  const tree = parser.parse(query);
  const problems: string[] = [];
  const metrics: string[] = [];
  const labels: string[] = [];
  let syntaxErrorAt: number | undefined;
  tree.iterate({
    enter(node) {
      if (node.type.isError && syntaxErrorAt === undefined) syntaxErrorAt = node.from;
      const text = query.slice(node.from, node.to);
      if (node.name === 'Identifier' && node.node.parent?.name === 'VectorSelector') metrics.push(text);
      if (node.name === 'LabelName') labels.push(text);
    },
  });
  if (syntaxErrorAt !== undefined) return [`PromQL syntax error at ${syntaxErrorAt}: ${expr}`];
  if (metrics.length === 0) problems.push(`selects no metric: ${expr}`);
  for (const metric of metrics)
    if (!known.has(metric)) problems.push(`${metric} is no metric Scoreline exports (${expr})`);
  const available = new Set(metrics.flatMap((m) => [...(known.get(m) ?? [])]));
  for (const label of new Set(labels)) {
    if (metrics.every((m) => known.has(m)) && !available.has(label))
      problems.push(`label ${label} is on none of ${metrics.join(', ')} (${expr})`);
  }
  return problems;
}
