// The matrix controls (app/controls_matrix.go, controls_paste.go,
// controls_image.go, image_paint.go): a small matrix has a slider per cell
// that changes the result and the plot; a pasted matrix keeps its good rows
// and names the bad ones; an image is painted with the mouse, erased with
// the right button and set by presets. The expected results are computed
// here: the eigenvalues of a 2×2 matrix from its trace and determinant,
// and a 2-D convolution by its definition.
//
//	node --test playwright/matrix.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setRange, settle, useEnv, viewState, waitUntil } from './harness.mjs';

let env;

useEnv((e) => {
  env = e;
});

// resultList reads the matrix [[…]] of the result panel.
async function resultList(page) {
  const text = await page.textContent('#result');
  const m = text.match(/\[\[.*\]\]/);
  assert.ok(m, `no matrix in the result ${text}`);
  return JSON.parse(m[0]);
}

// eigenvaluesShown reads the list after "eigenvalues" in a result text.
function eigenvaluesShown(text) {
  const m = text.match(/eigenvalues\s*(\[[^\]]*\])/);
  return m ? JSON.parse(m[1]) : [];
}

// eigenvalues2 is the eigenvalues of a real 2×2 matrix with real ones,
// largest first: (tr ± √(tr² − 4 det)) / 2.
function eigenvalues2([[a, b], [c, d]]) {
  const tr = a + d;
  const det = a * d - b * c;
  const r = Math.sqrt(tr * tr - 4 * det);
  return [(tr + r) / 2, (tr - r) / 2];
}

// convolve2D is the valid 2-D convolution of x by the filter w, flipped as
// in A = X ⋆ W: A[i][j] = Σ_s Σ_t w[s][t] x[i + kh − 1 − s][j + kw − 1 − t].
function convolve2D(x, w) {
  const kh = w.length;
  const kw = w[0].length;
  const out = [];
  for (let i = 0; i + kh <= x.length; i++) {
    const row = [];
    for (let j = 0; j + kw <= x[0].length; j++) {
      let s = 0;
      for (let a = 0; a < kh; a++) for (let b = 0; b < kw; b++) s += w[a][b] * x[i + kh - 1 - a][j + kw - 1 - b];
      row.push(s);
    }
    out.push(row);
  }
  return out;
}

// gridValues reads the matrix name from its number boxes ("X 1,2").
function gridValues(page, name) {
  return page.evaluate((name) => {
    const m = [];
    for (const el of document.querySelectorAll('input[type="number"][aria-label]')) {
      const match = el.getAttribute('aria-label').match(/^(.+) (\d+),(\d+)$/);
      if (!match || match[1] !== name) continue;
      const i = Number(match[2]) - 1;
      const j = Number(match[3]) - 1;
      (m[i] ??= [])[j] = Number(el.value);
    }
    return m;
  }, name);
}

// open loads an equation page with its default inputs: the pages of one
// test file share their local storage, where a page keeps its last inputs.
async function open(page, path) {
  await env.goto(page, path);
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await waitUntil(async () => !page.url().includes('?'), { message: () => `after Reset the link is ${page.url()}` });
  await settle(page); // the controls are rendered again over two updates
  await settle(page);
}

const close = (a, b) => Math.abs(a - b) <= 1e-5 * Math.max(1, Math.abs(b));

