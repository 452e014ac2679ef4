// `npm test`: typecheck and lint, vitest (the date tests in three time zones), then e2e, stopping
// at the first stage that fails; at the end, whatever the outcome, each step's wall time, the load
// the e2e run put on the machine and the ten slowest tests of each layer, so the next engineer sees
// where the time goes.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ensureDebianPackages } from './debianPackages.mjs';
import { describeLoad } from './loadSampler.mjs';
import { printSlowestTests } from './slowestTests.mjs';

const REPORTS = new URL('../test-reports/', import.meta.url);
const LOAD_REPORT = new URL('e2e-load.json', REPORTS);

/**
 * The steps, stage by stage: the steps of one stage run side by side (each is mostly one process on
 * one core; three short ones keep the machine's two cores busy), the next stage only once the whole
 * stage has passed.
 */
const STAGES = [
  [
    ['typecheck', ['run', 'typecheck']],
    ['eslint', ['run', 'lint:code']],
    ['prettier', ['run', 'lint:format']],
  ],
  // The date tests' runs in other time zones are projects of this run (vitest.config.ts).
  [['vitest', ['run', 'test:unit']]],
  [['e2e', ['run', 'test:e2e']]],
];

/** Runs `npm <args>` with inherited stdio and resolves with its exit code. */
function npm(args) {
  return new Promise((resolve) => {
    const child = spawn('npm', args, {
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// Reports of an earlier run would be read as this one's.
rmSync(REPORTS, { recursive: true, force: true });
// vitest starts nginx (tests/deploy) and e2e the browser: both come from Debian.
if (!ensureDebianPackages()) process.exit(1);

const times = [];
let failed = null;
for (const stage of STAGES) {
  const codes = await Promise.all(
    stage.map(async ([name, args]) => {
      const started = Date.now();
      const code = await npm(args);
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
