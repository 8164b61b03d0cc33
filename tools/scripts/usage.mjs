// `--help` (or `-h`) on every script a person runs: print what it does and how to call it, and stop
// before it does anything (`npm run load-test -- --help` ran the whole load test before).
/** @param {string} text */
export function usage(text) {
  if (!process.argv.slice(2).some((a) => a === '--help' || a === '-h')) return;
  process.stdout.write(`${text.trim()}\n`);
  process.exit(0);
}
