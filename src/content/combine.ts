/**
 * What a table plays with: the chosen packs combined by the table's choices (which explore decks,
 * which ambush and hero decks, which scoring cards per stack, which map side, which season cards).
 *
 * Ruins in a Heroes-map game: Heroes has no ruins cards, yet sides C and D print ruins. They only
 * matter when the explore deck holds ruins cards, i.e. when the base pack's explore cards are chosen
 * (its Temple Ruins and Outpost Ruins come with them: a pack's explore cards are taken whole).
 * With the Heroes explore deck alone, the printed ruins are inert, as in the Heroes rulebook.
 */
import { ContentError, problem, type Problem } from './problems.ts';
import type { ContentProblemParams, ProblemCode } from './problem-codes.ts';
import type { ParamsArg } from '../scoring/rule-issues.ts';
import { SCORING_STACKS } from './stacks.ts';
import type { AmbushCard, Card, EdictCard, ExploreCard, HeroCard, MapSide, Pack, ScoringCard, ScoringStack, SeasonCard, SoloTitle } from './types.ts';

export interface TableChoices {
  /** Packs whose explore cards make the explore deck. Default: the pack of the chosen map side, if it has explore cards, else every pack's. */
  readonly explore?: readonly string[];
  /** Packs whose ambush cards make the ambush deck. Default: every chosen pack's. */
  readonly ambush?: readonly string[];
  /** Packs whose hero cards make the hero deck. Default: every chosen pack's. */
  readonly heroes?: readonly string[];
  /**
   * The scoring pool of each stack: pack ids (all that pack's cards of the stack) and/or scoring card
   * ids. A stack left out takes every chosen pack's cards of that stack.
   */
  readonly scoring?: Partial<Record<ScoringStack, readonly string[]>>;
  /** The map side id (`side-a` ... `side-d`). Default: the first pack's first map side. */
  readonly map?: string;
  /** The pack whose season and edict cards are used. Default: `base` when chosen, else the first pack with four seasons. */
  readonly seasons?: string;
}

/** The content of one table, frozen. */
export interface TableContent {
  /** The ids of the combined packs, in the order given. */
  readonly packs: readonly string[];
  readonly explore: readonly ExploreCard[];
  readonly ambush: readonly AmbushCard[];
  readonly heroes: readonly HeroCard[];
  /** The four seasons, spring first. */
  readonly seasons: readonly SeasonCard[];
  /** The four edicts, A to D. */
  readonly edicts: readonly EdictCard[];
  /** The scoring pool per stack; setup draws one card of each. */
  readonly scoring: Readonly<Record<ScoringStack, readonly ScoringCard[]>>;
  readonly map: MapSide;
  /** Coins on the coin track: the map side's pack's (14 when no pack says). */
  readonly coinTrack: number;
  readonly soloTitles: readonly SoloTitle[];
  /** Every card of the table by id. */
  readonly byId: Readonly<Record<string, Card>>;
}

