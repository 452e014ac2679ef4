// `npm run test:e2e`: build the app, then run Playwright against `vite preview` (DESIGN §7).
import { spawn } from 'node:child_process';

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
const build = await run('npx', ['vite', 'build', '--mode', 'demo']);
if (build !== 0) process.exit(build);
process.exit(await run('npx', ['playwright', 'test', ...extra]));
