// Where the browser lives. No test tool may download its own browser here: every runner
// (web-test-runner, vitest browser mode, Playwright) drives Debian's chromium.
import { existsSync } from 'node:fs';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The Chromium binary: $CHROME_PATH, else the first system install found. Throws a how-to when none. */
export function chromiumPath() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} does not exist.`);
    return fromEnv;
  }
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      'No Chromium found. The browser tests use the system Chromium, never a downloaded one.\n' +
        'Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
        'or point CHROME_PATH at a Chromium or Chrome binary.',
    );
  }
  return found;
}
