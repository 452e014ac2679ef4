// The contract's tools (scripts/contract/cli.ts), run through Vite's module runner: they import
// the TypeScript contract itself, and Node 20 runs no TypeScript.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const cli = fileURLToPath(new URL('contract/cli.ts', import.meta.url));
const { module } = await runnerImport(cli, { configFile: false, logLevel: 'error' });
process.exitCode = await module.main(process.argv.slice(2));
