/** The package's public modules, as source paths (entries.mjs). */
export declare const LIBRARY_ENTRIES: readonly string[];
