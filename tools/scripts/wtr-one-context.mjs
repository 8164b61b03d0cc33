// One browser context for every test file's page, in place of web-test-runner's context per page.
// A context of its own cost each page a new renderer process (118 processes for 32 pages, measured)
// and the browser's set-up of the context, and none of the pages could reuse what another had loaded
// (the same bundle chunks, their compiled code): about a third of the browser stage's CPU.
// What a context of its own gave a file is kept: its storage (each page's localStorage is its own
// sessionStorage, empty when the page opens, as a new context's localStorage was) and its
// BroadcastChannels (named per page, so a table in one file never hears another file's table).

/** Runs in every page and frame before its scripts. */
function ownStorage() {
  const page = Math.random().toString(36).slice(2);
  Object.defineProperty(window, 'localStorage', { configurable: true, get: () => window.sessionStorage });
  const Channel = window.BroadcastChannel;
  window.BroadcastChannel = class extends Channel {
    constructor(name) {
      super(`${page}:${name}`);
    }
  };
}

/**
 * For playwrightLauncher's `createBrowserContext`: the one context of each browser (the runner's, and
 * the visible one its debug mode opens), as each page's own (closing it closes the page, which is
 * what web-test-runner does with a page's context when its file ends).
 */
export function oneContext() {
  /** browser -> its one context */
  const shared = new WeakMap();
  return async ({ browser }) => {
    if (!shared.has(browser)) {
      shared.set(
        browser,
        browser.newContext().then(async (context) => {
          await context.addInitScript(ownStorage);
          return context;
        }),
      );
    }
    const context = await shared.get(browser);
    let page = null;
    return {
      newPage: async () => (page = await context.newPage()),
      close: async () => page?.close(),
    };
  };
}
