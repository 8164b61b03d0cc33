export function englishCatalogue(xliff?: string): Record<string, string>;
