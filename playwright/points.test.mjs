// Points on the plane (app/drag.go): on the first figure of a plot with
// points, a press and a drag of the mouse (or a finger, on a phone's
// width) moves a point, a click on empty
// ground adds one, a right click removes it, a click on a labelled point
// changes its class, and the presets fill the data. Where a point is, and
// where the mouse goes, is read from the numbers in the matrix's boxes and
// the figure's data-frame, not from eqx's own answer.
//
//	node --test playwright/points.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useEnv, waitUntil } from './harness.mjs';

let env;

useEnv((e) => {
  env = e;
});

// box is the number box of row i, column j (from 1) of the matrix name.
const box = (page, name, i, j) => page.getByRole('spinbutton', { name: `${name} ${i},${j}`, exact: true });

// matrix reads the matrix name from its number boxes.
async function matrix(page, name) {
  const rows = [];
  for (let i = 1; ; i++) {
    if ((await box(page, name, i, 1).count()) === 0) return rows;
    rows.push([Number(await box(page, name, i, 1).inputValue()), Number(await box(page, name, i, 2).inputValue())]);
  }
}

// client is where the data point (x, y) of the plot's first figure is on
// the screen, from the figure's data-frame (internal/plot/frame.go).
async function client(page, x, y) {
  const g = await page.evaluate(() => {
    const svg = document.querySelector('#plot svg');
    // The mouse reaches only the viewport: the worked lines above can
    // push the plot below it.
    svg.scrollIntoView({ block: 'center' });
    const r = svg.getBoundingClientRect();
    return { f: svg.getAttribute('data-frame').split(' ').map(Number), left: r.left, top: r.top, k: r.width / svg.viewBox.baseVal.width };
  });
  const [x0, x1, y0, y1, L, R, B, T] = g.f;
  const u = L + ((x - x0) / (x1 - x0)) * (R - L);
  const v = B + ((y - y0) / (y1 - y0)) * (T - B);
  return { cx: g.left + u * g.k, cy: g.top + v * g.k, unitsPerPixel: (x1 - x0) / ((R - L) * g.k) };
}

// data is the data point under the screen position (cx, cy).
async function data(page, cx, cy) {
  return page.evaluate(([cx, cy]) => {
    const svg = document.querySelector('#plot svg');
    const r = svg.getBoundingClientRect();
    const k = svg.viewBox.baseVal.width / r.width;
    const [x0, x1, y0, y1, L, R, B, T] = svg.getAttribute('data-frame').split(' ').map(Number);
    const u = (cx - r.left) * k, v = (cy - r.top) * k;
    return [x0 + ((u - L) / (R - L)) * (x1 - x0), y0 + ((v - B) / (T - B)) * (y1 - y0)];
  }, [cx, cy]);
}

test('a point is dragged, added and removed with the mouse, and the result follows', { timeout: 120_000 }, async () => {
  const page = await env.newPage();
  await env.goto(page, '/eq/pca-covariance-matrix');
  await page.locator('#plot svg[data-frame]').first().waitFor();
  const start = await matrix(page, 'X_rows');
  const result0 = await page.textContent('#result');
  assert.ok(start.length >= 3, `X_rows: ${JSON.stringify(start)}`);

  // Drag the first point by (60, −40) pixels, in steps, as a hand would.
  const [x, y] = start[0];
  const p = await client(page, x, y);
  const before = await data(page, p.cx + 60, p.cy - 40); // where the drag ends, in the frame of the press
  await page.mouse.move(p.cx, p.cy);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(p.cx + i * 5, p.cy - (i * 40) / 12);
  await page.mouse.up();
  await waitUntil(async () => (await matrix(page, 'X_rows'))[0][0] !== x, { message: async () => `the point did not move: ${JSON.stringify(await matrix(page, 'X_rows'))}` });
  const moved = await matrix(page, 'X_rows');
  const tol = 2 * p.unitsPerPixel + 0.01; // a pixel's worth, and the rounding to hundredths
  assert.ok(Math.abs(moved[0][0] - before[0]) <= tol && Math.abs(moved[0][1] - before[1]) <= tol,
    `dragged to ${JSON.stringify(moved[0])}, the mouse was at ${JSON.stringify(before)} (±${tol})`);
  assert.deepEqual(moved.slice(1), start.slice(1), 'another point moved');
  assert.notEqual(await page.textContent('#result'), result0, 'the result did not follow the drag');
  await waitUntil(async () => new URL(page.url()).search.includes('X_rows'), { message: () => `the link does not hold the moved point: ${page.url()}` });

  // Click empty ground: a point is added there.
  const empty = await client(page, -2.5, 1.5);
  const want = await data(page, empty.cx, empty.cy);
  await page.mouse.click(empty.cx, empty.cy);
  await waitUntil(async () => (await matrix(page, 'X_rows')).length === start.length + 1, { message: async () => `no point added: ${JSON.stringify(await matrix(page, 'X_rows'))}` });
  const added = (await matrix(page, 'X_rows')).at(-1);
  assert.ok(Math.abs(added[0] - want[0]) <= tol && Math.abs(added[1] - want[1]) <= tol, `added at ${JSON.stringify(added)}, clicked at ${JSON.stringify(want)}`);

  // A right click on it removes it.
  const at = await client(page, added[0], added[1]);
  await page.mouse.click(at.cx, at.cy, { button: 'right' });
  await waitUntil(async () => (await matrix(page, 'X_rows')).length === start.length, { message: async () => `not removed: ${JSON.stringify(await matrix(page, 'X_rows'))}` });
  await page.close();
});

