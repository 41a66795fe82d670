/** Prometheus's text exposition format, version 0.0.4, which every Prometheus-compatible scraper reads. */
export const EXPOSITION_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

export type MetricType = 'counter' | 'gauge' | 'histogram';

export interface MetricSample {
  name: string;
  /** The server's own words, never a request's, so they need no escaping. */
  labels: Record<string, string>;
  value: number;
}

export interface MetricFamily {
  name: string;
  type: MetricType;
  help: string;
  samples: MetricSample[];
}

/** The figures of one server process among several, named by its worker number. */
export interface WorkerMetrics {
  worker: string;
  families: MetricFamily[];
}

/** Metric families as they are written: each family declared, then its samples. */
export class Exposition {
  readonly families: MetricFamily[] = [];

  family(name: string, type: MetricType, help: string): this {
    this.families.push({ name, type, help, samples: [] });
    return this;
  }

  /** A sample of the family declared last. */
  sample(name: string, value: number, labels: Record<string, string> = {}): this {
    this.families.at(-1)!.samples.push({ name, labels, value });
    return this;
  }
}

function formatValue(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return '+Inf';
  if (value === -Infinity) return '-Inf';
  return String(value);
}

function formatSample({ name, labels, value }: MetricSample): string {
  const pairs = Object.entries(labels).map(([label, text]) => `${label}="${text}"`);
  return `${name}${pairs.length ? `{${pairs.join(',')}}` : ''} ${formatValue(value)}`;
}

/** The text a scraper reads: every family's HELP and TYPE lines, then its samples. */
export function renderExposition(families: readonly MetricFamily[]): string {
  const lines = families.flatMap((family) => [
    `# HELP ${family.name} ${family.help}`,
    `# TYPE ${family.name} ${family.type}`,
    ...family.samples.map(formatSample),
  ]);
  return `${lines.join('\n')}\n`;
}

/**
 * The families of several processes as one set, each sample labelled with its worker: a family is declared
 * once, whatever number of processes report it.
 */
export function labelByWorker(workers: readonly WorkerMetrics[]): MetricFamily[] {
  const merged = new Map<string, MetricFamily>();
  for (const { worker, families } of workers) {
    for (const family of families) {
      const into = merged.get(family.name) ?? { ...family, samples: [] };
      merged.set(family.name, into);
      for (const sample of family.samples)
        into.samples.push({ ...sample, labels: { ...sample.labels, worker } });
    }
  }
  return [...merged.values()];
}
