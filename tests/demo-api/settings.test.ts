import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requireServerSettings, SETTINGS } from '../../demo-api/settings';

const VARIABLES = Object.values(SETTINGS);

/** Runs `check` with the settings' variables as given (others unset), then puts them back. */
function withEnvironment(values: Record<string, string>, check: () => void): void {
  const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
  for (const name of VARIABLES) delete process.env[name];
  Object.assign(process.env, values);
  try {
    check();
  } finally {
    for (const name of VARIABLES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  }
}

const emptyRoot = () => mkdtempSync(join(tmpdir(), 'demo-settings-'));

describe('the demo API’s secrets and public URL', () => {
  it('refuses to start outside demo mode without them, naming what is missing', () => {
    withEnvironment({ DEMO_CODE_SIGNING_KEY: 'set' }, () => {
      expect(() => requireServerSettings('production', emptyRoot())).toThrow(
        /DEMO_TOKEN_SECRET, CODE_PUBLIC_KEYS, DEMO_PUBLIC_URL must be set/,
      );
    });
  });

  it('takes them from the environment, and refuses a public URL that is not one', () => {
    const given = {
      DEMO_TOKEN_SECRET: 'a',
      DEMO_CODE_SIGNING_KEY: 'b',
      CODE_PUBLIC_KEYS: 'c',
      DEMO_PUBLIC_URL: 'https://portal.example.jp',
    };
    withEnvironment(given, () => {
      expect(() => requireServerSettings('production', emptyRoot())).not.toThrow();
    });
    withEnvironment({ ...given, DEMO_PUBLIC_URL: 'portal' }, () => {
      expect(() => requireServerSettings('production', emptyRoot())).toThrow(/not a URL/);
    });
  });

  it('takes demo values from the mode’s env file (.env.demo), the environment first', () => {
    const root = emptyRoot();
    writeFileSync(
      join(root, '.env.demo'),
      'DEMO_TOKEN_SECRET=file-token\nDEMO_CODE_SIGNING_KEY=file-key\nCODE_PUBLIC_KEYS=file-keys\nDEMO_PUBLIC_URL=http://localhost:4173\n',
    );
    withEnvironment({ DEMO_CODE_SIGNING_KEY: 'from-environment' }, () => {
      requireServerSettings('demo', root);
      expect(process.env.DEMO_TOKEN_SECRET).toBe('file-token');
      expect(process.env.CODE_PUBLIC_KEYS).toBe('file-keys');
      expect(process.env.DEMO_CODE_SIGNING_KEY).toBe('from-environment');
    });
  });

  it('commits demo values for npm start and npm run dev', () => {
    withEnvironment({}, () => {
      expect(() => requireServerSettings('demo', process.cwd())).not.toThrow();
      expect(process.env.DEMO_PUBLIC_URL).toBe('http://localhost:4173');
    });
  });
});
