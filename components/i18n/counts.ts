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

export function monsterSpaces(n: number): string {
  const v = formatNumber(n);
  return plural(n, {
    one: () => msg(str`${v} monster space`, { id: 'count.monster-spaces.one' }),
    few: () => msg(str`${v} monster spaces`, { id: 'count.monster-spaces.few' }),
    many: () => msg(str`${v} monster spaces`, { id: 'count.monster-spaces.many' }),
    other: () => msg(str`${v} monster spaces`, { id: 'count.monster-spaces.other' }),
  });
}

export function gaps(n: number): string {
  const v = formatNumber(n);
  return plural(n, {
    one: () => msg(str`${v} gap`, { id: 'count.gaps.one' }),
    few: () => msg(str`${v} gaps`, { id: 'count.gaps.few' }),
    many: () => msg(str`${v} gaps`, { id: 'count.gaps.many' }),
    other: () => msg(str`${v} gaps`, { id: 'count.gaps.other' }),
  });
}

export function attackedSpaces(n: number): string {
  const v = formatNumber(n);
  return plural(n, {
    one: () => msg(str`${v} attacked space`, { id: 'count.attacked-spaces.one' }),
    few: () => msg(str`${v} attacked spaces`, { id: 'count.attacked-spaces.few' }),
    many: () => msg(str`${v} attacked spaces`, { id: 'count.attacked-spaces.many' }),
    other: () => msg(str`${v} attacked spaces`, { id: 'count.attacked-spaces.other' }),
  });
}

export function orientations(n: number): string {
  const v = formatNumber(n);
  return plural(n, {
    one: () => msg(str`${v} orientation`, { id: 'count.orientations.one' }),
    few: () => msg(str`${v} orientations`, { id: 'count.orientations.few' }),
    many: () => msg(str`${v} orientations`, { id: 'count.orientations.many' }),
    other: () => msg(str`${v} orientations`, { id: 'count.orientations.other' }),
  });
}
