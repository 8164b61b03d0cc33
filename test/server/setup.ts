/**
 * Run before each server test file (vitest's setupFiles), in the worker that runs it: the files of a
 * worker share their modules (`isolate: false` in vitest.config.ts), so what is per file is set up here.
 */
import { afterAll } from 'vitest';
import { removeFileDirs } from './helpers.ts';

// Registered before the file's own hooks, so it runs after them (after-hooks run last-registered first).
afterAll(removeFileDirs);
