// CPU time spent by each side of a benchmark, read from Linux's /proc: the server (its process and every
// process it started, such as its workers), PostgreSQL (every process named postgres) and the load generator
// (this process). Divided by the requests answered, it says what one request costs the machine, and so the
// most requests a second its CPUs could serve. Elsewhere than Linux there is no /proc and nothing is measured.
import { readdirSync, readFileSync } from 'node:fs';

// Linux reports process times in clock ticks of 1/100 s on every common build.
const TICK_MS = 10;

function processes() {
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces; the fields after it are space-separated.
      const close = stat.lastIndexOf(')');
      const name = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      found.push({
        pid: Number(entry),
        parent: Number(fields[1]),
        name,
        // Its own user and system time, and that of the children it has already waited for: a PostgreSQL
        // backend that ended during a run is counted in the postmaster's.
        cpuMs: (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * TICK_MS,
      });
    } catch {
      // The process ended while the list was read.
    }
  }
  return found;
}

/** CPU milliseconds used so far by the server started as `serverPid`, by PostgreSQL and by this process. */
export function cpuSnapshot(serverPid) {
  let all;
  try {
    all = processes();
  } catch {
    return undefined;
  }
  const server = new Set([serverPid]);
  for (let grown = true; grown; ) {
    grown = false;
    for (const process of all) {
      if (!server.has(process.pid) && server.has(process.parent)) {
        server.add(process.pid);
        grown = true;
      }
    }
  }
  const sum = (match) => all.filter(match).reduce((total, process) => total + process.cpuMs, 0);
  const own = process.cpuUsage();
  return {
    server: sum((candidate) => server.has(candidate.pid)),
    postgres: sum((candidate) => candidate.name === 'postgres'),
    generator: (own.user + own.system) / 1000,
  };
}

/** CPU milliseconds used so far by each of the given processes that is still running; empty without /proc. */
export function cpuOfProcesses(pids) {
  const wanted = new Set(pids);
  try {
    return new Map(
      processes()
        .filter((found) => wanted.has(found.pid))
        .map((found) => [found.pid, found.cpuMs]),
    );
  } catch {
    return new Map();
  }
}

/** CPU milliseconds per request for each side between two snapshots; undefined without /proc. */
export function cpuPerRequest(before, after, requests) {
  if (!before || !after || requests === 0) return undefined;
  const per = (side) => Math.round(((after[side] - before[side]) / requests) * 100) / 100;
  return { server: per('server'), postgres: per('postgres'), generator: per('generator') };
}
