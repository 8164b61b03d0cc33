/**
 * What a rendered `<carto-card>` must show for its card, by kind: used by the play function of every
 * generated card story (stories/cards/), so a card whose data the element cannot draw fails `npm test`.
 */
import { expect } from 'storybook/test';
import type { Card } from '../../src/content/types.ts';
import type { CartoCardElement } from '../../components/carto-card.ts';
import { allInShadow, inShadow } from './dom.ts';

export async function checkCard(el: CartoCardElement, card: Card | undefined): Promise<void> {
  await el.updateComplete;
  if (!card) throw new Error('no such card in the official packs');
  await expect(inShadow(el, 'h3').textContent).toBe(card.name);
  const shapes = allInShadow(el, 'carto-shape');
  await Promise.all(shapes.map((s) => (s as unknown as { updateComplete: Promise<unknown> }).updateComplete));
  const shapeLabels = shapes.map((s) => inShadow(s, '[role="img"]').getAttribute('aria-label') ?? '');
  switch (card.kind) {
    case 'explore':
      if (card.ruins) await expect(inShadow(el, '.ruins').textContent).toContain('ruins space');
      else {
        // One picture per option, and every terrain listed.
        await expect(shapes.length).toBe(card.options.length);
        await expect(allInShadow(el, '.terrain').map((t) => t.textContent?.trim())).toEqual([...card.terrains]);
        await expect(allInShadow(el, '.coin-label').length).toBe(card.options.filter((o) => o.coin).length);
      }
      break;
    case 'ambush':
      await expect(shapes.length).toBe(1);
      await expect(shapeLabels[0]).toMatch(/^monster shape/);
      await expect(inShadow(el, '.facts').textContent).toContain(card.solo.corner);
      break;
    case 'hero':
      await expect(shapes.length).toBe(1);
      await expect(shapeLabels[0]).toMatch(/^attack pattern: hero and \d+ attacked spaces/);
      break;
    case 'season':
      await expect(inShadow(el, '.big').textContent).toBe(String(card.time));
      await expect(inShadow(el, '.facts dd').textContent).toBe(card.edicts.join(' + '));
      break;
    case 'edict':
      await expect(inShadow(el, '.big').textContent).toBe(card.letter);
      break;
    case 'scoring':
      await expect(inShadow(el, '.text').textContent).toBe(card.text);
      break;
    case 'map': {
      const map = inShadow(el, 'carto-map') as HTMLElement & { updateComplete: Promise<unknown> };
      await map.updateComplete;
      await expect(allInShadow(map, '[role="gridcell"]').length).toBe(card.rows.length * card.rows[0]!.trim().split(/\s+/).length);
      await expect(map.shadowRoot!.querySelector('[role="alert"]')).toBeNull();
      break;
    }
  }
}
