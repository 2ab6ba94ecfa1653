// The per-head editor of multi-head attention (app/controls_heads.go):
// W_Q, W_K and W_V are lists of matrices, one per head, edited a head at a
// time. Selecting head 2, moving a cell's slider and typing into a cell's
// box change the result and the URL and leave head 1 as it was; bad JSON
// pasted into the "Edit as JSON" box gives a message naming the input and
// keeps the last good value. The expected result is computed here, by the
// definition of multi-head attention.
//
//	node --test playwright/heads.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setRange, settle, useEnv, waitUntil } from './harness.mjs';

let env;

useEnv((e) => {
  env = e;
});

const matmul = (a, b) => a.map((row) => b[0].map((_, j) => row.reduce((s, x, k) => s + x * b[k][j], 0)));
const transpose = (a) => a[0].map((_, j) => a.map((row) => row[j]));
const softmaxRows = (a) =>
  a.map((row) => {
    const m = Math.max(...row);
    const e = row.map((x) => Math.exp(x - m));
    const s = e.reduce((x, y) => x + y, 0);
    return e.map((x) => x / s);
  });

// multiHead is Concat(head_1, …, head_h) W_O with head_i =
// softmax(Q W_i^Q (K W_i^K)ᵀ / √d_k) V W_i^V.
function multiHead({ Q, K, V, W_Q, W_K, W_V, W_O }) {
  const heads = W_Q.map((wq, i) => {
    const q = matmul(Q, wq);
    const k = matmul(K, W_K[i]);
    const dk = wq[0].length;
    const scores = matmul(q, transpose(k)).map((row) => row.map((x) => x / Math.sqrt(dk)));
    return matmul(softmaxRows(scores), matmul(V, W_V[i]));
  });
  const concat = Q.map((_, r) => heads.flatMap((h) => h[r]));
  return matmul(concat, W_O);
}

// The spec's default inputs (equations/attention_transformer.go).
const defaults = () => ({
  Q: [[1, 0], [0, 1], [1, 1]],
  K: [[1, 0], [0, 1], [1, 1]],
  V: [[1, 0], [0, 1], [1, 1]],
  W_Q: [[[1], [0]], [[0], [1]]],
  W_K: [[[1], [1]], [[1], [-1]]],
  W_V: [[[1], [0]], [[0], [1]]],
  W_O: [[1, 0.5], [-0.5, 1]],
});

async function resultList(page) {
  const text = await page.textContent('#result');
  const m = text.match(/\[\[.*\]\]/);
  return m ? JSON.parse(m[0]) : null;
}

const close = (a, b) => a.length === b.length && a.every((row, i) => row.every((x, j) => Math.abs(x - b[i][j]) <= 1e-5 * Math.max(1, Math.abs(b[i][j]))));

// shows waits until the result is the multi-head attention of inputs.
async function shows(page, inputs) {
  const want = multiHead(inputs);
  await waitUntil(async () => {
    const got = await resultList(page);
    return got && close(got, want);
  }, { message: async () => `result ${await page.textContent('#result')}, want ${JSON.stringify(want)}` });
}

// linked reads the JSON of the input name from the page's URL.
const linked = (page, name) => {
  const v = new URL(page.url()).searchParams.get(name);
  return v === null ? null : JSON.parse(v);
};

async function open(page) {
  await env.goto(page, '/eq/multi-head-attention');
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await waitUntil(async () => !page.url().includes('?'), { message: () => `after Reset the link is ${page.url()}` });
  await settle(page);
  await settle(page);
}

