// The metric series Scoreline's processes actually export, taken from the real registries rather
// than a list kept by hand: service-kit's HTTP metrics (with prom-client's process metrics, as every
// service serves them), @scoreline/events' stream metrics and the gateway's stream inspector (the
// dead-letter depth, read from the broker on scrape).
import { createStreamInspector, STREAM_METRIC_NAMES, streamMetricsFor } from '@scoreline/events';
import { createHttpMetrics, createLogger } from '@scoreline/service-kit';
import { Registry } from 'prom-client';

/** Labels Prometheus itself adds on scrape (and our relabelling: pod). */
export const SCRAPE_LABELS = ['job', 'instance', 'pod'] as const;

/** Series name → its label names (histograms as their _bucket, _sum and _count series). */
export type KnownSeries = Map<string, Set<string>>;

export function knownSeries(): KnownSeries {
  const http = createHttpMetrics('deploy-check');
  const streams = new Registry();
  streamMetricsFor(streams);
  const series: KnownSeries = new Map();
  const add = (registry: Registry, defaultLabels: readonly string[]) => {
    for (const metric of registry.getMetricsAsArray()) {
      const { name, type, labelNames } = metric as unknown as {
        name: string;
        type: string;
        labelNames?: string[];
      };
      const labels = [...(labelNames ?? []), ...defaultLabels, ...SCRAPE_LABELS];
      if (type === 'histogram') {
        series.set(`${name}_bucket`, new Set([...labels, 'le']));
        series.set(`${name}_sum`, new Set(labels));
        series.set(`${name}_count`, new Set(labels));
      } else if (type === 'summary') {
        series.set(name, new Set([...labels, 'quantile']));
        series.set(`${name}_sum`, new Set(labels));
        series.set(`${name}_count`, new Set(labels));
      } else {
        series.set(name, new Set(labels));
      }
    }
  };
  // service-kit sets the `service` default label on its registry; the stream registry has none.
  add(http.registry, ['service']);
  add(streams, []);
  // Never connected: its registry is only listed, and the inspector connects on first use.
  const inspector = createStreamInspector({ brokers: ['127.0.0.1:9'], logger: createLogger({ name: 'deploy-check', level: 'silent' }) });
  add(inspector.registry, []);
  for (const name of Object.values(STREAM_METRIC_NAMES)) {
    if (![...series.keys()].some((s) => s === name || s.startsWith(`${name}_`)))
      throw new Error(`${name} is not on the stream registry`);
  }
  return series;
}
