import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer, TestServerOptions } from '../../testing';
import { startTestServer, testDatabaseKinds } from '../../testing';
import { parseMetricsSettings } from '../config-metrics';
import { NO_PROXY } from '../client-address';
import { labelByWorker, renderExposition } from './exposition';
import { createServerMetrics } from './routes';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL = `[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\[\\\\"n])*"`;
const VALUE = '[-+]?(?:\\d+(?:\\.\\d+)?(?:[eE][-+]?\\d+)?|Inf)|NaN';
const HELP_LINE = new RegExp(`^# HELP (${NAME}) \\S.*$`);
const TYPE_LINE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);
const SAMPLE_LINE = new RegExp(`^(${NAME})(?:\\{(${LABEL}(?:,${LABEL})*)\\})? (${VALUE})$`);

/**
 * Reads Prometheus's text format strictly: every line is a HELP, a TYPE or a sample, every sample belongs to a
 * family whose HELP and TYPE came before it, no family is declared twice, and histogram buckets add up.
 */
function parseExposition(text: string): Sample[] {
  expect(text.endsWith('\n')).toBe(true);
  const types = new Map<string, string>();
  const helped = new Set<string>();
  const samples: Sample[] = [];
  for (const line of text.slice(0, -1).split('\n')) {
    const help = HELP_LINE.exec(line);
    const type = TYPE_LINE.exec(line);
    const sample = SAMPLE_LINE.exec(line);
    if (help) {
      expect(helped.has(help[1]!), `HELP twice for ${help[1]}`).toBe(false);
      helped.add(help[1]!);
    } else if (type) {
      expect(types.has(type[1]!), `TYPE twice for ${type[1]}`).toBe(false);
      expect(helped.has(type[1]!), `TYPE before HELP for ${type[1]}`).toBe(true);
      types.set(type[1]!, type[2]!);
    } else {
      expect(sample, `not a line of the exposition format: ${line}`).not.toBeNull();
      const [, name, labelText, value] = sample!;
      const family = types.has(name!) ? name! : name!.replace(/_(bucket|sum|count)$/, '');
      expect(types.get(family), `sample of an undeclared family: ${line}`).toBeDefined();
      const labels = Object.fromEntries(
        [...(labelText ?? '').matchAll(/([a-zA-Z_]\w*)="([^"]*)"/g)].map(([, key, text]) => [key, text]),
      );
      samples.push({ name: name!, labels, value: value === '+Inf' ? Infinity : Number(value) });
    }
  }
  for (const [family, type] of types) {
    if (type !== 'histogram') continue;
    const buckets = samples.filter((sample) => sample.name === `${family}_bucket`);
    for (const count of samples.filter((sample) => sample.name === `${family}_count`)) {
      const series = buckets.filter((bucket) => bucket.labels.group === count.labels.group);
      const values = series.map((bucket) => bucket.value);
      expect(values).toEqual([...values].sort((a, b) => a - b));
      expect(series.at(-1)!.labels.le).toBe('+Inf');
      expect(series.at(-1)!.value).toBe(count.value);
    }
  }
  return samples;
}

function valueOf(samples: Sample[], name: string, labels: Record<string, string>): number {
  const found = samples.find(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, text]) => sample.labels[key] === text),
  );
  return found?.value ?? 0;
}

