/**
 * What a space of a map sheet holds, and the NOTATION character for each.
 * Terrains are what a player can draw (plus printed mountains); wasteland and destroyed
 * spaces are filled but have no terrain, so they belong to no cluster.
 */
export const DRAWABLE_TERRAINS = ['forest', 'village', 'farm', 'water', 'monster', 'hero'] as const;
export type DrawableTerrain = (typeof DRAWABLE_TERRAINS)[number];

export const TERRAINS = [...DRAWABLE_TERRAINS, 'mountain'] as const;
export type Terrain = (typeof TERRAINS)[number];

export const FILLS = ['empty', ...TERRAINS, 'wasteland', 'destroyed'] as const;
export type Fill = (typeof FILLS)[number];

const FILL_SET: ReadonlySet<string> = new Set(FILLS);
/** Is this string one of the fills (for values that arrive as text, such as a refusal's parameters)? */
export function isFill(s: string): s is Fill {
  return FILL_SET.has(s);
}

/** What a cluster can be made of: a terrain, or empty spaces (Starlit Sigil counts clusters of empty spaces). */
export const CLUSTER_TERRAINS = ['empty', ...TERRAINS] as const;
export type ClusterTerrain = (typeof CLUSTER_TERRAINS)[number];

/**
 * Each fill as a small integer, its index in FILLS (empty 0, forest 1, ... destroyed 9): scoring
 * keeps a map as an array of codes and tests fills as bits of a mask (see fillMask).
 */
export const FILL_CODE: Readonly<Record<Fill, number>> = Object.freeze(Object.fromEntries(FILLS.map((f, i) => [f, i])) as Record<Fill, number>);

/**
 * A fill's code by the first letter and length of its name (fillKey): a string switch or a lookup by
 * key was most of the cost of converting a map. Built from FILLS; a new fill that collides with
 * another fails here at once.
 */
export const CODE_BY_FILL_KEY = new Int8Array(4096).fill(-1);
/** The index of a fill name in CODE_BY_FILL_KEY (hot loops inline it). */
export function fillKey(name: string): number {
  return ((name.charCodeAt(0) << 4) | name.length) & 4095;
}
for (const f of FILLS) {
  if (CODE_BY_FILL_KEY[fillKey(f)] !== -1) throw new Error(`fills '${f}' and another share a conversion key`);
  CODE_BY_FILL_KEY[fillKey(f)] = FILL_CODE[f];
}

/** The code of a name that may be anything (a caller's arrays), or -1 when it is not a fill. */
export function codeOfName(name: string): number {
  if (typeof name !== 'string' || name.length === 0) return -1;
  const code = CODE_BY_FILL_KEY[fillKey(name)] as number;
  return code >= 0 && FILLS[code] === name ? code : -1;
}

/** The bit mask (1 << FILL_CODE) of some fills: a test of a space's code is then a shift and an and. */
export function fillMask(fills: readonly Fill[]): number {
  let mask = 0;
  for (const f of fills) mask |= 1 << FILL_CODE[f];
  return mask;
}

/** Character of each fill on a plain space; ruins spaces use the lower-case letter (see RUINS_CHARS). */
export const FILL_CHARS: Readonly<Record<Fill, string>> = {
  empty: '.',
  forest: 'F',
  village: 'V',
  farm: 'A',
  water: 'W',
  monster: 'X',
  hero: 'H',
  mountain: 'M',
  wasteland: '#',
  destroyed: '*',
};

/**
 * Fills that may stand on a ruins space, and their characters. Mountains and wasteland are printed
 * and never on ruins; a destroyed space can be (a zombie on a ruins space inside a hero's pattern),
 * written `+` since `*` has no lower case.
 */
export const RUINS_CHARS: Readonly<Partial<Record<Fill, string>>> = {
  empty: 'r',
  forest: 'f',
  village: 'v',
  farm: 'a',
  water: 'w',
  monster: 'x',
  hero: 'h',
  destroyed: '+',
};

export interface SpaceContent {
  readonly fill: Fill;
  readonly ruins: boolean;
}

const byChar = new Map<string, SpaceContent>();
for (const fill of FILLS) byChar.set(FILL_CHARS[fill], { fill, ruins: false });
for (const [fill, ch] of Object.entries(RUINS_CHARS)) byChar.set(ch, { fill: fill as Fill, ruins: true });

/** The space a NOTATION character stands for, or undefined for an unknown character. */
export function spaceFromChar(ch: string): SpaceContent | undefined {
  return byChar.get(ch);
}

/** The NOTATION character of a space. Throws for a combination the notation cannot write (mountain on ruins). */
export function charOf(fill: Fill, ruins: boolean): string {
  const ch = ruins ? RUINS_CHARS[fill] : FILL_CHARS[fill];
  if (ch === undefined) throw new RangeError(`A ${fill} space cannot be on ruins.`);
  return ch;
}

export const NOTATION_CHARS: readonly string[] = [...byChar.keys()];

/** Filled = anything but empty (docs/RULES.md §1): drawn terrain, mountain, wasteland, destroyed. Ruins alone are not filled. */
export function isFilled(fill: Fill): boolean {
  return fill !== 'empty';
}

/** True for a terrain a cluster can be made of (everything filled except wasteland and destroyed). */
export function isTerrain(fill: Fill): fill is Terrain {
  return fill !== 'empty' && fill !== 'wasteland' && fill !== 'destroyed';
}
