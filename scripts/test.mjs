// `npm test`: typecheck and lint, vitest, the date tests in two more time zones, then e2e, stopping
// at the first stage that fails; at the end, whatever the outcome, each step's wall time, the load
// the e2e run put on the machine and the ten slowest tests of each layer, so the next engineer sees
// where the time goes.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { describeLoad } from './loadSampler.mjs';
import { printSlowestTests } from './slowestTests.mjs';

const REPORTS = new URL('../test-reports/', import.meta.url);
const LOAD_REPORT = new URL('e2e-load.json', REPORTS);

/**
 * Every date is Japan's whatever the device's zone (src/api/japanTime.ts), so the tests that read,
 * reckon with or send dates run again on a device, or a server, outside Japan (vitest.config.ts
 * reads TEST_TIME_ZONE): the pure ones, the demo API's dated documents and date rules, and two
 * pages whose dates, times and today are asserted exactly. Not the whole layer, most of which
 * shows no date: that would triple its time. The e2e layer has a Los Angeles browser of its own
 * (tests/e2e/japanTime.spec.ts).
 */
const OTHER_TIME_ZONES = ['America/Los_Angeles', 'UTC'];
const DATE_TESTS = [
  'tests/unit/format.test.ts',
  'tests/unit/japanTime.test.ts',
  'tests/unit/query.test.ts',
  'tests/unit/dashboardTodos.test.ts',
  'tests/unit/demos.test.ts',
  'tests/unit/clock.test.ts',
  'tests/demo-api/applications.test.ts',
  'tests/demo-api/documents.test.ts',
  'tests/demo-api/points.test.ts',
  'tests/integration/card.test.tsx',
  'tests/integration/fees.test.tsx',
];

/**
 * The steps, stage by stage: the steps of one stage run side by side (each is mostly one process on
 * one core, and the machine has two), the next stage only once the whole stage has passed.
 */
const STAGES = [
  [
    ['typecheck', ['run', 'typecheck']],
    ['lint', ['run', 'lint']],
  ],
  [['vitest', ['run', 'test:unit']]],
  // The default reporter only: the JSON report (the slowest tests) stays the main run's.
  OTHER_TIME_ZONES.map((zone) => [
    `vitest TZ=${zone}`,
    ['exec', '--', 'vitest', 'run', '--reporter=default', ...DATE_TESTS],
    { TEST_TIME_ZONE: zone },
  ]),
  [['e2e', ['run', 'test:e2e']]],
];

/** Runs `npm <args>` with inherited stdio (and `env` added) and resolves with its exit code. */
function npm(args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn('npm', args, {
      stdio: 'inherit',
      shell: process.platform === 'win32',
      env: { ...process.env, ...env },
    });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// Reports of an earlier run would be read as this one's.
rmSync(REPORTS, { recursive: true, force: true });

const times = [];
let failed = null;
for (const stage of STAGES) {
  const codes = await Promise.all(
    stage.map(async ([name, args, env]) => {
      const started = Date.now();
      const code = await npm(args, env);
      times.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
      return { name, code };
    }),
  );
  failed = codes.find(({ code }) => code !== 0) ?? null;
  if (failed) break;
}

console.log(`\nnpm test: ${times.join(', ')}${failed ? `; ${failed.name} FAILED` : ''}`);
if (existsSync(LOAD_REPORT))
  for (const line of describeLoad(JSON.parse(readFileSync(LOAD_REPORT, 'utf8')))) console.log(line);
printSlowestTests();
process.exit(failed ? failed.code : 0);
