/**
 * What the placement helpers ask the page, each in one `page.evaluate`: a placement through locators
 * took tens of round trips (a locator, a role query over the page, an actionability check, a box),
 * and a whole game hundreds. These functions run in the page, so they use nothing from this module's
 * scope (Playwright sends their source); they look through open shadow roots as Playwright's CSS does.
 */

/** What a placement reads before it moves: the task, every space's name, the shape chosen, whether a terrain is to be picked. */
export interface TableRead {
  sentence: string;
  cells: string[];
  option: number;
  terrains: number;
  /** The name of the map's focused space, or null when the focus is not on the map. */
  focused: string | null;
}

/** Something to click in the placement controls or on the interactive map. */
export type Target = { kind: 'terrain' } | { kind: 'action'; name: 'Flip' | 'Rotate' } | { kind: 'confirm' } | { kind: 'cell'; row: number; col: number };

/** Where the between-screens loop is: a map to play, the end, or a button to go on (and where to click it). */
export type Screen = { at: 'play' } | { at: 'over' } | { at: 'next'; x: number; y: number };

export interface Ask {
  /** `table`: read the table (once it shows); `point`: wait until the target can be clicked and give its centre; `screen`: wait for a screen. */
  what: 'table' | 'point' | 'screen';
  target?: Target;
  /** For `screen`: the button to go on must have the focus (the keyboard player's Enter goes to it). */
  focused?: boolean;
  /** For `screen`: a map is to play only with the placement controls shown (not while the computer plays its turn). */
  placing?: boolean;
  /** For `screen`: a heading (a pattern) that must never show while waiting; the wait fails at once if it does. */
  never?: string;
  /** How long a wait may last before it fails (the e2e expect timeout). */
  limit: number;
}

