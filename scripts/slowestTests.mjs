// The ten slowest tests of each layer, read from the JSON reports that vitest and Playwright
// write (test-reports/), each with the share of its timeout it used. A test past a third of its
// timeout has no headroom left on a busy machine: those are listed apart. `npm test` prints this
// at its end (scripts/test.mjs); `node scripts/slowestTests.mjs` prints it for the last run.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const VITEST_REPORT = 'test-reports/vitest.json';
const E2E_REPORT = 'test-reports/e2e.json';
/**
 * vitest.config.ts's testTimeout, for a test whose report has no timeout of its own (the JSON
 * report carries none: tests/setup.node.ts puts each test's in its meta).
 */
const VITEST_TIMEOUT_MS = 20_000;
const SHOWN = 10;

/** @typedef {{ name: string, ms: number, timeoutMs: number }} Timing */

/** @returns {Timing[]} Each test against the timeout it ran under (a file's or describe's own). */
export function vitestTimings(report) {
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      name: `${relative(ROOT, file.name)} › ${test.fullName}`,
      ms: test.duration ?? 0,
      timeoutMs: test.meta?.timeout ?? VITEST_TIMEOUT_MS,
    })),
  );
}

/** @returns {Timing[]} Every run of every test (a retry counts as a run of its own). */
function e2eTimings(report) {
  const walk = (suite, titles) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.flatMap((test) =>
        test.results.map((result) => ({
          name: `${[...titles, spec.title].join(' › ')}${result.retry ? ` (retry ${result.retry})` : ''}`,
          ms: result.duration,
          timeoutMs: test.timeout,
        })),
      ),
    ),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...titles, child.title])),
  ];
  return report.suites.flatMap((suite) => walk(suite, [suite.title]));
}

const seconds = (ms) => `${(ms / 1000).toFixed(1).padStart(6)} s`;
const share = ({ ms, timeoutMs }) =>
  `${Math.round((100 * ms) / timeoutMs)
    .toString()
    .padStart(3)}% of ${timeoutMs / 1000} s`;

function print(layer, timings) {
  const sorted = [...timings].sort((a, b) => b.ms - a.ms);
  const total = timings.reduce((sum, { ms }) => sum + ms, 0);
  console.log(`\n${layer}: ${timings.length} test runs, ${seconds(total).trim()} summed; slowest:`);
  for (const timing of sorted.slice(0, SHOWN))
    console.log(`  ${seconds(timing.ms)}  ${share(timing)}  ${timing.name}`);
  const tight = sorted.filter(({ ms, timeoutMs }) => ms > timeoutMs / 3);
  if (tight.length > 0) {
    console.log(`  past a third of their timeout (${tight.length}):`);
    for (const timing of tight)
      console.log(`    ${seconds(timing.ms)}  ${share(timing)}  ${timing.name}`);
  }
}

const layers = [
  ['vitest', VITEST_REPORT, vitestTimings],
  ['e2e (Playwright)', E2E_REPORT, e2eTimings],
];

/** Prints the slowest tests of each layer that wrote a report. */
export function printSlowestTests() {
  for (const [layer, file, timings] of layers) {
    const path = new URL(`../${file}`, import.meta.url);
    if (!existsSync(path)) {
      console.log(`\n${layer}: no report at ${file} (the layer did not run)`);
      continue;
    }
    print(layer, timings(JSON.parse(readFileSync(path, 'utf8'))));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) printSlowestTests();
