import type { Command, OptionSpec } from './command.ts';

/**
 * Every `carto` command, in the order `--help` lists them: what it takes and says (this file, loaded
 * on every start) and what it does (its own module, loaded only when it runs: `carto --version`
 * never loads the engine, `carto score` never loads the pack validator). docs/DESIGN.md §5.
 */

const PACK_FORMS =
  'an official pack id (base, heroes, promo), a pack folder, its pack.json, a pack exported by the editor (one .json file), or - for standard input';

const packOption = (what: string): OptionSpec => ({ type: 'string', multiple: true, value: 'pack', description: `${what}: ${PACK_FORMS}` });

export const commands: readonly Command[] = [
  {
    name: 'score',
    summary: 'score a map with scoring cards ("<id> <stars>" per card), or its monster penalty',
    positionals: [{ name: 'map', description: 'a NOTATION map file of any rectangular size, or - for standard input' }],
    options: {
      card: { type: 'string', multiple: true, value: 'id', description: 'a scoring card to score the map with (repeatable; carto cards lists them)' },
      monsters: { type: 'boolean', description: 'also print the monster penalty (0 or negative)' },
      pack: packOption('look cards up in this pack too (repeatable)'),
    },
    json: 'print {"cards": [{"id", "stars", "contributions": [{"cells", "stars", "because"}]}], "monsters"?} instead',
    examples: ['carto score my-map.txt --card sentinel-wood --card the-broken-road', 'cat my-map.txt | carto score - --monsters --json'],
    load: () => import('./score.ts'),
  },
  {
    name: 'cards',
    summary: 'list every card (id, kind, name, pack) of the official packs or of --pack',
    positionals: [],
    options: { pack: packOption('list this pack instead of the official ones (repeatable)') },
    json: 'print [{"id", "kind", "name", "pack", "number"?}] instead',
    examples: ['carto cards --pack heroes', 'carto cards --pack my-pack.pack.json --json'],
    load: () => import('./cards.ts'),
  },
  {
    name: 'validate',
    summary: 'validate a content pack (schema, then integrity); exit 2 with every problem located',
    positionals: [{ name: 'pack', description: PACK_FORMS }],
    options: {},
    json: 'print {"valid", "pack", "cards", "problems": [{"file", "pointer", "line"?, "column"?, "message"}]} instead',
    examples: ['carto validate content/examples/frostlands', 'carto validate my-pack.pack.json --json'],
    load: () => import('./validate.ts'),
  },
  {
    name: 'placements',
    summary: 'every legal placement of an explore or ambush card on a map (all options, orientations, positions)',
    positionals: [{ name: 'map', description: 'a NOTATION map file, or - for standard input' }],
    options: {
      card: { type: 'string', value: 'id', description: 'the explore or ambush card to place (required)' },
      ruins: { type: 'boolean', description: 'the shape must cover an empty ruins space (a ruins card came before)' },
      pack: packOption('look the card up in this pack too (repeatable)'),
    },
    json: 'print {"placements": [{"option", "cells"}], "fallback"} instead',
    examples: ['carto placements my-map.txt --card great-river', 'carto placements my-map.txt --card rift-lands --ruins --json'],
    load: () => import('./placements.ts'),
  },
  {
    name: 'simulate',
    summary: 'play random legal games and check every invariant; exit 1 if one breaks',
    positionals: [],
    options: {
      games: { type: 'string', value: 'N', description: 'how many games (default 100)' },
      seed: { type: 'string', value: 'S', description: 'the seed; game i plays with seed S/i (default 1)' },
      players: { type: 'string', value: 'P', description: 'players per game, 1 to 6 (default 1)' },
      packs: { type: 'string', value: 'ids', description: 'official packs, comma-separated (default base)' },
      pack: packOption('add this pack to the table (repeatable)'),
      side: { type: 'string', value: 'id', description: "the map side (default: the first pack's first side)" },
      ambush: { type: 'string', value: 'neighbour|walk', description: 'who draws ambush monsters in multiplayer games' },
      'no-check': { type: 'boolean', description: 'skip the invariant checks (to measure raw speed)' },
    },
    json: 'print {"games", "seconds", "gamesPerSecond", "violations", "averageScore", ...} instead',
    examples: ['carto simulate --games 200 --seed 7 --players 3 --packs base,heroes', 'carto simulate --pack my-pack.pack.json --games 20'],
    load: () => import('./simulate.ts'),
  },
  {
    name: 'replay',
    summary: "replay a saved game from its seed and log; print each player's season scores and the result",
    positionals: [{ name: 'game', description: 'a saved game (.json, format carto-game/1), or - for standard input' }],
    options: { pack: packOption('a pack the game was played with, besides the official ones (repeatable)') },
    json: 'print {"stage", "scores", "result"} instead',
    examples: ['carto replay game.json', 'carto replay game.json --pack my-pack.pack.json --json'],
    load: () => import('./replay.ts'),
  },
  {
    name: 'bot',
    summary: 'play games with computer players in every seat and report their strength (or one against greedy players)',
    positionals: [],
    options: {
      games: { type: 'string', value: 'N', description: 'how many games (default 10)' },
      first: {
        type: 'string',
        value: 'K',
        description: 'the first game number (default 0): games K to K+N-1, so that a long measure can be split across processes',
      },
      seed: { type: 'string', value: 'S', description: 'the seed; game i plays with seed S/i, and the bots take S as their own (default 1)' },
      players: { type: 'string', value: 'P', description: 'players per game, 1 to 6 (default 1)' },
      packs: { type: 'string', value: 'ids', description: 'official packs, comma-separated: base, heroes or base,heroes (default base)' },
      side: { type: 'string', value: 'id', description: "the map side (default: the first pack's first side)" },
      level: { type: 'string', value: 'random|greedy|lookahead', description: 'the strength of the bots (default lookahead)' },
      'budget-ms': {
        type: 'string',
        value: 'T',
        description: "the look-ahead's budget per decision, as a count of positions calibrated to T ms of one core (default 300)",
      },
      width: { type: 'string', value: 'W', description: 'the look-ahead: how many of the best greedy drawings it values again (default 16)' },
      depth: { type: 'string', value: 'D', description: 'the look-ahead: cards played greedily after the next one, within the season (default 0)' },
      settle: {
        type: 'string',
        value: 'season|next|none',
        description:
          "the look-ahead: value the map after the next card with the season's time left after it (season, the default), also for the next season's first card (next), or with the time left now (none)",
      },
      deep: {
        type: 'string',
        value: 'K',
        description: 'the look-ahead: how many of its best drawings it compares again two cards deep, within its budget (0: none; default 3)',
      },
      'deep-draws': {
        type: 'string',
        value: 'D',
        description: "with --deep: how many of the next card's best drawings are followed by the card after it (default 2)",
      },
      'deep-cards': {
        type: 'string',
        value: 'C',
        description: 'with --deep: compare two cards deep only while at most C shape cards may come next (default 8: late in a season)',
      },
      rollouts: {
        type: 'string',
        value: 'N',
        description:
          "the look-ahead: how many sampled orders of the shape cards still in the deck its best drawings are played out on, greedily to the season's end, in place of --deep (default 0: none)",
      },
      'rollout-top': { type: 'string', value: 'K', description: 'with --rollouts: how many of the best drawings are played out (default 4)' },
      open: {
        type: 'string',
        value: 'W',
        description:
          "the look-ahead: the weight of the scoring cards' open spaces, empty spaces that would count if drawn in the card's terrain (0: none; default: the bot's)",
      },
      'safety-ms': {
        type: 'string',
        value: 'T',
        description:
          'a safety net besides the budget: the look-ahead stops starting further drawings once a decision has taken T ms of CPU (0: none, the default, so that a measure does not depend on the machine; "safetyStops" counts how often)',
      },
      vs: {
        type: 'string',
        value: 'greedy',
        description: 'solo: play each deal with the bot and with greedy; multiplayer: one bot seat (moving round the table) against greedy players',
      },
    },
    json: 'print {"games", "averageScore", "minScore", "maxScore", "msPerDecision": {"median", "p95", "max"}, "scores", ...} (with --vs: "greedy", "wins", "ties", "winRate") instead',
    description:
      'Decisions are timed in CPU time of the process (a shared machine stretches wall time); the look-ahead stops at a count of positions, so a seed gives the same games on any machine.',
    examples: [
      'carto bot --games 200 --seed 1 --json',
      'carto bot --games 50 --players 4 --vs greedy',
      'carto bot --games 20 --packs heroes --side side-c --level greedy',
    ],
    load: () => import('./bot.ts'),
  },
  {
    name: 'balance',
    summary:
      "a card's balance by simulation: a scoring card's stars per season beside its stack's official cards and a solo value with its spread, how often an explore card is drawn and used, or what an ambush costs and a hero gives beside the official ones",
    positionals: [{ name: 'pack', description: PACK_FORMS }],
    options: {
      card: { type: 'string', value: 'id', description: 'the scoring, explore, ambush or hero card of the pack to report on (required)' },
      games: { type: 'string', value: 'N', description: 'solo games per card compared (default 10, as in the editor: the same deals give the same value)' },
      seed: { type: 'string', value: 'S', description: 'the seed; game i of every card plays with seed S/i (default 1)' },
      level: { type: 'string', value: 'both|lookahead|greedy', description: 'the computer players (default both)' },
      game: { type: 'string', value: 'base|heroes', description: 'the game the pack is played in (default base)' },
    },
    json: 'print the report: {"kind": "scoring", "cards": [{"id", "solo", "perSeason": {"lookahead"?, "greedy"?: {"samples", "mean", "min", "max"}}}], "suggestedSolo", "soloInterval": {"low", "high"} | null}, {"kind": "explore", "use": {...}} or {"kind": "ambush" | "hero", "measure": "monsters" | "score", "cards": [{"id", "perGame": {...}}]} instead',
    description:
      "Every card compared plays the same deals, under the same edict letters. The look-ahead runs on a small budget (a hundredth of a game's), so it is a little stronger than greedy, not a master.",
    examples: ['carto balance my-pack.pack.json --card village-wells --games 40', 'carto balance my-pack --card bog-land --level greedy --json'],
    load: () => import('./balance.ts'),
  },
  {
    name: 'print',
    summary: "print-and-play: a pack's scoring, explore, ambush and hero cards (poker size, 3 mm bleed, cut marks) and map sides, as one PDF or SVG files",
    positionals: [{ name: 'pack', description: PACK_FORMS }],
    options: {
      out: { type: 'string', value: 'path', description: 'the PDF file to write (default <pack id>.pdf), or a folder for --svg' },
      paper: { type: 'string', value: 'a4|letter', description: 'the paper size (default a4): 9 cards a page on A4, 6 on Letter' },
      svg: { type: 'boolean', description: 'write one SVG file per page (and per card) into the --out folder instead' },
    },
    json: 'print {"out", "paper", "pages", "cards", "maps"} instead',
    examples: ['carto print my-pack.pack.json --paper letter', 'carto print base --svg --out base-cards'],
    load: () => import('./print.ts'),
  },
  {
    name: 'init',
    summary: 'create a new content pack in a folder: a manifest and a first card of each file, valid as it is',
    positionals: [{ name: 'dir', description: 'the folder to create (it must not exist, or be empty)' }],
    options: {
      id: { type: 'string', value: 'id', description: "the pack id, kebab-case (default: the folder's name)" },
      name: { type: 'string', value: 'name', description: "the pack's name (default: from the id)" },
    },
    json: 'print {"dir", "id", "files", "schema"} instead',
    description:
      'Each file names its JSON Schema ("$schema"), so editors check and complete it: the copy in node_modules/cartographers-live when the folder is inside a project that has the package installed, else the published address.',
    examples: ['carto init my-pack && carto validate my-pack', 'carto init packs/frost --id frost --name "Frost"'],
    load: () => import('./init.ts'),
  },
];
