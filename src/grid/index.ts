export * from './fills.ts';
export * from './grid.ts';
export * from './notation.ts';
