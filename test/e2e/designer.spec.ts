/**
 * The designer's pipeline (issue 21), end to end in the built editor under a strict CSP: a card
 * from a template, the help of three options, the balance report in a worker, the print-and-play
 * PDF, and the pack shared by link and opened in a fresh browser context.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from '@cantoo/pdf-lib';
import { openEditorUnderCsp } from './helpers.ts';

test.describe.configure({ timeout: 240_000 });

test('author a card from a template, read the help, run the balance report, print it, share it by link', async ({ page, browser }) => {
  const problems = await openEditorUnderCsp(page);

  // Start from Greenbough: a copy under a fresh id that follows the name.
  const picker = page.locator('form.template').filter({ has: page.getByLabel('Or start from an official scoring card') });
  await picker.getByLabel('Or start from an official scoring card').selectOption({ label: 'Greenbough' });
  await picker.getByRole('button', { name: 'Start from this card' }).click();
  await expect(page.getByLabel('Id', { exact: true })).toHaveValue('greenbough-2');
  await page.getByLabel('Name', { exact: true }).fill('Greener Bough');
  // The list follows the name while typing; the id follows it too.
  await expect(page.getByRole('navigation', { name: 'Cards of the pack' }).getByRole('button', { name: 'Greener Bough' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).press('Tab');
  await expect(page.getByLabel('Id', { exact: true })).toHaveValue('greener-bough');
  await page.getByLabel('Solo value').fill('20');
  await page.getByLabel('Solo value').press('Tab');

  // The help of three options of its rule: the award "sum", the unit "rows", the filter "count".
  for (const [type, summary] of [
    ['sum', 'Adds up several awards.'],
    ['rows', 'The rows of the map.'],
    ['count', 'Keeps units with a number of spaces that match.'],
  ] as const) {
    const help = page
      .locator('details.help')
      .filter({ has: page.getByText(`Help: ${type}`, { exact: true }) })
      .first();
    await help.locator('summary').click();
    await expect(help.locator('.help-summary')).toHaveText(summary);
    await expect(help.locator('.help-stars')).toContainText('Stars on this map:');
    await expect(help.getByRole('grid')).toBeVisible();
  }

  // The balance report, in a Web Worker, with a progress bar.
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  await page.getByLabel('Games per card').fill('2');
  await page.getByLabel('Games per card').press('Tab');
  await page.getByLabel('Look-ahead bot').uncheck();
  await page.getByRole('button', { name: 'Run the balance report' }).click();
  await expect(page.getByRole('progressbar', { name: 'Games played' })).toBeVisible();
  await expect(page.getByText(/^Suggested solo value: \d+$/)).toBeVisible({ timeout: 120_000 });
  expect(workers.some((u) => /balance\.worker/.test(u))).toBe(true);
  const rows = page.locator('[part="report"] tbody tr');
  await expect(rows).toHaveCount(5);
  await expect(rows.first().getByRole('rowheader')).toHaveText('Greener Bough (this card)');

  // Print and play: a PDF on US Letter that opens, one page of cards.
  await page.getByLabel('Paper').selectOption('letter');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Print and play (PDF)' }).click()]);
  expect(download.suggestedFilename()).toBe('my-pack-letter.pdf');
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBe(1);
  const { width, height } = pdf.getPage(0).getSize();
  expect([Math.round(width), Math.round(height)]).toEqual([612, 792]);

  // Share by link, then open the link in a fresh context (no storage of this one).
  await page.getByRole('button', { name: 'Share by link' }).click();
  const url = await page.getByRole('group', { name: 'Link to this pack' }).getByRole('textbox').inputValue();
  expect(url).toMatch(/\/editor\.html#pack=[A-Za-z0-9_-]+$/);
  expect(problems).toEqual([]);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  const otherProblems = await openEditorAt(other, url);
  await expect(other.getByRole('heading', { name: 'Shared pack: My pack' })).toBeVisible();
  await expect(other.getByRole('img', { name: 'Greener Bough' })).toBeVisible();
  await other.getByRole('button', { name: 'Copy to my editor' }).click();
  await other.getByRole('button', { name: 'Replace my pack' }).click();
  await expect(other.getByRole('navigation', { name: 'Cards of the pack' }).getByRole('button', { name: 'Greener Bough' })).toBeVisible();
  expect(new URL(other.url()).hash).toBe('');
  expect(otherProblems).toEqual([]);
  await fresh.close();
});

async function openEditorAt(page: Page, url: string): Promise<string[]> {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.goto(url);
  return problems;
}
