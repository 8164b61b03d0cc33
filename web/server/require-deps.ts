/**
 * The reference server's packages (the HTTP framework and the database drivers) are optional peer
 * dependencies of the package: the elements and the engine never need them. This module checks
 * that they are installed before loading the server, and says how to install them if not
 * (a static import of the server would fail first, with Node's bare "Cannot find package").
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const SERVER_PACKAGES = ['hono', '@hono/node-server', '@electric-sql/pglite', 'pg'] as const;

const require = createRequire(import.meta.url);
// Looked up folder by folder as Node does (some of them do not export their package.json).
const missing = SERVER_PACKAGES.filter((name) => !(require.resolve.paths(name) ?? []).some((dir) => existsSync(join(dir, name, 'package.json'))));
if (missing.length) {
  console.error(
    `carto server: the reference server needs ${missing.join(', ')}, which ${missing.length === 1 ? 'is' : 'are'} not installed ` +
      `(optional peer dependencies: the elements and the engine do not need them).\n` +
      `Install them with: npm install ${SERVER_PACKAGES.join(' ')}`,
  );
  process.exit(1);
}

/** The server, and its storage alone (main.ts opens the database while the rest of the server loads). */
export const loadServer = () => import('./server.ts');
export const loadStorage = () => import('./db/open.ts');
