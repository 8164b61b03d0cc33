// Writes passed/failed counts of a web-test-runner run to .test-reports/wtr.json,
// so that tools/scripts/test-all.mjs can print one closing line for every runner.
import { mkdirSync, writeFileSync } from 'node:fs';

function count(suite, acc) {
  for (const t of suite?.tests ?? []) {
    if (t.skipped) acc.skipped++;
    else if (t.passed) acc.passed++;
    else acc.failed++;
  }
  for (const s of suite?.suites ?? []) count(s, acc);
  return acc;
}

export function countingReporter() {
  return {
    onTestRunFinished({ sessions }) {
      const acc = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessions) {
        count(session.testResults, acc);
        // A file that failed to load has no test results but must count as a failure.
        if (!session.passed && !session.testResults?.tests?.length && !session.testResults?.suites?.length) acc.failed++;
      }
      mkdirSync('.test-reports', { recursive: true });
      writeFileSync('.test-reports/wtr.json', JSON.stringify(acc));
    },
  };
}