/** Runs in the page: answers one Ask, waiting frame by frame on the page's state where it must. */
export async function ask(q: Ask): Promise<TableRead | { x: number; y: number } | Screen> {
  const all = (root: ParentNode, selector: string, out: Element[] = []): Element[] => {
    for (const el of root.querySelectorAll(selector)) out.push(el);
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) all(el.shadowRoot, selector, out);
    return out;
  };
  /** The one element a selector finds in the page, or null while there is none (or more than one). */
  const only = (selector: string): Element | null => {
    const found = all(document, selector);
    return found.length === 1 ? found[0]! : null;
  };
  const inside = (el: Element) => el.shadowRoot ?? el;
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && el.checkVisibility({ visibilityProperty: true });
  };
  /** The element a click at (x, y) reaches, through shadow roots. */
  const hit = (x: number, y: number): Element | null => {
    let el = document.elementFromPoint(x, y);
    while (el?.shadowRoot) {
      const deeper = el.shadowRoot.elementFromPoint(x, y);
      if (!deeper || deeper === el) break;
      el = deeper;
    }
    return el;
  };
  const within = (node: Node | null, el: Element) => {
    for (let n: Node | null = node; n; n = n.parentNode ?? (n as ShadowRoot).host ?? null) if (n === el) return true;
    return false;
  };
  // The next frame (or a tenth of a second, should the page draw none while nothing changes).
  const frame = () =>
    new Promise<void>((done) => {
      requestAnimationFrame(() => done());
      setTimeout(done, 100);
    });
  const controls = () => {
    const el = only('carto-placement-controls');
    return el ? inside(el) : null;
  };
  const map = () => only('carto-map[interactive]');
  const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

  const find = (t: Target): Element | undefined => {
    if (t.kind === 'cell') {
      const m = map();
      return m ? all(inside(m), `[role="gridcell"][data-row="${t.row}"][data-col="${t.col}"]`)[0] : undefined;
    }
    const panel = controls();
    if (!panel) return undefined;
    if (t.kind === 'terrain') return all(panel, '[part="terrains"] button')[0];
    if (t.kind === 'confirm') return all(panel, 'button.confirm')[0];
    return all(panel, '[part="actions"] button').find((b) => text(b).startsWith(t.name));
  };

  /** The centre of an element a click would reach now: shown, enabled, scrolled into view, still for a frame, not covered. */
  const clickable = async (el: Element | undefined): Promise<{ x: number; y: number } | string> => {
    if (!el?.isConnected) return 'not in the page';
    if (!visible(el)) return 'not visible';
    if (el.matches(':disabled')) return 'disabled';
    const r0 = el.getBoundingClientRect();
    if (r0.top < 0 || r0.left < 0 || r0.bottom > innerHeight || r0.right > innerWidth) el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    await frame();
    const a = el.getBoundingClientRect();
    await frame();
    const b = el.getBoundingClientRect();
    if (a.x !== b.x || a.y !== b.y || a.width !== b.width || a.height !== b.height) return 'moving';
    const x = b.x + b.width / 2;
    const y = b.y + b.height / 2;
    const reached = hit(x, y);
    if (!within(reached, el)) return `covered by <${reached?.localName ?? 'nothing'}${reached?.className ? ` class="${reached.className}"` : ''}>`;
    return { x, y };
  };

  /** The table as it is now, or why it cannot be read yet (the map, its task or its controls still to come). */
  const table = (): TableRead | string => {
    const maps = all(document, 'carto-map[interactive]');
    const tasks = all(document, '.task');
    const panels = all(document, 'carto-placement-controls');
    if (maps.length !== 1 || tasks.length !== 1 || panels.length !== 1)
      return `${maps.length} interactive maps, ${tasks.length} tasks, ${panels.length} placement controls (one each wanted)`;
    const panel = inside(panels[0]!);
    const chosen = all(panel, '[part="options"] button').findIndex((b) => b.getAttribute('aria-pressed') === 'true');
    return {
      sentence: tasks[0]!.textContent ?? '',
      cells: all(inside(maps[0]!), '[role="gridcell"]').map((c) => c.getAttribute('aria-label') ?? ''),
      option: Math.max(0, chosen),
      terrains: all(panel, '[part="terrains"] button').length,
      focused: maps[0]!.shadowRoot?.activeElement?.getAttribute('aria-label') ?? null,
    };
  };

  const end = performance.now() + q.limit;
  let why = '';
  for (let tries = 0; ; tries++) {
    if (q.what === 'table') {
      const read = table();
      if (typeof read !== 'string') return read;
      why = read;
    } else if (q.what === 'point') {
      const at = await clickable(find(q.target!));
      if (typeof at !== 'string') return at;
      why = `${JSON.stringify(q.target)}: ${at}`;
    } else {
      if (q.never) {
        const never = new RegExp(q.never);
        const shown = all(document, 'h1, h2, h3, h4, h5, h6, [role="heading"]').find((h) => never.test(text(h)) && visible(h));
        if (shown) throw new Error(`the heading "${text(shown)}" showed`);
      }
      // The end first: the last move's answer may end the game a moment after it was made.
      const over = all(document, 'h1, h2, h3, h4, h5, h6, [role="heading"]').find((h) => /the game is over/i.test(text(h)) && visible(h));
      if (over) return { at: 'over' };
      const next = all(document, 'button').find((b) => /^I am .*: show my map$|^Continue to /.test(text(b)) && visible(b));
      if (next) {
        const focused = (() => {
          let f = document.activeElement;
          while (f?.shadowRoot?.activeElement) f = f.shadowRoot.activeElement;
          return f === next;
        })();
        if (q.focused) {
          if (focused) return { at: 'next', x: 0, y: 0 };
          why = `"${text(next)}" shown but not focused`;
        } else {
          const at = await clickable(next);
          if (typeof at !== 'string') return { at: 'next', ...at };
          why = `"${text(next)}": ${at}`;
        }
      } else {
        const maps = all(document, 'carto-map[interactive]');
        const placing = !q.placing || all(document, 'carto-placement-controls').some(visible);
        if (maps.some(visible) && placing) return { at: 'play' };
        why = maps.some(visible) ? 'a map but no placement controls' : 'no interactive map, no end and no button to go on';
      }
    }
    if (performance.now() > end) throw new Error(`waited ${q.limit} ms: ${why}`);
    // The next frames first (a screen's answer is usually a frame away), then every 50 ms: a long
    // wait (the computer's turn, a server's answer) walks the page 20 times a second, not 60.
    if (tries < 5) await frame();
    else await new Promise((done) => setTimeout(done, 50));
  }
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Runs in the page: the boxes of elements, each found by a path of selectors, each step looking
 * inside the element before, shadow roots included, as Playwright's chained locators do
 * (['carto-map[interactive]', '[part="frame"]']); null where none.
 */
export function boxes(paths: string[][]): (Box | null)[] {
  const first = (root: ParentNode, selector: string): Element | null => {
    const el = root.querySelector(selector);
    if (el) return el;
    for (const host of root.querySelectorAll('*')) {
      const found = host.shadowRoot && first(host.shadowRoot, selector);
      if (found) return found;
    }
    return null;
  };
  return paths.map((path) => {
    let el: Element | null = null;
    for (const selector of path) {
      el = el ? (first(el, selector) ?? (el.shadowRoot && first(el.shadowRoot, selector))) : first(document, selector);
      if (!el) return null;
    }
    const r = el!.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });
}
