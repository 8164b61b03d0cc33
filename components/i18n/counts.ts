/**
 * Counted nouns, one plural message set each (see `plural` in format.ts): "1 star" / "2 stars",
 * German "1 Stern" / "2 Sterne", Polish "1 gwiazdka" / "2 gwiazdki" / "5 gwiazdek".
 */
import { msg, str } from '@lit/localize';
import { formatNumber, plural } from './format.ts';

export function stars(n: number): string {
  const v = formatNumber(n);
  return plural(n, {
    one: () => msg(str`${v} star`, { id: 'count.stars.one' }),
    few: () => msg(str`${v} stars`, { id: 'count.stars.few' }),
    many: () => msg(str`${v} stars`, { id: 'count.stars.many' }),
    other: () => msg(str`${v} stars`, { id: 'count.stars.other' }),
  });
}

export function spaces(n: number): string {
  const v = formatNumber(n);
  return plural(n, {
    one: () => msg(str`${v} space`, { id: 'count.spaces.one' }),
    few: () => msg(str`${v} spaces`, { id: 'count.spaces.few' }),
    many: () => msg(str`${v} spaces`, { id: 'count.spaces.many' }),
    other: () => msg(str`${v} spaces`, { id: 'count.spaces.other' }),
  });
}

export function coins(n: number): string {
  const v = formatNumber(n);
  return plural(n, {
    one: () => msg(str`${v} coin`, { id: 'count.coins.one' }),
    few: () => msg(str`${v} coins`, { id: 'count.coins.few' }),
    many: () => msg(str`${v} coins`, { id: 'count.coins.many' }),
    other: () => msg(str`${v} coins`, { id: 'count.coins.other' }),
  });
}

export function players(n: number): string {
  const v = formatNumber(n);
  return plural(n, {
    one: () => msg(str`${v} player`, { id: 'count.players.one' }),
    few: () => msg(str`${v} players`, { id: 'count.players.few' }),
    many: () => msg(str`${v} players`, { id: 'count.players.many' }),
    other: () => msg(str`${v} players`, { id: 'count.players.other' }),
  });
}
