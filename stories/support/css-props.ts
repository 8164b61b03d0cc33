/**
 * Controls for `--carto-*` custom properties. The manifest lists them on the docs page, but Storybook
 * has no control for a CSS property, so each story meta declares args named after the property,
 * and `cssVars(args)` turns the ones that are set into a `style` attribute on the element.
 */
import type { ArgTypes } from '@storybook/web-components-vite';

/** An argType for each custom property: a colour picker for colours, text for sizes. */
export function cssPropArgTypes(props: Readonly<Record<string, 'color' | 'text'>>): ArgTypes {
  const out: ArgTypes = {};
  for (const [name, control] of Object.entries(props)) {
    // Same key as the manifest's entry, so the control joins the documented property.
    out[name] = { control };
  }
  return out;
}

/** `style` text from the args whose name starts with `--carto-` and that have a value. */
export function cssVars(args: object): string {
  return Object.entries(args)
    .filter(([k, v]) => k.startsWith('--carto-') && typeof v === 'string' && v !== '')
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join('; ');
}

/** The map's colours, shared by every element that draws terrains. */
export const TERRAIN_COLOURS = {
  '--carto-forest': 'color',
  '--carto-village': 'color',
  '--carto-farm': 'color',
  '--carto-water': 'color',
  '--carto-monster': 'color',
  '--carto-hero': 'color',
  '--carto-mountain': 'color',
  '--carto-wasteland': 'color',
  '--carto-empty': 'color',
} as const;
