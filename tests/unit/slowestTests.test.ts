import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { vitestTimings } from '../../scripts/slowestTests.mjs';

const file = fileURLToPath(new URL('../integration/staff.test.tsx', import.meta.url));

describe('the slowest-tests summary', () => {
  it('measures a vitest test against its own timeout, from its meta', () => {
    const report = {
      testResults: [
        {
          name: file,
          assertionResults: [
            { fullName: 'staff lists', duration: 9_900, meta: { timeout: 60_000 } },
            { fullName: 'staff edits', duration: 1_000, meta: {} },
          ],
        },
      ],
    };
    expect(vitestTimings(report)).toEqual([
      { name: 'tests/integration/staff.test.tsx › staff lists', ms: 9_900, timeoutMs: 60_000 },
      // A report without it: vitest.config.ts's testTimeout.
      { name: 'tests/integration/staff.test.tsx › staff edits', ms: 1_000, timeoutMs: 20_000 },
    ]);
  });

  it(
    'finds a test’s own timeout in its meta (tests/setup.node.ts)',
    { timeout: 45_000 },
    ({ task }) => {
      expect(task.meta.timeout).toBe(45_000);
    },
  );
});
