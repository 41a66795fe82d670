/** Prometheus's text exposition format, version 0.0.4, which every Prometheus-compatible scraper reads. */
export const EXPOSITION_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

export type MetricType = 'counter' | 'gauge' | 'histogram';

/** A metric family being written: its HELP and TYPE lines first, then its samples. */
export class Exposition {
  private readonly lines: string[] = [];

  family(name: string, type: MetricType, help: string): this {
    this.lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
    return this;
  }

  /** One sample; label values are the server's own words, never a request's, so they need no escaping. */
  sample(name: string, value: number, labels: Readonly<Record<string, string>> = {}): this {
    const pairs = Object.entries(labels).map(([label, text]) => `${label}="${text}"`);
    this.lines.push(`${name}${pairs.length ? `{${pairs.join(',')}}` : ''} ${formatValue(value)}`);
    return this;
  }

  toString(): string {
    return `${this.lines.join('\n')}\n`;
  }
}

function formatValue(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return '+Inf';
  if (value === -Infinity) return '-Inf';
  return String(value);
}
