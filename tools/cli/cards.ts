import { officialPacks } from '../../src/content/official.ts';
import type { Card, Pack } from '../../src/content/types.ts';
import { cardTexts, type CardTextLocale } from '../../src/scoring/card-text/index.ts';
import { arg, type ParsedArgs } from './command.ts';
import { EXIT_OK, type CliIo } from './io.ts';

/** One line of `carto cards --json`. */
export interface CardListing {
  readonly id: string;
  readonly kind: Card['kind'];
  readonly name: string;
  readonly pack: string;
  readonly number?: string;
  /** A scoring card's text generated from its rule, in each language the generator speaks. */
  readonly generatedText?: Readonly<Record<CardTextLocale, string>>;
}

const KIND_ORDER: readonly Card['kind'][] = ['explore', 'ambush', 'hero', 'season', 'edict', 'scoring', 'map'];

export function listCards(packs: readonly Pack[]): CardListing[] {
  const out: CardListing[] = [];
  for (const pack of packs) {
    const cards = [...pack.explore, ...pack.ambush, ...pack.heroes, ...pack.seasons, ...pack.edicts, ...pack.scoring, ...pack.maps];
    cards.sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
    for (const c of cards)
      out.push({
        id: c.id,
        kind: c.kind,
        name: c.name,
        pack: pack.id,
        ...(c.number !== undefined ? { number: c.number } : {}),
        ...(c.kind === 'scoring' ? { generatedText: cardTexts(c.rule) } : {}),
      });
  }
  return out;
}

export async function run(args: ParsedArgs, io: CliIo): Promise<number> {
  const chosen = arg.list(args, 'pack');
  const packs = chosen.length ? await (await import('./packs.ts')).loadPacks(chosen, io) : officialPacks;
  const rows = listCards(packs);
  if (arg.flag(args, 'json')) {
    io.stdout(JSON.stringify(rows, null, 2) + '\n');
    return EXIT_OK;
  }
  const w = (k: keyof CardListing) => Math.max(k.length, ...rows.map((r) => String(r[k] ?? '').length));
  const [wi, wk, wn] = [w('id'), w('kind'), w('name')];
  io.stdout(`${'id'.padEnd(wi)}  ${'kind'.padEnd(wk)}  ${'name'.padEnd(wn)}  pack\n`);
  for (const r of rows) io.stdout(`${r.id.padEnd(wi)}  ${r.kind.padEnd(wk)}  ${r.name.padEnd(wn)}  ${r.pack}\n`);
  return EXIT_OK;
}
