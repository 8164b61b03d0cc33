// What `npm test` needs from the system besides npm packages, in one list: Debian's Chromium (every
// browser test drives it; never a downloaded browser), PostgreSQL (the server tests start a throwaway
// cluster of their own) and the two font packages the visual test's baselines were taken with
// (tools/scripts/visual/fonts.conf). Run as root on Debian or Ubuntu, the missing ones are installed with
// apt-get; anywhere else the exact command is printed and the run stops before any stage.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';

const hasChromium = () => {
  try {
    chromiumPath();
    return true;
  } catch {
    return false;
  }
};

const hasPostgres = () => {
  const root = '/usr/lib/postgresql';
  return existsSync(root) && readdirSync(root).some((v) => existsSync(`${root}/${v}/bin/initdb`));
};

/** Each requirement: the Debian package, the test stages that need it, and how to tell it is there. */
export const SYSTEM_DEPS = [
  {
    pkg: 'chromium',
    stages: ['browser', 'stories', 'visual', 'visual-checks', 'e2e', 'package'],
    present: hasChromium,
    elsewhere: 'set CHROME_PATH to a Chromium or Chrome binary',
  },
  { pkg: 'postgresql', stages: ['server'], present: hasPostgres, elsewhere: 'install PostgreSQL so that initdb is under /usr/lib/postgresql/<version>/bin' },
  { pkg: 'fonts-dejavu-core', stages: ['visual', 'visual-checks'], present: () => existsSync('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf') },
  { pkg: 'fonts-noto-color-emoji', stages: ['visual', 'visual-checks'], present: () => existsSync('/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf') },
];

const canApt = () => process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;

/**
 * Makes sure the system packages the given stages need are present: installs them when it can (root
 * with apt-get), else returns the sentence that says how. Returns null when all is there.
 */
export function ensureSystemDeps(stages) {
  const missing = SYSTEM_DEPS.filter((d) => d.stages.some((s) => stages.includes(s)) && !d.present());
  if (missing.length === 0) return null;
  const pkgs = missing.map((d) => d.pkg);
  if (canApt()) {
    console.log(`Installing ${pkgs.join(', ')} from Debian (apt-get)...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = update.status === 0 ? spawnSync('apt-get', ['install', '-y', '-qq', ...pkgs], { stdio: 'inherit', env }) : update;
    const still = missing.filter((d) => !d.present()).map((d) => d.pkg);
    if (install.status === 0 && still.length === 0) return null;
    return `apt-get could not install ${still.join(', ') || pkgs.join(', ')} (exit ${install.status}); install them and run npm test again.`;
  }
  const notes = missing.filter((d) => d.elsewhere).map((d) => `${d.pkg}: ${d.elsewhere}`);
  return (
    `These tests need system packages that are missing: ${pkgs.join(', ')}.\n` +
    `On Debian or Ubuntu:  sudo apt-get update && sudo apt-get install -y ${pkgs.join(' ')}\n` +
    `(npm test installs them itself when run as root on Debian.)` +
    (notes.length ? `\nElsewhere: ${notes.join('; ')}.` : '')
  );
}
