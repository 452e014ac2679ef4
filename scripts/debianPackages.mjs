// The Debian packages the suite drives (DESIGN §7): on a fresh machine `npm test` installs what is
// missing through apt, as .ci/run does, instead of failing. The browser of the e2e layer and the
// measurements; Japanese fonts, without which the layout checks would measure fallback glyphs,
// not what members see; nginx, in which tests/deploy checks the production recipe.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './browser.mjs';

export const NGINX_PATH = '/usr/sbin/nginx';

const hasJapaneseFont = () =>
  spawnSync('fc-list', [':lang=ja'], { encoding: 'utf8' }).stdout?.trim().length > 0;

/** The Debian packages this machine still needs. */
function missingPackages() {
  return [
    ...(existsSync(CHROMIUM_PATH) ? [] : ['chromium']),
    ...(existsSync(HEADLESS_SHELL_PATH) ? [] : ['chromium-headless-shell']),
    ...(hasJapaneseFont() ? [] : ['fonts-noto-cjk']),
    ...(existsSync(NGINX_PATH) ? [] : ['nginx']),
  ];
}

/** Installs the missing packages (as root, or through passwordless sudo); false if it cannot. */
export function ensureDebianPackages() {
  const missing = missingPackages();
  if (missing.length === 0) return true;
  console.log(`[test] installing Debian packages: ${missing.join(' ')}`);
  const asRoot = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', ...missing],
  ]) {
    const [command, ...rest] = [...asRoot, ...args];
    const { status } = spawnSync(command, rest, { stdio: 'inherit', env });
    if (status !== 0) {
      console.error(
        `[test] could not install ${missing.join(' ')}; install them with: sudo apt-get install ${missing.join(' ')}`,
      );
      return false;
    }
  }
  return missingPackages().length === 0;
}