test('a cell slider of the eigendecomposition changes the eigenvalues and the plot', async () => {
  const page = await env.newPage();
  await open(page, '/eq/eigendecomposition');
  // A = [[4, 2], [1, 3]] has λ = 5, 2.
  assert.deepEqual(eigenvaluesShown((await viewState(page)).result), [5, 2]);
  const slider = page.getByRole('slider', { name: 'A 1,2', exact: true });
  const box = page.getByRole('spinbutton', { name: 'A 1,2', exact: true });
  assert.equal(await slider.count(), 1, 'one slider named A 1,2');
  assert.equal(await box.inputValue(), '2');
  const before = await viewState(page);
  // A = [[4, 0.5], [1, 3]]: tr 7, det 11.5, λ = (7 ± √3) / 2.
  await setRange(slider, 0.5);
  await waitUntil(async () => (await box.inputValue()) === '0.5', { message: async () => `the box shows ${await box.inputValue()}` });
  await waitUntil(async () => (await viewState(page)).result !== before.result);
  const after = await viewState(page);
  assert.notEqual(after.plot, before.plot, 'the plot did not change');
  const shown = eigenvaluesShown(after.result);
  const want = eigenvalues2([[4, 0.5], [1, 3]]);
  assert.ok(shown.length === 2 && shown.every((v, i) => close(v, want[i])), `eigenvalues ${shown}, want ${want}`);
  // The other cells keep their sliders, each named after its cell.
  for (const name of ['A 1,1', 'A 2,1', 'A 2,2']) {
    assert.equal(await page.getByRole('slider', { name, exact: true }).count(), 1, name);
  }
  await page.close();
});

test('a pasted matrix keeps its good rows and names the bad ones', async () => {
  const page = await env.newPage();
  await open(page, '/eq/eigendecomposition');
  await page.getByText('Paste A', { exact: true }).click();
  const text = page.getByRole('textbox', { name: 'Paste A', exact: true });
  assert.equal(await text.inputValue(), '4 2\n1 3', 'the box starts with the matrix');
  const pasted = '1, 2\n3, x\n4, 5';
  await text.fill(pasted);
  // The good rows make A = [[1, 2], [4, 5]]: tr 6, det −3, λ = 3 ± √12.
  const want = eigenvalues2([[1, 2], [4, 5]]);
  await waitUntil(async () => eigenvaluesShown(await page.textContent('#result')).every((v, i) => close(v, want[i])), {
    message: async () => `result ${await page.textContent('#result')}`,
  });
  const problems = page.locator('.matrix-paste [role="alert"]');
  assert.equal((await problems.textContent()).trim(), 'row 2: column 2: "x" is not a number');
  assert.deepEqual(await gridValues(page, 'A'), [[1, 2], [4, 5]]);
  assert.equal(await text.inputValue(), pasted, 'the text stays as typed');
  assert.match(await page.locator('.matrix-paste .databox-count').textContent(), /2 good rows: A is now 2 × 2/);

  // A row of another width is named with the row that set the width; a
  // matrix taller than A may be (6 rows) is not used, with a message.
  await text.fill('1 2\n3 4 5\n6 7');
  await waitUntil(async () => /row 2: 3 numbers, but row 1 has 2/.test(await problems.textContent()));
  const seven = Array.from({ length: 7 }, (_, i) => `${i} ${i + 1}`).join('\n');
  await text.fill(seven);
  await waitUntil(async () => /A takes at most 6 rows; the good rows are 7/.test(await page.locator('.matrix-paste .databox-count').textContent()));
  assert.deepEqual(await gridValues(page, 'A'), [[1, 2], [6, 7]], 'A keeps the last matrix used');
  await page.close();
});

