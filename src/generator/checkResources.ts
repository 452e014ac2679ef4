import { resourceProblems } from './schema';

/**
 * Development only: every resource file against the format, at start, so a mistake in one shows
 * in the console at once instead of as a half-rendered page.
 */
export function checkResources(resources: readonly unknown[]): void {
  const problems = resourceProblems(resources);
  if (problems.length > 0) {
    throw new Error(`resources/ does not match the format:\n${problems.join('\n')}`);
  }
}