test("a point is dragged by touch at a phone's width, and the page does not scroll", { timeout: 120_000 }, async () => {
  const page = await env.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await env.goto(page, '/eq/pca-covariance-matrix');
  await page.locator('#plot svg[data-frame]').first().waitFor();
  const start = await matrix(page, 'X_rows');
  const result0 = await page.textContent('#result');
  const [x, y] = start[0];
  const p = await client(page, x, y);
  const scroll0 = await page.evaluate(() => [scrollX, scrollY]);
  // A finger, through Chromium's input pipeline: touch events, pointer
  // events of type touch, and the page's scrolling unless the figure
  // takes the gesture (touch-action: none).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  const touch = (type, cx, cy) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: cx, y: cy }] });
  await touch('touchStart', p.cx, p.cy);
  for (let i = 1; i <= 12; i++) await touch('touchMove', p.cx + i * 3, p.cy - i * 3);
  await touch('touchEnd');
  await waitUntil(async () => (await matrix(page, 'X_rows'))[0][0] !== x, { message: async () => `the point did not move by touch: ${JSON.stringify(await matrix(page, 'X_rows'))}` });
  const moved = await matrix(page, 'X_rows');
  assert.ok(moved[0][0] > x && moved[0][1] > y, `dragged right and up by touch: ${JSON.stringify(start[0])} → ${JSON.stringify(moved[0])}`);
  assert.deepEqual(moved.slice(1), start.slice(1), 'another point moved');
  assert.notEqual(await page.textContent('#result'), result0, 'the result did not follow the touch drag');
  assert.deepEqual(await page.evaluate(() => [scrollX, scrollY]), scroll0, 'the page scrolled under the finger');
  await cdp.detach();
  await page.close();
});

test('the presets fill each class of LDA, and New draw draws again', { timeout: 120_000 }, async () => {
  const page = await env.newPage();
  await env.goto(page, '/eq/lda-within-class-scatter');
  const result0 = await page.textContent('#result');
  await page.getByRole('button', { name: 'Preset: separable' }).click();
  await waitUntil(async () => (await matrix(page, 'class_0')).length === 12, { message: async () => `class_0: ${JSON.stringify(await matrix(page, 'class_0'))}` });
  const c0 = await matrix(page, 'class_0');
  const c1 = await matrix(page, 'class_1');
  assert.equal(c1.length, 12);
  // The separable preset puts class 1 below the line x + y = 0, class 2 above.
  assert.ok(c0.every(([a, b]) => a + b < 0) && c1.every(([a, b]) => a + b > 0), `not separated by x + y = 0: ${JSON.stringify({ c0, c1 })}`);
  assert.notEqual(await page.textContent('#result'), result0);
  await page.getByRole('button', { name: /New draw of the last preset/ }).click();
  await waitUntil(async () => JSON.stringify(await matrix(page, 'class_0')) !== JSON.stringify(c0), { message: () => 'New draw drew the same points' });
  // Click empty ground with "class 2" chosen: class_1 gains the point.
  await page.selectOption('select[aria-label="Add points as"]', { label: 'class 2' });
  const n1 = (await matrix(page, 'class_1')).length;
  const g = await client(page, 0, 0);
  await page.mouse.click(g.cx, g.cy);
  await waitUntil(async () => (await matrix(page, 'class_1')).length === n1 + 1, { message: async () => `class_1 has ${(await matrix(page, 'class_1')).length} rows` });
  await page.close();
});

test('on the kNN page a click on a training point changes its class, and the query is dragged', { timeout: 120_000 }, async () => {
  const page = await env.newPage();
  await env.goto(page, '/eq/knn-classifier');
  await page.locator('#plot svg[data-frame]').first().waitFor();
  const X = await matrix(page, 'X');
  const label = (i) => page.getByRole('spinbutton', { name: `y ${i}`, exact: true }).inputValue();
  const y1 = Number(await label(1));
  const a = await client(page, X[0][0], X[0][1]);
  await page.mouse.click(a.cx, a.cy);
  await waitUntil(async () => Number(await label(1)) !== y1, { message: async () => `y 1 is still ${await label(1)}` });
  assert.deepEqual((await matrix(page, 'X'))[0], X[0], 'the click moved the point');
  // Drag the query onto the first training point's place: the
  // 1-nearest neighbour is then that point, whose class is now y 1.
  await page.getByRole('spinbutton', { name: 'k', exact: true }).fill('1');
  await page.getByRole('spinbutton', { name: 'k', exact: true }).press('Enter');
  const q = [Number(await page.getByRole('spinbutton', { name: 'query 1', exact: true }).inputValue()), Number(await page.getByRole('spinbutton', { name: 'query 2', exact: true }).inputValue())];
  const from = await client(page, q[0], q[1]);
  const to = await client(page, X[0][0] + 0.1, X[0][1] + 0.1);
  await page.mouse.move(from.cx, from.cy);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(from.cx + ((to.cx - from.cx) * i) / 10, from.cy + ((to.cy - from.cy) * i) / 10);
  await page.mouse.up();
  const want = String(await label(1));
  await waitUntil(async () => (await page.textContent('#result')).trim().endsWith(`= ${want}`), { message: async () => `result ${await page.textContent('#result')}, want class ${want} (query ${q} dragged onto ${X[0]})` });
  await page.close();
});