test('head 2 of W_Q and W_K is edited by its slider and box; head 1 stays', async () => {
  const page = await env.newPage();
  await open(page);
  const inputs = defaults();
  await shows(page, inputs);
  // Head 1 is shown first: its cell W_Q (1,1) is 1.
  assert.equal(await page.getByRole('spinbutton', { name: 'W_Q head 1 1,1', exact: true }).inputValue(), '1');
  await page.getByRole('tab', { name: 'Show head 2 of W_Q', exact: true }).click();
  const slider = page.getByRole('slider', { name: 'W_Q head 2 1,1', exact: true });
  await slider.waitFor();
  // The heads move together: W_K shows its head 2 too.
  assert.equal(await page.getByRole('tab', { name: 'Show head 2 of W_K', exact: true }).getAttribute('aria-selected'), 'true');
  assert.equal(await page.getByRole('spinbutton', { name: 'W_Q head 1 1,1', exact: true }).count(), 0, 'head 1 is not shown');

  await setRange(slider, 0.5);
  inputs.W_Q[1][0][0] = 0.5;
  const box = page.getByRole('spinbutton', { name: 'W_Q head 2 1,1', exact: true });
  await waitUntil(async () => (await box.inputValue()) === '0.5', { message: async () => `the box shows ${await box.inputValue()}` });
  await shows(page, inputs);
  await waitUntil(() => linked(page, 'W_Q') !== null, { message: () => `the link is ${page.url()}` });
  assert.deepEqual(linked(page, 'W_Q'), inputs.W_Q, 'the link holds W_Q with head 1 as it was');

  const kbox = page.getByRole('spinbutton', { name: 'W_K head 2 2,1', exact: true });
  await kbox.fill('2');
  inputs.W_K[1][1][0] = 2;
  await shows(page, inputs);
  await waitUntil(() => JSON.stringify(linked(page, 'W_K')) === JSON.stringify(inputs.W_K), { message: () => `the link is ${page.url()}` });

  // Head 1 of both is as it was.
  await page.getByRole('tab', { name: 'Show head 1 of W_K', exact: true }).click();
  const q11 = page.getByRole('spinbutton', { name: 'W_Q head 1 1,1', exact: true });
  await q11.waitFor();
  assert.equal(await q11.inputValue(), '1');
  assert.equal(await page.getByRole('spinbutton', { name: 'W_K head 1 2,1', exact: true }).inputValue(), '1');
  // The JSON box shows the whole value, a head a line.
  await page.getByText('Edit W_Q as JSON', { exact: true }).click();
  assert.equal(await page.getByRole('textbox', { name: 'W_Q', exact: true }).inputValue(), '[\n  [[1], [0]],\n  [[0.5], [1]]\n]');
  await page.close();
});

test('bad JSON for W_Q gives a message naming it and keeps the last good value', async () => {
  const page = await env.newPage();
  await open(page);
  const inputs = defaults();
  await shows(page, inputs);
  await page.getByText('Edit W_Q as JSON', { exact: true }).click();
  const text = page.getByRole('textbox', { name: 'W_Q', exact: true });
  const alert = page.locator('.matrices [role="alert"]');

  await text.fill('[[[1], [0]], [[0, 1]');
  await waitUntil(async () => /^W_Q: not valid JSON yet$/.test((await alert.textContent())?.trim() ?? ''));
  const ragged = '[[[1], [0]], [[0, 1], [1, 0]]]';
  await text.fill(ragged);
  await waitUntil(async () => (await alert.textContent())?.trim() === 'input "W_Q": head 2 is 2 × 2 but head 1 is 2 × 1; every head has the same shape', {
    message: async () => `alert ${await alert.textContent()}`,
  });
  assert.equal(await text.inputValue(), ragged, 'the text stays as typed');
  await shows(page, inputs); // the last good value is used
  assert.equal(linked(page, 'W_Q'), null, 'the link keeps the default W_Q');
  assert.equal(await page.getByRole('spinbutton', { name: 'W_Q head 1 1,1', exact: true }).inputValue(), '1');

  // A good value is taken, and its grid shown.
  await text.fill('[[[2], [0]], [[0], [1]]]');
  inputs.W_Q[0][0][0] = 2;
  await shows(page, inputs);
  await waitUntil(async () => (await alert.count()) === 0);
  assert.equal(await page.getByRole('spinbutton', { name: 'W_Q head 1 1,1', exact: true }).inputValue(), '2');
  await page.close();
});

test('"+ head" adds a head to W_Q, W_K and W_V; the result names what no longer fits', async () => {
  const page = await env.newPage();
  await open(page);
  await page.getByRole('button', { name: 'Add a head to W_K', exact: true }).click();
  // The new head is shown, in each.
  for (const name of ['W_Q', 'W_K', 'W_V']) {
    const tab = page.getByRole('tab', { name: `Show head 3 of ${name}`, exact: true });
    await tab.waitFor();
    assert.equal(await tab.getAttribute('aria-selected'), 'true', name);
  }
  // Three heads do not divide d_model = 2: the result says so.
  await waitUntil(async () => /h = 3 heads do not divide d_model = 2/.test(await page.textContent('#result')), {
    message: async () => `result ${await page.textContent('#result')}`,
  });
  await page.getByRole('button', { name: 'Remove the last head from W_Q', exact: true }).click();
  await shows(page, defaults());
  await page.close();
});