async function scrape(server: TestServer, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}/metrics`, { headers });
}

async function withServer(options: TestServerOptions, use: (server: TestServer) => Promise<void>) {
  const server = await startTestServer(options);
  try {
    await use(server);
  } finally {
    await server.close();
  }
}

describe.each(testDatabaseKinds())('/metrics on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database: kind, metrics: 'on' });
  });
  afterAll(() => server?.close());

  it('answers the local machine in the exposition format, with counts that rise', async () => {
    const first = await scrape(server);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const before = parseExposition(await first.text());

    for (let index = 0; index < 3; index++) await (await fetch(`${server.url}/healthz`)).text();
    const missing = await fetch(`${server.url}/rest/v1/no_such_table`, {
      headers: { apikey: server.anonKey },
    });
    expect(missing.status).toBe(404);
    await missing.text();
    await (await fetch(`${server.url}/healthz`, { method: 'PROPFIND' })).text();

    const after = parseExposition(await (await scrape(server)).text());
    const rise = (name: string, labels: Record<string, string>) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    const requests = 'quizcoop_http_requests_total';
    expect(rise(requests, { method: 'GET', group: 'healthz', status: '2xx' })).toBe(3);
    expect(rise(requests, { method: 'GET', group: 'rest', status: '4xx' })).toBe(1);
    expect(rise(requests, { method: 'other', group: 'healthz', status: '4xx' })).toBe(1);
    expect(rise(requests, { method: 'GET', group: 'metrics', status: '2xx' })).toBe(1);
    const latency = 'quizcoop_http_request_duration_seconds';
    expect(rise(`${latency}_count`, { group: 'healthz' })).toBe(4);
    expect(rise(`${latency}_bucket`, { group: 'healthz', le: '+Inf' })).toBe(4);
    expect(rise(`${latency}_sum`, { group: 'healthz' })).toBeGreaterThan(0);

    expect(valueOf(after, 'process_resident_memory_bytes', {})).toBeGreaterThan(1_000_000);
    expect(valueOf(after, 'process_uptime_seconds', {})).toBeGreaterThan(0);
    expect(after.some((sample) => sample.name === 'quizcoop_event_loop_delay_seconds')).toBe(true);
    if (kind === 'PGlite') {
      expect(after.some((sample) => sample.name === 'quizcoop_database_pending_requests')).toBe(true);
    } else {
      expect(valueOf(after, 'quizcoop_database_connections', { state: 'idle' })).toBeGreaterThan(0);
      expect(after.some((sample) => sample.name === 'quizcoop_database_waiting_requests')).toBe(true);
    }
  });

  it('refuses a request a proxy forwarded when no proxy is trusted', async () => {
    const response = await scrape(server, { 'x-forwarded-for': '127.0.0.1' });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not Found');
  });
});

describe('/metrics refusals', () => {
  it('is not found when metrics are off, the default', async () => {
    await withServer({}, async (server) => {
      const response = await scrape(server);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('Not Found');
    });
  });

  it('is not found for an address outside QUIZCOOP_METRICS_ALLOW', async () => {
    await withServer({ metrics: 'on', metricsAllow: '10.0.0.0/8,fd00::/8' }, async (server) => {
      const response = await scrape(server);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('Not Found');
    });
  });

  it('judges the client a trusted proxy names, never the proxy itself', async () => {
    await withServer({ metrics: 'on', trustProxy: '1' }, async (server) => {
      expect((await scrape(server, { 'x-forwarded-for': '203.0.113.7' })).status).toBe(404);
      expect((await scrape(server, { 'x-forwarded-for': '127.0.0.1, 203.0.113.7' })).status).toBe(404);
      expect((await scrape(server, { 'x-forwarded-for': '127.0.0.1' })).status).toBe(200);
    });
  });
});

describe('the figures of several worker processes', () => {
  it('declare each family once, with every sample labelled by its worker', () => {
    const settings = parseMetricsSettings({ QUIZCOOP_METRICS: 'on' });
    const workers = [3, 5].map((worker) => {
      const metrics = createServerMetrics(settings, NO_PROXY, () => ({ kind: 'pglite', pending: worker }));
      const families = metrics.snapshot();
      metrics.stop();
      return { worker: String(worker), families };
    });
    const samples = parseExposition(renderExposition(labelByWorker(workers)));
    expect(samples.every((sample) => sample.labels.worker === '3' || sample.labels.worker === '5')).toBe(
      true,
    );
    expect(valueOf(samples, 'quizcoop_database_pending_requests', { worker: '5' })).toBe(5);
    expect(valueOf(samples, 'quizcoop_database_pending_requests', { worker: '3' })).toBe(3);
  });
});
