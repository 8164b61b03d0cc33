/**
 * Days of the UTC calendar without a Date object (the engine has no clock: callers pass the
 * timestamp they read). The daily challenge names its days `YYYY-MM-DD`.
 */
import { CartoError } from '../errors.ts';
import { DATE_RE, isDailyDate, type DailyDate } from './daily.ts';

/** The UTC day of a timestamp in milliseconds (the caller reads the clock; the engine never does). */
export function utcDay(epochMs: number): DailyDate {
  if (!Number.isFinite(epochMs)) throw new CartoError('daily.time', `not a time: ${epochMs}`);
  // Days since 1970-01-01, then the civil date (Howard Hinnant's days_from_civil inverse), so no Date object is needed.
  const z = Math.floor(epochMs / 86_400_000) + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The day before or after `date` by `days` (for "yesterday's challenge"). */
export function addDays(date: DailyDate, days: number): DailyDate {
  const m = DATE_RE.exec(date);
  if (!m || !isDailyDate(date)) throw new CartoError('daily.date', `not a day written YYYY-MM-DD: '${date}'`);
  return utcDay(civilDays(Number(m[1]), Number(m[2]), Number(m[3])) * 86_400_000 + days * 86_400_000);
}

/**
 * When `date` ends: the first millisecond of the next UTC day. The server-dealt daily holds its seed
 * until then, and counts only games finished before it.
 */
export function dayEndsAt(date: DailyDate): number {
  const m = DATE_RE.exec(date);
  if (!m || !isDailyDate(date)) throw new CartoError('daily.date', `not a day written YYYY-MM-DD: '${date}'`);
  return (civilDays(Number(m[1]), Number(m[2]), Number(m[3])) + 1) * 86_400_000;
}

function civilDays(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}
