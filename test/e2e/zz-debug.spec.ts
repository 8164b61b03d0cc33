import { test } from '@playwright/test';
import { startGame, passScreens } from './helpers.ts';
test.use({ viewport: { width: 360, height: 640 }, hasTouch: true });
test('debug', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('carto-live-game.tutorial-offered', 'yes'));
  await page.reload();
  await startGame(page, { code: 'LOOP01', names: ['Ada'] });
  await passScreens(page);
  await page.waitForTimeout(500);
  const info = await page.evaluate(() => {
    const g = document.querySelector('carto-game')!;
    const d = g.shadowRoot!.querySelector('.dock')! as HTMLElement;
    const out: string[] = [];
    let e: Element | null = d;
    while (e) {
      const cs = getComputedStyle(e);
      out.push(`${e.tagName}.${e.className} pos=${cs.position} ov=${cs.overflowX}/${cs.overflowY} disp=${cs.display} ct=${cs.containerType} contain=${cs.contain}`);
      e = e.parentElement ?? ((e.getRootNode() as ShadowRoot).host ?? null);
    }
    return out;
  });
  console.log(info.join('\n'));
});
