import type { Plugin } from 'vite';
export function keepWorkerUrls(): Plugin;
export const WORKER_ENTRIES: string[];
