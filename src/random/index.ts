/** Seeded randomness: the only source of chance in the engine. */
export * from './prng.ts';
