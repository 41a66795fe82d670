import type { IntervalHistogram } from 'node:perf_hooks';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { DatabaseLoad } from '../db/database';
import type { Exposition } from './exposition';

const NANOSECONDS = 1e9;
const SAMPLE_EVERY_MS = 20;

/**
 * The process's own figures: when it started, its resident memory, and how late the event loop ran its work
 * since the last scrape (Node times a timer of its own every 20 ms, without a callback of ours; what it records
 * includes those 20 ms, taken off here).
 */
export class ProcessMetrics {
  private readonly loopDelay: IntervalHistogram = monitorEventLoopDelay({ resolution: SAMPLE_EVERY_MS });
  private readonly startedAt = Date.now() / 1000 - process.uptime();

  constructor() {
    this.loopDelay.enable();
  }

  write(out: Exposition): void {
    out
      .family(
        'process_start_time_seconds',
        'gauge',
        'When the process started, in seconds since the Unix epoch.',
      )
      .sample('process_start_time_seconds', Math.round(this.startedAt))
      .family('process_uptime_seconds', 'gauge', 'How long the process has been running.')
      .sample('process_uptime_seconds', process.uptime())
      .family('process_resident_memory_bytes', 'gauge', 'Memory the process holds in RAM.')
      .sample('process_resident_memory_bytes', process.memoryUsage.rss());
    const delay = 'quizcoop_event_loop_delay_seconds';
    out.family(
      delay,
      'gauge',
      'How late the event loop ran its work since the last scrape: p50, p99 and max.',
    );
    const late = (nanoseconds: number) =>
      this.loopDelay.count > 0 ? Math.max(0, nanoseconds / NANOSECONDS - SAMPLE_EVERY_MS / 1000) : 0;
    out
      .sample(delay, late(this.loopDelay.percentile(50)), { quantile: '0.5' })
      .sample(delay, late(this.loopDelay.percentile(99)), { quantile: '0.99' })
      .sample(delay, late(this.loopDelay.max), { quantile: '1' });
    this.loopDelay.reset();
  }

  stop(): void {
    this.loopDelay.disable();
  }
}

/** How busy the database is: PostgreSQL's connection pool, or the PGlite worker's queue. */
export function writeDatabaseLoad(out: Exposition, load: DatabaseLoad): void {
  if (load.kind === 'pglite') {
    const name = 'quizcoop_database_pending_requests';
    out
      .family(
        name,
        'gauge',
        'Requests sent to the PGlite database worker and not yet answered, running or queued.',
      )
      .sample(name, load.pending);
    return;
  }
  const connections = 'quizcoop_database_connections';
  const waiting = 'quizcoop_database_waiting_requests';
  out
    .family(connections, 'gauge', 'Connections to PostgreSQL this process holds, by state.')
    .sample(connections, load.connections - load.idle, { state: 'busy' })
    .sample(connections, load.idle, { state: 'idle' })
    .family(waiting, 'gauge', 'Queries waiting for a free connection to PostgreSQL.')
    .sample(waiting, load.waiting);
}