const DEFAULT_COIN_TRACK = 14;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Combines loaded packs into a table's content. Throws a ContentError naming every bad choice. */
export function combinePacks(packs: readonly Pack[], choices: TableChoices = {}): TableContent {
  const problems: Problem[] = [];
  const report = <C extends ProblemCode>(pointer: string, code: C, ...params: ParamsArg<ContentProblemParams, C>) =>
    problems.push(problem('table choices', pointer, code, ...params));
  const byPack = new Map(packs.map((p) => [p.id, p]));
  if (packs.length === 0) report('', 'table.no-pack');
  if (byPack.size !== packs.length) report('', 'table.pack-twice');

  const picked = (key: 'explore' | 'ambush' | 'heroes', fallback: readonly Pack[]): Pack[] => {
    const ids = choices[key];
    if (!ids) return [...fallback];
    const out: Pack[] = [];
    ids.forEach((id, i) => {
      const pack = byPack.get(id);
      if (!pack) report(`/${key}/${i}`, 'table.not-chosen', { id, packs: [...byPack.keys()] });
      else out.push(pack);
    });
    return out;
  };

  // map side
  const allMaps = packs.flatMap((p) => p.maps.map((m) => ({ map: m, pack: p })));
  let mapEntry = allMaps[0];
  if (choices.map !== undefined) {
    mapEntry = allMaps.find((m) => m.map.id === choices.map);
    if (!mapEntry) report('/map', 'table.no-such-map', { map: choices.map, maps: allMaps.map((m) => m.map.id) });
  } else if (!mapEntry) report('/map', 'table.no-map');

  const mapPack = mapEntry?.pack;
  const explorePacks = picked('explore', mapPack && mapPack.explore.length ? [mapPack] : packs);
  const ambushPacks = picked('ambush', packs);
  const heroPacks = picked('heroes', packs);
  const explore = explorePacks.flatMap((p) => p.explore);
  if (problems.length === 0 && explore.length === 0) report('/explore', 'table.empty-explore');

  // seasons and edicts come together from one pack
  let seasonPack: Pack | undefined;
  if (choices.seasons !== undefined) {
    seasonPack = byPack.get(choices.seasons);
    if (!seasonPack) report('/seasons', 'table.seasons-not-chosen', { id: choices.seasons });
  } else {
    seasonPack = byPack.get('base')?.seasons.length === 4 ? byPack.get('base') : packs.find((p) => p.seasons.length === 4);
  }
  if (seasonPack && (seasonPack.seasons.length !== 4 || seasonPack.edicts.length !== 4)) {
    report('/seasons', 'table.season-count', { pack: seasonPack.id, seasons: seasonPack.seasons.length, edicts: seasonPack.edicts.length });
  } else if (!seasonPack && choices.seasons === undefined) report('/seasons', 'table.no-seasons');

  // scoring pools
  const allScoring = packs.flatMap((p) => p.scoring);
  const scoring = {} as Record<ScoringStack, ScoringCard[]>;
  for (const stack of SCORING_STACKS) {
    const wanted = choices.scoring?.[stack];
    if (!wanted) scoring[stack] = allScoring.filter((c) => c.stack === stack);
    else {
      const pool: ScoringCard[] = [];
      wanted.forEach((id, i) => {
        const pack = byPack.get(id);
        if (pack) pool.push(...pack.scoring.filter((c) => c.stack === stack));
        else {
          const card = allScoring.find((c) => c.id === id);
          if (!card) report(`/scoring/${stack}/${i}`, 'table.no-scoring-card', { id });
          else if (card.stack !== stack) report(`/scoring/${stack}/${i}`, 'table.wrong-stack', { id, stack: card.stack, wanted: stack });
          else pool.push(card);
        }
      });
      scoring[stack] = [...new Set(pool)];
    }
    if (scoring[stack].length === 0) report(`/scoring/${stack}`, 'table.empty-stack', { stack });
  }

  // ids must not clash across the combined packs
  // No prototype: an id such as 'constructor' is unknown, not Object's own.
  const byId: Record<string, Card> = Object.create(null) as Record<string, Card>;
  const owner: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const p of packs) {
    for (const card of Object.values(p.byId)) {
      if (owner[card.id] !== undefined && owner[card.id] !== p.id) report('', 'table.id-clash', { first: owner[card.id]!, second: p.id, id: card.id });
      owner[card.id] = p.id;
      byId[card.id] = card;
    }
  }

  if (problems.length || !mapEntry || !seasonPack) throw new ContentError(problems, 'table');
  const titlesFrom = [mapEntry.pack, ...packs].find((p) => p.soloTitles);
  const coinsFrom = [mapEntry.pack, ...packs].find((p) => p.coinTrack !== undefined);
  return deepFreeze({
    packs: packs.map((p) => p.id),
    explore,
    ambush: ambushPacks.flatMap((p) => p.ambush),
    heroes: heroPacks.flatMap((p) => p.heroes),
    seasons: [...seasonPack.seasons],
    edicts: [...seasonPack.edicts],
    scoring,
    map: mapEntry.map,
    coinTrack: coinsFrom?.coinTrack ?? DEFAULT_COIN_TRACK,
    soloTitles: titlesFrom?.soloTitles ?? [],
    byId,
  });
}
