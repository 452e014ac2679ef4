/**
 * `npm run contract:openapi` writes docs/member-api.openapi.json; `npm run contract:check --
 * <swagger.json file or URL>` lists the calls a service's Swagger document lacks or types
 * differently, and fails if there is any.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { checkService } from './check';
import { DOCUMENT, renderOpenApi, type OpenApi } from './openapi';
import { ROOT } from './schemas';

async function readSwagger(source: string): Promise<unknown> {
  if (!/^https?:\/\//.test(source)) return JSON.parse(readFileSync(source, 'utf8'));
  const response = await fetch(source);
  if (!response.ok) throw new Error(`${source}: HTTP ${response.status}`);
  return response.json();
}

/** Runs a command; resolves with the process's exit code. */
export async function main([command, source]: readonly string[]): Promise<number> {
  if (command === 'openapi') {
    writeFileSync(DOCUMENT, await renderOpenApi());
    console.log(`wrote ${relative(ROOT, DOCUMENT)}`);
    return 0;
  }
  if (command === 'check' && source) {
    const portal = JSON.parse(readFileSync(DOCUMENT, 'utf8')) as OpenApi;
    const { lines, ok } = checkService(portal, await readSwagger(source));
    for (const line of lines) console.log(line);
    return ok ? 0 : 1;
  }
  console.error('usage: contract openapi | contract check <swagger.json file or URL>');
  return 2;
}
