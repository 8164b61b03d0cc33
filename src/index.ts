/** The public engine API: pure TypeScript, no DOM, no Lit, no XState. */
export * from './errors.ts';
export * from './codes.ts';
export * from './grid/index.ts';
export * from './content/index.ts';
export * from './shapes/index.ts';
export * from './rules/index.ts';
export * from './scoring/index.ts';
export * from './game/index.ts';
