// The points on the plane by keyboard (WCAG 2.1.1): Tab reaches the
// strip under the plot; N chooses a point, the arrows move it and the
// result follows, A adds one, Delete removes it, and each step is said in
// the status line.
//
//	node --test playwright/keys.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useEnv, viewState, waitUntil } from './harness.mjs';

let env;

useEnv((e) => {
  env = e;
});

const status = (page) => page.locator('.plane-status').innerText();
const count = async (page) => Number((await status(page)).match(/of (\d+)/)?.[1]);

test('a point is chosen, moved, added and removed with the keyboard alone, and the result follows', { timeout: 120_000 }, async () => {
  const page = await env.newPage();
  await env.goto(page, '/eq/pca-covariance-matrix');
  // Tab reaches it: inside the output, after the output itself, the
  // switch of predict-then-reveal and the line under the result that
  // links to the equation's checks (the result and the worked lines are
  // read, not used).
  await page.locator('section.output').focus();
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'predict-on', 'Tab from the output lands on the switch of predict-then-reveal');
  await page.keyboard.press('Tab');
  assert.match(await page.evaluate(() => document.activeElement.textContent), /^Checked against /, 'Tab from the output lands on the checks link');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.className), 'plane-keys-focus', 'Tab from the output lands on the strip');

  await page.keyboard.press('n');
  await waitUntil(async () => /^point 2 of \d+/.test(await status(page)), { message: async () => `after N: ${await status(page)}` });
  const n = await count(page);
  const [, x0, y0] = (await status(page)).match(/x = (\S+), y = (\S+)$/).map(Number);

  const before = await viewState(page);
  await page.keyboard.press('ArrowUp');
  await waitUntil(async () => (await viewState(page)).result !== before.result, { message: () => 'the result did not follow the point' });
  const [, x1, y1] = (await status(page)).match(/x = (\S+), y = (\S+)$/).map(Number);
  assert.equal(x1, x0, 'up keeps x');
  assert.ok(y1 > y0, `up moves the point up: ${y0} → ${y1}`);
  await page.keyboard.press('Shift+ArrowLeft');
  await waitUntil(async () => Number((await status(page)).match(/x = (\S+),/)[1]) < x1, { message: async () => `Shift+left: ${await status(page)}` });

  await page.keyboard.press('a');
  await waitUntil(async () => (await count(page)) === n + 1, { message: async () => `after A: ${await status(page)}` });
  await page.keyboard.press('Delete');
  await waitUntil(async () => (await count(page)) === n, { message: async () => `after Delete: ${await status(page)}` });
  await page.close();
});

test('the cells of a matrix: Alt + arrow keys move between them, the arrow keys alone step a number', { timeout: 60_000 }, async () => {
  const page = await env.newPage();
  await env.goto(page, '/eq/eigendecomposition');
  const grid = page.locator('table.matrix-grid').first();
  const box = (i, j) => grid.locator('tr').nth(i).locator('td').nth(j).locator('input[type="number"]');
  const focused = () => page.evaluate(() => document.activeElement.getAttribute('aria-label'));
  const at = async (i, j) => box(i, j).getAttribute('aria-label');
  await box(0, 0).focus();
  await page.keyboard.press('Alt+ArrowRight');
  assert.equal(await focused(), await at(0, 1));
  await page.keyboard.press('Alt+ArrowDown');
  assert.equal(await focused(), await at(1, 1));
  await page.keyboard.press('Alt+ArrowLeft');
  assert.equal(await focused(), await at(1, 0));
  await page.keyboard.press('Alt+ArrowLeft'); // an edge: it stays
  assert.equal(await focused(), await at(1, 0));
  await page.keyboard.press('Alt+ArrowUp');
  assert.equal(await focused(), await at(0, 0));
  const before = await box(0, 0).inputValue();
  await page.keyboard.press('ArrowUp');
  await waitUntil(async () => (await box(0, 0).inputValue()) !== before, { message: () => 'the arrow key did not step the number' });
  assert.equal(await focused(), await at(0, 0), 'a plain arrow key moved the focus');
  await page.close();
});
