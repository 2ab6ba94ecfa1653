// The update rules step, play, pause and reset (app/iterate.go): the step
// writes the update's result back into the inputs, the count and the loss
// follow, Reset gives back the inputs before the first step, and a hand
// edit starts a new run. The loss of logistic regression is checked
// against a value computed here.
//
//	node --test playwright/iterate.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useEnv, waitUntil } from './harness.mjs';

let env;

useEnv((e) => {
  env = e;
});

const ITERATIVE = ['perceptron-update', 'logistic-regression-gd-step', 'svm-subgradient-step', 'two-layer-nn-sgd-update', 'gradient-descent', 'gan-minimax', 'rnn-encoder-state', 'rnn-decoder-state'];

const status = (page) => page.textContent('#iter-status');
const steps = async (page) => Number((await status(page)).match(/^step (\d+)/)[1]);
const button = (page, name) => page.locator('.iterate').getByRole('button', { name, exact: true });

test('every update rule steps, plays, pauses and resets', { timeout: 240_000 }, async () => {
  const page = await env.newPage();
  for (const id of ITERATIVE) {
    await env.goto(page, `/eq/${id}`);
    assert.equal(await status(page), 'step 0', id);
    assert.ok(await button(page, 'Reset').isDisabled(), `${id}: Reset before any step`);
    const result0 = await page.textContent('#result');
    const url0 = page.url();

    await button(page, 'Step').click();
    await waitUntil(async () => /^step 1\b/.test(await status(page)), { message: async () => `${id}: after Step: ${await status(page)}` });
    assert.notEqual(await page.textContent('#result'), result0, `${id}: the step changed nothing`);
    assert.equal(await page.locator('svg.iter-history[role=img]').count(), 1, `${id}: no history plot`);

    await button(page, 'Play').click();
    await waitUntil(async () => (await steps(page)) >= 6 || /stopped/.test(await status(page)), { timeout: 20_000, message: async () => `${id}: playing: ${await status(page)}` });
    if (!/stopped/.test(await status(page))) {
      await button(page, 'Pause').click();
      await button(page, 'Play').waitFor();
      const paused = await steps(page);
      await page.waitForTimeout(300);
      assert.equal(await steps(page), paused, `${id}: steps went on after Pause`);
    }

    await button(page, 'Reset').click();
    await waitUntil(async () => (await status(page)) === 'step 0', { message: async () => `${id}: after Reset: ${await status(page)}` });
    await waitUntil(async () => (await page.textContent('#result')) === result0, { message: async () => `${id}: Reset did not give back the first result` });
    assert.equal(await page.locator('.iter-history').count(), 0, `${id}: a history after Reset`);
    await waitUntil(async () => page.url() === url0, { message: () => `${id}: the link after Reset is ${page.url()}, was ${url0}` });
  }
  // An equation that is not an update rule has no run bar.
  await env.goto(page, '/eq/softmax');
  assert.equal(await page.locator('.iterate').count(), 0);
  await page.close();
});

test('the loss of logistic regression follows the steps, and a hand edit starts a new run', { timeout: 120_000 }, async () => {
  const page = await env.newPage();
  await env.goto(page, '/eq/logistic-regression-gd-step');
  await button(page, 'Step').click();
  await waitUntil(async () => /^step 1\b/.test(await status(page)));
  // After one step from the defaults (X = [[1,2],[2,0],[0,1]], y = [1,0,1],
  // w = [0.3, −0.2], b = 0.1, α = 0.5), the mean cross-entropy at the new
  // weights, computed here.
  const X = [[1, 2], [2, 0], [0, 1]];
  const y = [1, 0, 1];
  let w = [0.3, -0.2];
  let b = 0.1;
  const sig = (z) => 1 / (1 + Math.exp(-z));
  const a = X.map((x) => sig(w[0] * x[0] + w[1] * x[1] + b));
  w = w.map((wj, j) => wj - 0.5 * X.reduce((s, x, i) => s + (a[i] - y[i]) * x[j], 0));
  b -= 0.5 * a.reduce((s, ai, i) => s + ai - y[i], 0);
  const J = X.reduce((s, x, i) => {
    const p = sig(w[0] * x[0] + w[1] * x[1] + b);
    return s - (y[i] * Math.log(p) + (1 - y[i]) * Math.log(1 - p));
  }, 0) / 3;
  const shown = Number((await status(page)).match(/= (\S+)$/)[1]);
  assert.ok(Math.abs(shown - J) <= 1e-5 * J, `loss shown ${shown}, want ${J}`);

  // Editing α by hand: the next step starts a new run from there.
  const alpha = page.locator('section.controls input[type=number][aria-label="alpha"]');
  await alpha.fill('0.1');
  await alpha.press('Enter');
  await waitUntil(async () => (await status(page)) === 'step 0', { message: async () => `after a hand edit: ${await status(page)}` });
  await button(page, 'Step').click();
  await waitUntil(async () => /^step 1\b/.test(await status(page)), { message: async () => `new run: ${await status(page)}` });
  await page.close();
});
