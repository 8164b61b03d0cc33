/**
 * custom-elements.json as the docs should show it. The analyzer lists private fields and methods
 * (`gameActor`, `observer`, ...) and adds unnamed or misnamed events for each `dispatchEvent(new X())`
 * besides the documented `@fires`; Storybook would turn all of them into rows of the docs and
 * controls tables. Only the public API is kept here: public members, and events named like ours.
 */
import rawManifest from '../../components/custom-elements.json' with { type: 'json' };

interface Item {
  name?: string;
  description?: string;
  type?: { text?: string };
  default?: string;
  kind?: string;
  privacy?: string;
  static?: boolean;
}
export interface Declaration {
  tagName?: string;
  name: string;
  summary?: string;
  description?: string;
  attributes?: Item[];
  members?: Item[];
  events?: Item[];
  slots?: Item[];
  cssParts?: Item[];
  cssProperties?: Item[];
  customElement?: boolean;
}
interface Manifest {
  schemaVersion: string;
  modules: { kind: string; path: string; declarations?: Declaration[]; exports?: unknown[] }[];
}

const isPublic = (m: Item) => m.privacy !== 'private' && m.privacy !== 'protected' && !m.static && !(m.name ?? '').startsWith('_');
const isOurEvent = (e: Item) => /^[a-z]+(-[a-z]+)+$/.test(e.name ?? '');

function publicOnly(d: Declaration): Declaration {
  if (!d.customElement) return d;
  return { ...d, members: (d.members ?? []).filter(isPublic), events: (d.events ?? []).filter(isOurEvent) };
}

export const manifest: Manifest = {
  ...(rawManifest as Manifest),
  modules: (rawManifest as Manifest).modules.map((m) => ({ ...m, declarations: m.declarations?.map(publicOnly) })),
};

/** The element's public API, by tag name. */
export function declarationOf(tag: string): Declaration {
  for (const m of manifest.modules) for (const d of m.declarations ?? []) if (d.tagName === tag) return d;
  throw new Error(`<${tag}> is not in custom-elements.json (run npm run analyze)`);
}

/** The tags of the game's elements: those in components/ itself (the editor's are in components/editor/). */
export const gameElementTags: string[] = manifest.modules
  .filter((m) => /^components\/[^/]+\.ts$/.test(m.path))
  .flatMap((m) => (m.declarations ?? []).filter((d) => d.customElement && d.tagName).map((d) => d.tagName!));
