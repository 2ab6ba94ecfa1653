// Export (app/export.go, web/export.js): the plot as SVG and PNG, the
// LaTeX, the equation with the current numbers, and the inputs and result
// as CSV, the computation as a NumPy or Go program (run here), checked
// against values computed here.
//
//	node --test playwright/export.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
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

// runs writes program to a file in a new directory and runs cmd there;
// it returns what the program printed.
function runProgram(file, program, cmd, args, extra = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eqx-snippet-'));
  for (const [name, text] of Object.entries({ [file]: program, ...extra })) fs.writeFileSync(path.join(dir, name), text);
  try {
    return execFileSync(cmd, [...args, file], { cwd: dir, encoding: 'utf8', env: { ...process.env, GOFLAGS: '-mod=mod' } });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test('copy as code: the NumPy and the Go program of the current view print the numbers of the page', { timeout: 180_000 }, async () => {
  await env.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.url });
  const page = await env.newPage();
  await env.goto(page, '/eq/softmax?v=1&z=0.5,-1,2.25&T=2');
  // softmax((0.5, −1, 2.25) / 2), computed here.
  const z = [0.5, -1, 2.25].map((x) => x / 2);
  const m = Math.max(...z);
  const e = z.map((x) => Math.exp(x - m));
  const want = e.map((x) => x / e.reduce((a, b) => a + b));

  const copy = async (name) => {
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.locator('.export').getByRole('button', { name, exact: true }).click();
    await waitUntil(async () => (await page.evaluate(() => navigator.clipboard.readText())) !== '', { message: () => `${name} copied nothing` });
    assert.equal(await page.textContent('#export-status'), 'copied');
    return page.evaluate(() => navigator.clipboard.readText());
  };

  const py = await copy('Copy NumPy');
  assert.match(py, /^z = np\.array\(\[0\.5, -1\.0, 2\.25\]\)$/m);
  assert.match(py, /^T = 2\.0$/m);
  // NumPy prints 8 digits by default.
  const pyOut = runProgram('softmax.py', py, process.env.EQX_PYTHON || '/usr/bin/python3', []);
  const pyNums = pyOut.replace(/[[\]]/g, ' ').trim().split(/\s+/).map(Number);
  assert.equal(pyNums.length, 3, pyOut);
  pyNums.forEach((x, i) => assert.ok(Math.abs(x - want[i]) < 1e-8, `NumPy printed ${pyOut}, want ${want}`));

  const goProg = await copy('Copy Go');
  assert.match(goProg, /^\tz := \[\]float64\{0\.5, -1\.0, 2\.25\}$/m);
  const gomod = fs.readFileSync('go.mod', 'utf8').match(/gonum\.org\/v1\/gonum v\S+/)[0];
  const goOut = runProgram('main.go', goProg, 'go', ['run'], {
    'go.mod': `module snippet\n\ngo 1.24\n\nrequire ${gomod}\n`,
    'go.sum': fs.readFileSync('go.sum', 'utf8'),
  });
  // fmt.Println writes every float64 in full.
  const goNums = goOut.replace(/[[\]]/g, ' ').trim().split(/\s+/).map(Number);
  assert.equal(goNums.length, 3, goOut);
  goNums.forEach((x, i) => assert.ok(Math.abs(x - want[i]) <= 4e-16, `Go printed ${goOut}, want ${want}`));

  // An equation without a result at its inputs has nothing to copy, and says why.
  await env.goto(page, '/eq/conditional-probability?v=1&P_AB=0&P_B=0');
  await page.evaluate(() => navigator.clipboard.writeText('kept'));
  await page.locator('.export').getByRole('button', { name: 'Copy NumPy', exact: true }).click();
  await waitUntil(async () => /nothing to copy/.test(await page.textContent('#export-status')), { message: () => 'no reason given' });
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'kept');
  await page.close();
});
