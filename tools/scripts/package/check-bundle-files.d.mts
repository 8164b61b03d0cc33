export function references(file: string, text?: string): string[];
export function closure(entries: string[], root?: string): Map<string, string | null>;
export function packedFiles(root?: string): Set<string>;
export function checkBundleFiles(bundles: string[], root?: string): { problems: string[]; files: number };
