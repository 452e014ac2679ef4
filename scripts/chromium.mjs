// Debian's Chromium, as every browser run of this repo starts it (e2e, measurements). Without the
// background-networking flags, Chromium keeps calling hosts this closed network refuses.
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