test('painting the image of the 2-D convolution changes its input, result and plot', async () => {
  const page = await env.newPage();
  await open(page, '/eq/convolution-2d');
  const W = [[1, 2, 0], [0, 1, 0], [-1, 0, 3]];
  const X0 = [[1, 2, 0, 1, 3], [0, 1, 3, 1, 0], [2, 0, 1, 2, 1], [1, 3, 0, 0, 2], [0, 1, 2, 3, 1]];
  assert.deepEqual(await resultList(page), convolve2D(X0, W), 'the default result');
  await page.getByText('Numbers', { exact: true }).click(); // the grid, to read X back
  const picture = page.locator('.picture[data-paint="X"]');
  const box = await picture.boundingBox();
  const cell = box.width / 5;
  const at = (i, j) => [box.x + cell * (j + 0.5), box.y + cell * (i + 0.5)];
  const before = await viewState(page);

  // A stroke along the first row, with the brush at black (3).
  await page.mouse.move(...at(0, 0));
  await page.mouse.down();
  await page.mouse.move(...at(0, 4), { steps: 6 });
  await page.mouse.up();
  const X1 = X0.map((r) => [...r]);
  X1[0] = [3, 3, 3, 3, 3];
  await waitUntil(async () => JSON.stringify(await gridValues(page, 'X')) === JSON.stringify(X1), {
    message: async () => `X is ${JSON.stringify(await gridValues(page, 'X'))}`,
  });
  assert.deepEqual(await resultList(page), convolve2D(X1, W));
  const after = await viewState(page);
  assert.notEqual(after.plot, before.plot, 'the plot did not change');
  assert.equal(await picture.locator('.px').first().getAttribute('title'), 'X 1,1 = 3');

  // The right button paints white (0), down the last column.
  await page.mouse.move(...at(0, 4));
  await page.mouse.down({ button: 'right' });
  await page.mouse.move(...at(4, 4), { steps: 6 });
  await page.mouse.up({ button: 'right' });
  const X2 = X1.map((r) => [...r]);
  for (const r of X2) r[4] = 0;
  await waitUntil(async () => JSON.stringify(await gridValues(page, 'X')) === JSON.stringify(X2), {
    message: async () => `X is ${JSON.stringify(await gridValues(page, 'X'))}`,
  });
  assert.deepEqual(await resultList(page), convolve2D(X2, W));

  // A grey brush paints its value: grey is the middle of [0, 3].
  await page.getByLabel('Brush for X').selectOption({ label: 'grey (1.5)' });
  await page.mouse.click(...at(2, 2));
  const X3 = X2.map((r) => [...r]);
  X3[2][2] = 1.5;
  await waitUntil(async () => JSON.stringify(await gridValues(page, 'X')) === JSON.stringify(X3));
  assert.deepEqual(await resultList(page), convolve2D(X3, W));
  await page.close();
});

test('the presets and the size selector set the image', async () => {
  const page = await env.newPage();
  await open(page, '/eq/convolution-2d');
  await page.getByText('Numbers', { exact: true }).click();
  // The middle 3 × 3 of the 5 × 5 image in ink (3), the rest paper (0).
  await page.getByRole('button', { name: 'square preset for X' }).click();
  const square = [0, 1, 2, 3, 4].map((i) => [0, 1, 2, 3, 4].map((j) => (i >= 1 && i <= 3 && j >= 1 && j <= 3 ? 3 : 0)));
  await waitUntil(async () => JSON.stringify(await gridValues(page, 'X')) === JSON.stringify(square));
  assert.deepEqual(await resultList(page), convolve2D(square, [[1, 2, 0], [0, 1, 0], [-1, 0, 3]]));
  // The digit needs 7 × 7: the image grows to it.
  await page.getByRole('button', { name: 'digit preset for X' }).click();
  await waitUntil(async () => (await page.getByLabel('Size of X').inputValue()) === '7×7');
  assert.equal(await page.locator('.picture[data-paint="X"] .px').count(), 49);
  assert.deepEqual((await gridValues(page, 'X'))[6], [3, 3, 3, 3, 3, 3, 3], 'the foot of the 2');
  // A bigger size redraws the picture: 7 → 16 keeps the foot in the last rows.
  await page.getByLabel('Size of X').selectOption('16×16');
  await waitUntil(async () => (await page.locator('.picture[data-paint="X"] .px').count()) === 256);
  const X = await gridValues(page, 'X');
  assert.equal(X.length, 16);
  assert.deepEqual(X[15], Array(16).fill(3));
  assert.equal((await resultList(page)).length, 14, 'a 16 × 16 image and a 3 × 3 filter give 14 rows');
  await page.getByRole('button', { name: 'clear preset for X' }).click();
  await waitUntil(async () => (await gridValues(page, 'X')).every((r) => r.every((v) => v === 0)));
  await page.close();
});
