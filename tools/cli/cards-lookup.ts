import { findCard } from '../../src/content/official.ts';
import type { Card } from '../../src/content/types.ts';
import type { CliIo } from './io.ts';

/**
 * Finds cards by id in the packs of --pack (read only when given, so commands without it never
 * load the pack validator) and then in the official packs.
 */
export async function cardFinder(packArgs: readonly string[], io: CliIo): Promise<(id: string) => Card | undefined> {
  if (packArgs.length === 0) return findCard;
  const { loadPacks } = await import('./packs.ts');
  const packs = await loadPacks(packArgs, io);
  return (id) => packs.map((p) => p.byId[id]).find((c) => c !== undefined) ?? findCard(id);
}
