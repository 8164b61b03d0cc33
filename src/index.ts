/** The public engine API: pure TypeScript, no DOM, no Lit, no XState. */
export * from './errors.ts';
export * from './grid/index.ts';
