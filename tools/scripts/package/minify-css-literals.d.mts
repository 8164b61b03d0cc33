import type { Plugin } from 'vite';
export function minifyCssText(text: string): string;
export function minifyCssLiterals(): Plugin;
