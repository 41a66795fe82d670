// The load generators of the server benchmarks: closed loop (autocannon's connections, each sending its next
// request on an answer) and open loop (requests on a fixed schedule), with exact latency percentiles.
import http from 'node:http';
import autocannon from 'autocannon';

function percentile(sorted, fraction) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/** The figures of one run from the latency of every answered request. */
function figuresOf(latencies, { connections, requests, seconds, errors, bytes }) {
  latencies.sort((a, b) => a - b);
  const round = (value) => (value === null ? null : Math.round(value * 10) / 10);
  return {
    connections,
    requests,
    requestsPerSecond: Math.round(requests / seconds),
    p50: round(percentile(latencies, 0.5)),
    p95: round(percentile(latencies, 0.95)),
    p975: round(percentile(latencies, 0.975)),
    p99: round(percentile(latencies, 0.99)),
    errors,
    averageBodyBytes: requests ? Math.round(bytes / requests) : 0,
  };
}

/** One closed-loop autocannon run from this process: each connection sends its next request on an answer. */
async function closedLoop(options, seconds) {
  const latencies = [];
  const instance = autocannon({ duration: seconds, ...options });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  return figuresOf(latencies, {
    connections: options.connections,
    requests: result.requests.total,
    seconds,
    errors: result.errors + result.timeouts + result.non2xx,
    bytes: result.throughput.total,
  });
}

/**
 * Requests sent on a fixed schedule whatever the answers do, as independent clients arrive. Latency counts
 * from the moment a request was due, so a server (or a client) falling behind shows in the figures rather than
 * slowing the schedule down.
 */
async function openLoop({ url, headers, headersFor, rate }, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies = [];
  let errors = 0;
  let bytes = 0;
  const outstanding = new Set();
  const send = (dueAt) =>
    new Promise((resolve) => {
      const request = http.get(url, { agent, headers: { ...headers, ...headersFor() } }, (response) => {
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => {
          if (response.statusCode === 200) latencies.push(performance.now() - dueAt);
          else errors += 1;
          resolve();
        });
      });
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });
  const started = performance.now();
  const total = Math.round(rate * seconds);
  for (let index = 0; index < total; index += 1) {
    const dueAt = started + (index * 1000) / rate;
    const wait = dueAt - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const answer = send(dueAt);
    outstanding.add(answer);
    void answer.then(() => outstanding.delete(answer));
  }
  await Promise.all(outstanding);
  agent.destroy();
  return figuresOf(latencies, { connections: `${rate} req/s`, requests: total, seconds, errors, bytes });
}

/** A closed-loop run, or an open-loop one when the options name a `rate` in requests per second. */
export function load(options, seconds) {
  return options.rate === undefined ? closedLoop(options, seconds) : openLoop(options, seconds);
}
