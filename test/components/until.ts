import { waitUntil } from '@open-wc/testing';

/**
 * Waits until `condition` holds: a language's messages, a lazy element's module or a fake server's
 * answer arrived and the element showed it. It polls (every 50 ms) and returns as soon as the
 * condition holds, so the limit never slows a passing test: it only bounds a failure. The limit is
 * wide because what arrives comes from the test server, compiled on its first request, and the
 * browser stage runs two files at once beside another stage: waitUntil's own 1 s (or a fixed sleep)
 * measured the machine's load, not the element.
 */
export function until(condition: () => unknown, message?: string, timeout = 30_000): Promise<void> {
  return waitUntil(condition, message, { timeout, interval: 20 });
}
