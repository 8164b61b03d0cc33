/**
 * Balance reports kept in localStorage, one per card, with the pack version each was run on
 * (src/content/pack-version.ts), so a reload, or choosing another card and coming back, keeps them.
 */
import type { BalanceReport } from '../../src/bot/balance.ts';

export interface KeptReport {
  readonly version: string;
  readonly report: BalanceReport;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: nothing is kept
  }
}

function all(key: string): Record<string, KeptReport> {
  try {
    const value = JSON.parse(storage()?.getItem(key) ?? '{}') as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, KeptReport>) : {};
  } catch {
    return {}; // unreadable: start afresh
  }
}

/** The report kept for `card` under `key`, or null. */
export function keptReport(key: string, card: string): KeptReport | null {
  if (!key) return null;
  const kept = all(key)[card];
  return kept && typeof kept.version === 'string' && kept.report && typeof kept.report === 'object' ? kept : null;
}

/** Keeps `card`'s report under `key` (an empty key keeps nothing). */
export function keepReport(key: string, card: string, kept: KeptReport): void {
  if (!key) return;
  try {
    storage()?.setItem(key, JSON.stringify({ ...all(key), [card]: kept }));
  } catch {
    /* storage full or blocked: the report shows, only it is not kept */
  }
}
