import type { Exposition } from './exposition';

/** Where a request went, by the first part of its path; anything else is the web app. */
const ROUTE_GROUPS = [
  ['/rest/v1', 'rest'],
  ['/auth/v1', 'auth'],
  ['/storage/v1', 'storage'],
  ['/functions/v1', 'functions'],
  ['/healthz', 'healthz'],
  ['/metrics', 'metrics'],
  ['/_mailbox', 'mailbox'],
  ['/_checkout', 'checkout'],
] as const;
const GROUP_NAMES = [...ROUTE_GROUPS.map(([, name]) => name), 'web'];
const WEB = GROUP_NAMES.length - 1;

// Any other method a client writes counts as `other`, so nobody can make up new series.
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'other'];
const OTHER_METHOD = METHODS.length - 1;

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'];

/** Upper bounds of the latency histogram's buckets, in seconds. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function groupOf(path: string): number {
  for (let index = 0; index < ROUTE_GROUPS.length; index++) {
    if (path.startsWith(ROUTE_GROUPS[index]![0])) return index;
  }
  return WEB;
}

function methodOf(method: string): number {
  const index = METHODS.indexOf(method);
  return index < 0 ? OTHER_METHOD : index;
}

function statusClassOf(status: number): number {
  return Math.min(Math.max(Math.floor(status / 100), 1), 5) - 1;
}

/**
 * Request counts by method, route group and status class, and a latency histogram by route group. Every series
 * is a slot in a fixed array made once, so counting a request allocates nothing.
 */
export class RequestMetrics {
  private readonly counts = new Float64Array(METHODS.length * GROUP_NAMES.length * STATUS_CLASSES.length);
  // Per group: one slot per bucket (requests that took at most that long and more than the bucket before), then
  // one for requests slower than the last bucket.
  private readonly latencies = new Float64Array(GROUP_NAMES.length * (LATENCY_BUCKETS.length + 1));
  private readonly latencySums = new Float64Array(GROUP_NAMES.length);

  record(method: string, path: string, status: number, seconds: number): void {
    const group = groupOf(path);
    const countSlot =
      (methodOf(method) * GROUP_NAMES.length + group) * STATUS_CLASSES.length + statusClassOf(status);
    this.counts[countSlot]! += 1;
    let bucket = 0;
    while (bucket < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[bucket]!) bucket++;
    this.latencies[group * (LATENCY_BUCKETS.length + 1) + bucket]! += 1;
    this.latencySums[group]! += seconds;
  }

  write(out: Exposition): void {
    out.family(
      'quizcoop_http_requests_total',
      'counter',
      'HTTP requests answered, by method, route group and status class.',
    );
    METHODS.forEach((method, methodIndex) =>
      GROUP_NAMES.forEach((group, groupIndex) =>
        STATUS_CLASSES.forEach((status, statusIndex) => {
          const count =
            this.counts[
              (methodIndex * GROUP_NAMES.length + groupIndex) * STATUS_CLASSES.length + statusIndex
            ]!;
          if (count > 0) out.sample('quizcoop_http_requests_total', count, { method, group, status });
        }),
      ),
    );

    const name = 'quizcoop_http_request_duration_seconds';
    out.family(name, 'histogram', 'Time from a request reaching the server to its answer, by route group.');
    GROUP_NAMES.forEach((group, groupIndex) => {
      const first = groupIndex * (LATENCY_BUCKETS.length + 1);
      let cumulative = 0;
      LATENCY_BUCKETS.forEach((bound, bucket) => {
        cumulative += this.latencies[first + bucket]!;
        out.sample(`${name}_bucket`, cumulative, { group, le: String(bound) });
      });
      cumulative += this.latencies[first + LATENCY_BUCKETS.length]!;
      out.sample(`${name}_bucket`, cumulative, { group, le: '+Inf' });
      out.sample(`${name}_sum`, this.latencySums[groupIndex]!, { group });
      out.sample(`${name}_count`, cumulative, { group });
    });
  }
}
