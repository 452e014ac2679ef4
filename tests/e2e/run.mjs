// `npm run test:e2e`: build the app, then run Playwright against `vite preview` (DESIGN §7),
// measuring what the run costs the machine (scripts/loadSampler.mjs): printed at its end and
// kept in test-reports/e2e-load.json for `npm test`'s summary.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { ensureDebianPackages } from '../../scripts/debianPackages.mjs';
import { describeLoad, startLoadSampling } from '../../scripts/loadSampler.mjs';

/** Runs a command with inherited stdio and resolves with its exit code. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('error', (error) => {
      console.error(`[e2e] could not start ${command}:`, error);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const extra = process.argv.slice(2);
if (!ensureDebianPackages()) process.exit(1);
const build = await run('npx', ['vite', 'build', '--mode', 'demo']);
if (build !== 0) process.exit(build);

const sampling = startLoadSampling();
const code = await run('npx', ['playwright', 'test', ...extra]);
const load = sampling.stop();
for (const line of describeLoad(load)) console.log(line);
if (load !== null) {
  const reports = new URL('../../test-reports/', import.meta.url);
  mkdirSync(reports, { recursive: true });
  writeFileSync(new URL('e2e-load.json', reports), JSON.stringify(load, null, 2));
}
process.exit(code);
