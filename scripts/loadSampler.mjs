// What the machine spends during a run (the e2e layer): CPU, memory and disk writes from /proc,
// once a second, split by who spends them: the app server (`vite preview` with the demo API), the
// browsers, the test runner and everything else. Linux only; elsewhere it measures nothing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

const TICKS_PER_SECOND = 100;
const PAGE_BYTES = 4096;
const GROUPS = ['server', 'browsers', 'runner', 'other'];

/** Which group a process belongs to, from its command line. */
function groupOf(commandLine) {
  if (/chrom(e|ium)/.test(commandLine.split(' ')[0] ?? '')) return 'browsers';
  if (/vite(\.js)? preview|vite\/bin\/vite\.js preview/.test(commandLine)) return 'server';
  if (/playwright/.test(commandLine)) return 'runner';
  return 'other';
}

const read = (path) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null; // the process ended between listing and reading
  }
};

/** CPU ticks, resident bytes and bytes written to disk of every process, by group. */
function snapshot() {
  const groups = Object.fromEntries(
    GROUPS.map((group) => [group, { ticks: 0, rss: 0, written: 0 }]),
  );
  const byPid = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = read(`/proc/${entry}/stat`);
    const commandLine = read(`/proc/${entry}/cmdline`);
    if (stat === null || commandLine === null || commandLine === '') continue;
    // Fields after the command name, which may itself hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    const rss = Number(fields[21]) * PAGE_BYTES;
    const written = Number(/write_bytes: (\d+)/.exec(read(`/proc/${entry}/io`) ?? '')?.[1] ?? 0);
    const group = groupOf(commandLine.replaceAll('\0', ' '));
    byPid.set(entry, { group, ticks, written });
    groups[group].rss += rss;
  }
  const [user, nice, system, idle, iowait, irq, softirq, steal] = read('/proc/stat')
    .split('\n')[0]
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const load = Number(read('/proc/loadavg').split(' ')[0]);
  return {
    byPid,
    groups,
    busy: user + nice + system + irq + softirq + steal,
    idle,
    iowait,
    load,
  };
}

/**
 * Starts sampling; `stop()` returns a summary: mean and peak cores busy per group, peak resident
 * memory per group, bytes written per group, the machine's busy and I/O-wait shares, and the load
 * average seen.
 */
export function startLoadSampling(intervalMs = 1000) {
  if (!existsSync('/proc/stat')) return { stop: () => null };
  const cores = cpus().length;
  const totals = Object.fromEntries(
    GROUPS.map((group) => [group, { ticks: 0, peakCores: 0, peakRss: 0, written: 0 }]),
  );
  const loads = [];
  const first = snapshot();
  let last = first;
  const started = Date.now();
  const timer = setInterval(() => {
    const now = snapshot();
    const seconds = intervalMs / 1000;
    const delta = Object.fromEntries(GROUPS.map((group) => [group, { ticks: 0, written: 0 }]));
    for (const [pid, { group, ticks, written }] of now.byPid) {
      const before = last.byPid.get(pid);
      delta[group].ticks += ticks - (before?.ticks ?? ticks);
      delta[group].written += written - (before?.written ?? written);
    }
    for (const group of GROUPS) {
      const total = totals[group];
      total.ticks += delta[group].ticks;
      total.written += Math.max(0, delta[group].written);
      total.peakCores = Math.max(total.peakCores, delta[group].ticks / TICKS_PER_SECOND / seconds);
      total.peakRss = Math.max(total.peakRss, now.groups[group].rss);
    }
    loads.push(now.load);
    last = now;
  }, intervalMs);
  timer.unref();

  return {
    stop() {
      clearInterval(timer);
      const elapsed = (Date.now() - started) / 1000;
      const all = last.busy + last.idle + last.iowait - (first.busy + first.idle + first.iowait);
      return {
        seconds: elapsed,
        cores,
        busyShare: (last.busy - first.busy) / all,
        iowaitShare: (last.iowait - first.iowait) / all,
        loadMean: loads.reduce((sum, load) => sum + load, 0) / Math.max(1, loads.length),
        loadPeak: Math.max(0, ...loads),
        groups: Object.fromEntries(
          GROUPS.map((group) => [
            group,
            {
              meanCores: totals[group].ticks / TICKS_PER_SECOND / elapsed,
              peakCores: totals[group].peakCores,
              peakRssMB: totals[group].peakRss / 2 ** 20,
              writtenMB: totals[group].written / 2 ** 20,
            },
          ]),
        ),
      };
    },
  };
}

/** The summary as the lines `npm test` prints. */
export function describeLoad(summary) {
  if (summary === null) return ['load: not measured (no /proc)'];
  const percent = (share) => `${Math.round(share * 100)}%`;
  return [
    `load during e2e (${Math.round(summary.seconds)} s, ${summary.cores} cores): CPU busy ${percent(summary.busyShare)}, I/O wait ${percent(summary.iowaitShare)}, load average mean ${summary.loadMean.toFixed(1)}, peak ${summary.loadPeak.toFixed(1)}`,
    ...Object.entries(summary.groups).map(
      ([group, { meanCores, peakCores, peakRssMB, writtenMB }]) =>
        `  ${group.padEnd(8)} cores mean ${meanCores.toFixed(2)}, peak ${peakCores.toFixed(2)}; memory peak ${Math.round(peakRssMB)} MB; disk written ${Math.round(writtenMB)} MB`,
    ),
  ];
}
