/**
 * The words of a daily challenge's share line, localised: the day, the game, the score and title, the
 * map's text picture and the challenge's link, within the 280 characters of a post. When a long
 * link or title would not fit, the picture goes first, then the title.
 */
import { msg, str } from '../../i18n/localization.ts';
import type { GameMode } from '../../src/content/tables.ts';
import { SHARE_LIMIT } from '../../src/game/share.ts';
import { formatNumber } from '../../i18n/format.ts';

export function modeName(mode: GameMode): string {
  return { base: msg('Cartographers'), heroes: msg('Cartographers Heroes'), combined: msg('Cartographers and Heroes combined') }[mode];
}

export interface ShareLine {
  readonly date: string;
  readonly mode: GameMode;
  readonly score: number;
  readonly title: string;
  readonly picture: string;
  readonly link: string;
}

export function shareText(s: ShareLine): string {
  const game = modeName(s.mode);
  const { date, title, picture, link } = s;
  const score = formatNumber(s.score);
  const tries = [
    msg(str`Daily map ${date}, ${game}: solo score ${score}, ${title}\n${picture}\n${link}`, { id: 'share.full' }),
    msg(str`Daily map ${date}, ${game}: solo score ${score}, ${title}\n${link}`, { id: 'share.no-picture' }),
    msg(str`Daily map ${date}, ${game}: solo score ${score}\n${link}`, { id: 'share.short' }),
  ];
  return tries.find((t) => t.length <= SHARE_LIMIT) ?? tries[tries.length - 1]!.slice(0, SHARE_LIMIT);
}

/** The page's address with these query parameters instead of its own. */
export function pageLink(base: string, params: Readonly<Record<string, string>>): string {
  const url = new URL(base);
  url.search = '';
  url.hash = '';
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.href;
}

/** The link that opens a day's challenge: the page's address with `daily` and `mode`. */
export function dailyLink(base: string, date: string, mode: GameMode): string {
  return pageLink(base, { daily: date, mode });
}
