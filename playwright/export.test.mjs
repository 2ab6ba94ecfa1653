// Export (app/export.go, web/export.js): the plot as SVG and PNG, the
// LaTeX, the equation with the current numbers, and the inputs and result
// as CSV, checked against values computed here.
//
//	node --test playwright/export.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { useEnv, waitUntil } from './harness.mjs';

let env;

useEnv((e) => {
  env = e;
});

// download clicks the export button named name and returns the file.
async function download(page, name) {
  const [d] = await Promise.all([page.waitForEvent('download'), page.locator('.export').getByRole('button', { name, exact: true }).click()]);
  return { name: d.suggestedFilename(), bytes: fs.readFileSync(await d.path()) };
}

test('the plot as SVG and PNG, the LaTeX, the numbers, and a CSV of σ(2)', { timeout: 120_000 }, async () => {
  await env.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.url });
  const page = await env.newPage();
  await env.goto(page, '/eq/sigmoid?v=1&z=2');
  const sigma2 = 1 / (1 + Math.exp(-2)); // 0.8807970779778823

  const svg = await download(page, 'SVG');
  assert.equal(svg.name, 'sigmoid.svg');
  const text = svg.bytes.toString('utf8');
  assert.match(text, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  assert.match(text, /current point z = 2, σ\(z\) = 0\.880797/); // the figure at the current inputs

  const png = await download(page, 'PNG');
  assert.equal(png.name, 'sigmoid.png');
  assert.deepEqual([...png.bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'not a PNG');
  // IHDR: width and height, big-endian, at bytes 16 and 20: the figure's 480×300 at 2×.
  assert.deepEqual([png.bytes.readUInt32BE(16), png.bytes.readUInt32BE(20)], [960, 600]);

  await page.locator('.export').getByRole('button', { name: 'Copy LaTeX', exact: true }).click();
  await waitUntil(async () => (await page.textContent('#export-status')) === 'copied', { message: () => 'Copy LaTeX did not say copied' });
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), '\\sigma(z) = \\frac{1}{1 + e^{-z}}');

  await page.locator('.export').getByRole('button', { name: 'Copy with numbers', exact: true }).click();
  await waitUntil(async () => /2/.test(await page.evaluate(() => navigator.clipboard.readText())), { message: () => 'nothing copied' });
  const worked = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(worked, /\\sigma\(2\)/);
  assert.match(worked, /0\.880797/);

  const csv = (await download(page, 'CSV')).bytes.toString('utf8').trim().split('\n');
  assert.equal(csv[0], 'name,value');
  assert.equal(csv[1], 'z,2');
  const [name, value] = csv[2].split(',');
  assert.equal(name, 'output');
  assert.ok(Math.abs(Number(value) - sigma2) <= 2e-16, `output ${value}, want ${sigma2}`);

  // After a move the exports follow the inputs.
  await page.locator('section.controls input[type=number]').first().fill('-1');
  await waitUntil(async () => /0\.268941/.test(await page.textContent('#result')));
  const csv2 = (await download(page, 'CSV')).bytes.toString('utf8');
  assert.match(csv2, /^name,value\nz,-1\noutput,0\.2689414213699951\d?\n$/);
  await page.close();
});

test('a page with two figures exports both, and a matrix input as a JSON array in the CSV', { timeout: 60_000 }, async () => {
  const page = await env.newPage();
  await env.goto(page, '/eq/spearman-correlation');
  const first = page.waitForEvent('download');
  const both = [];
  page.on('download', (d) => both.push(d.suggestedFilename()));
  await page.locator('.export').getByRole('button', { name: 'SVG', exact: true }).click();
  await first;
  await waitUntil(() => both.length === 2, { message: () => `downloads: ${both}` });
  assert.deepEqual(both.sort(), ['spearman-correlation-1.svg', 'spearman-correlation-2.svg']);
  await env.goto(page, '/eq/multivariate-gaussian-pdf');
  const [d] = await Promise.all([page.waitForEvent('download'), page.locator('.export').getByRole('button', { name: 'CSV', exact: true }).click()]);
  const csv = fs.readFileSync(await d.path(), 'utf8');
  assert.match(csv, /\nSigma,"\[\[[-0-9.e,\[\]]+\]\]"\n/);
  await page.close();
});
