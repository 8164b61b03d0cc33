/**
 * The map's keyboard, after the ARIA grid pattern: the arrows move the focused space, Home and End
 * go to the row's ends (with Ctrl, the map's corners), Page Up and Page Down to the first and last
 * rows; Enter and Space activate the focused space. Never past an edge.
 */
import type { Space } from './overlays.ts';

/** Where `key` moves the focus from `at` on a map of `rows` x `cols`, 'activate', or null for a key the map leaves alone. */
export function gridKey(key: string, ctrl: boolean, at: Space, rows: number, cols: number): [number, number] | 'activate' | null {
  let [r, c] = at;
  switch (key) {
    case 'ArrowUp':
      r--;
      break;
    case 'ArrowDown':
      r++;
      break;
    case 'ArrowLeft':
      c--;
      break;
    case 'ArrowRight':
      c++;
      break;
    case 'Home':
      c = 0;
      if (ctrl) r = 0;
      break;
    case 'End':
      c = cols - 1;
      if (ctrl) r = rows - 1;
      break;
    case 'PageUp':
      r = 0;
      break;
    case 'PageDown':
      r = rows - 1;
      break;
    case 'Enter':
    case ' ':
      return 'activate';
    default:
      return null;
  }
  return [Math.max(0, Math.min(rows - 1, r)), Math.max(0, Math.min(cols - 1, c))];
}
