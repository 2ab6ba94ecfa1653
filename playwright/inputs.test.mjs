// Typed values: a bad value shows an alert naming the parameter and keeps
// what was typed, the page keeps working, and a good value recovers. Also
// the vector and choice controls.
//
// Chromium does not let a user type letters such as "abc" into an
// <input type=number> at all (the keys are dropped), so the bad values here
// are those a user can type: "1e999" (a number too large: the input's
// validity.badInput is true and its .value is "") and, for sigma, "-1"
// (a number outside the parameter's domain).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { moveFirstSlider, resultState, useEnv, waitUntil } from './harness.mjs';

let env;

useEnv((e) => {
  env = e;
});

const withPage = (path, fn) => env.withPage(path, fn);

// alertTexts returns the texts of the visible role=alert elements, read in
// one step inside the page: counting them first and reading each after
// would race with a re-render that removes one in between (the read then
// waits for an element that is gone).
async function alertTexts(page) {
  const texts = await page.evaluate(() =>
    [...document.querySelectorAll('[role="alert"]')]
      .filter((el) => el.offsetParent !== null || el.getClientRects().length > 0)
      .map((el) => el.innerText.trim()),
  );
  return texts.filter((t) => t !== '');
}

async function expectAlertNaming(page, name, what) {
  let texts = [];
  await waitUntil(
    async () => {
      texts = await alertTexts(page);
      return texts.some((t) => t.includes(name));
    },
    { message: () => `${what}: no role=alert naming ${JSON.stringify(name)}; alerts: ${JSON.stringify(texts)}` },
  );
}

async function expectNoAlert(page, what) {
  let texts = [];
  await waitUntil(
    async () => {
      texts = await alertTexts(page);
      return texts.length === 0;
    },
    { message: () => `${what}: alerts remain: ${JSON.stringify(texts)}` },
  );
}

async function expectResult(page, check, what) {
  let s;
  return waitUntil(
    async () => {
      s = await resultState(page);
      return s.result && !s.resultError && check(s) ? s : null;
    },
    { message: () => `${what}: result ${JSON.stringify(s?.result)} (error shown: ${s?.resultError}), plot ${JSON.stringify(s?.plotLabel)}` },
  );
}

// typed reports whether a number input still holds what the user typed:
// for a value the browser cannot parse (badInput) .value reads "", so
// badInput is the sign that the text was kept.
function keeps(input, text) {
  return input.evaluate((el, t) => el.value === t || (el.validity && el.validity.badInput), text);
}

test('sigmoid: a number too large for z shows an alert naming z, and a good value recovers', async () => {
  await withPage('/eq/sigmoid', async (page) => {
    const z = page.getByRole('spinbutton', { name: 'z', exact: true });
    assert.equal(await z.count(), 1, 'one number input named z');
    assert.equal(await page.getByRole('slider', { name: 'z', exact: true }).count(), 1, 'one slider named z');
    assert.deepEqual(await alertTexts(page), [], 'no alert before any input');
    const before = await resultState(page);

    await z.fill('1e999');
    await expectAlertNaming(page, 'z', 'after typing 1e999 into z');
    assert.ok(await keeps(z, '1e999'), 'the typed text stays in the input');
    const during = await resultState(page);
    assert.ok(during.result !== null, 'the result region is still there');

    await z.fill('2');
    await expectNoAlert(page, 'after typing 2 into z');
    const s = await expectResult(page, (s) => s.result.includes('0.8807'), 'σ(2) = 0.880797 after typing 2 into z');
    assert.notEqual(s.result, before.result);
    assert.equal(await z.inputValue(), '2', 'the number input shows 2');

    // And the page still works with the slider.
    await moveFirstSlider(page);
  });
});

test('gaussian-pdf: sigma = -1 shows an alert naming sigma, and a good value recovers', async () => {
  await withPage('/eq/gaussian-pdf', async (page) => {
    const sigma = page.getByRole('spinbutton', { name: 'sigma', exact: true });
    assert.equal(await sigma.count(), 1, 'one number input named sigma');
    const before = await resultState(page);

    await sigma.fill('-1');
    await expectAlertNaming(page, 'sigma', 'after typing -1 into sigma');
    assert.equal(await sigma.inputValue(), '-1', 'the typed text stays in the input');

    await sigma.fill('1e999');
    await expectAlertNaming(page, 'sigma', 'after typing 1e999 into sigma');
    assert.ok(await keeps(sigma, '1e999'), 'the typed text stays in the input');

    await sigma.fill('2');
    await expectNoAlert(page, 'after typing 2 into sigma');
    // p(1 | 0, 2²) = 0.176033
    await expectResult(page, (s) => s.result !== before.result && s.result.includes('0.176'), 'p(1) with sigma 2');
    assert.equal(await sigma.inputValue(), '2');
  });
});

test('softmax: entries can be added, removed and mistyped', async () => {
  await withPage('/eq/softmax', async (page) => {
    const n = async () => page.getByRole('slider', { name: /^z \d+$/ }).count();
    const start = await n();
    assert.ok(start >= 2, `softmax starts with several entries of z (found ${start})`);
    for (let i = 1; i <= start; i++) {
      assert.equal(await page.getByRole('slider', { name: `z ${i}`, exact: true }).count(), 1, `a slider named "z ${i}"`);
      assert.equal(await page.getByRole('spinbutton', { name: `z ${i}`, exact: true }).count(), 1, `a number input named "z ${i}"`);
    }
    assert.equal(await page.getByRole('slider', { name: 'T', exact: true }).count(), 1, 'a slider named T');

    const before = await resultState(page);
    await page.getByRole('button', { name: 'Add entry to z', exact: true }).click();
    await waitUntil(async () => (await n()) === start + 1, { message: async () => `z has ${await n()} entries after Add, not ${start + 1}` });
    assert.equal(await page.getByRole('spinbutton', { name: `z ${start + 1}`, exact: true }).count(), 1);
    const added = await expectResult(page, (s) => s.result !== before.result, 'the result after adding an entry');

    await page.getByRole('button', { name: 'Remove last entry from z', exact: true }).click();
    await waitUntil(async () => (await n()) === start, { message: async () => `z has ${await n()} entries after Remove, not ${start}` });
    await expectResult(page, (s) => s.result !== added.result, 'the result after removing the entry');

    const z2 = page.getByRole('spinbutton', { name: 'z 2', exact: true });
    await z2.fill('1e999');
    await expectAlertNaming(page, 'z', 'after typing 1e999 into z 2');
    await z2.fill('0');
    await expectNoAlert(page, 'after typing 0 into z 2');
    await expectResult(page, () => true, 'the result after typing 0 into z 2');
  });
});

test('choice parameters are selects that change the result', async () => {
  for (const [id, name] of [
    ['entropy', 'base'],
    ['binary-cross-entropy', 'reduction'],
  ]) {
    await withPage(`/eq/${id}`, async (page) => {
      const select = page.getByRole('combobox', { name, exact: true });
      assert.equal(await select.count(), 1, `${id}: a select named ${name}`);
      const options = await select.evaluate((el) => [...el.options].map((o) => o.value));
      const current = await select.inputValue();
      const other = options.find((o) => o !== current);
      assert.ok(other !== undefined, `${id}: ${name} offers another option than ${current}: ${options}`);
      const before = await resultState(page);
      await select.selectOption(other);
      await expectResult(page, (s) => s.result !== before.result, `${id}: the result after choosing ${name} = ${other}`);
    });
  }
});

// A related-equation link opens the other equation in the same page
// component: its controls must drive it, not the previous equation (go-app
// keeps event handlers across updates, whatever their closures captured).
test('after a related-equation link, typing and sliding drive the new equation', async () => {
  await withPage('/eq/sigmoid', async (page) => {
    await page.locator('a[href="/eq/tanh"]').first().click();
    await page.waitForURL(/\/eq\/tanh$/);
    const x = page.getByRole('spinbutton', { name: 'x', exact: true });
    await waitUntil(async () => (await x.count()) === 1, { message: () => 'a number input named x on /eq/tanh' });
    await x.fill('2');
    // tanh(2) = 0.964028
    await expectResult(page, (s) => s.result.includes('0.964028'), 'tanh(2) after typing 2 into x');
    await expectNoAlert(page, 'after typing 2 into x');
    const slider = page.getByRole('slider', { name: 'x', exact: true });
    await slider.evaluate((el) => {
      el.value = '-1';
      el.dispatchEvent(new Event('input', { bubbles: true }));
    });
    // tanh(-1) = -0.761594
    await expectResult(page, (s) => s.result.includes('-0.761594'), 'tanh(-1) after sliding x to -1');
  });
});

test('hamming-distance: clicking a bit flips it, marks the mismatch and updates the distance', async () => {
  await withPage('/eq/hamming-distance', async (page) => {
    // x = [1, 0, 1, 1, 0, 1], y = [0, 0, 1, 0, 0, 1]: mismatches at 1 and 4.
    await expectResult(page, (s) => /= 2$/.test(s.result), 'd_H = 2 at the defaults');
    const bit2 = page.getByRole('button', { name: /^x bit 2\b/ });
    assert.equal(await bit2.getAttribute('aria-pressed'), 'false');
    await bit2.click();
    await expectResult(page, (s) => /= 3$/.test(s.result), 'd_H = 3 after flipping bit 2 of x');
    await waitUntil(async () => (await page.getByRole('button', { name: /^x bit 2\b/ }).getAttribute('aria-pressed')) === 'true', {
      message: () => 'x bit 2 shows as set',
    });
    assert.match(await page.getByRole('button', { name: /^x bit 2\b/ }).getAttribute('title'), /differs/);
    assert.equal(await page.getByRole('textbox', { name: 'x', exact: true }).inputValue(), '[1, 1, 1, 1, 0, 1]');
    // The keyboard works too: y bit 2 set as well, the mismatch is gone.
    await page.getByRole('button', { name: /^y bit 2\b/ }).focus();
    await page.keyboard.press('Enter');
    await expectResult(page, (s) => /= 2$/.test(s.result), 'd_H = 2 after setting bit 2 of y');
    // The controls are rendered on go-app's next frame, after the result.
    await waitUntil(async () => !/differs/.test(await page.getByRole('button', { name: /^x bit 2\b/ }).getAttribute('title')), {
      message: () => 'x bit 2 no longer marked as differing',
    });
  });
});

test('multivariate-gaussian-pdf: the σ₁, σ₂ and ρ sliders set the covariance', async () => {
  await withPage('/eq/multivariate-gaussian-pdf', async (page) => {
    const value = async (name) => Number(await page.getByRole('spinbutton', { name, exact: true }).inputValue());
    const setSlider = (name, v) =>
      page.getByRole('slider', { name, exact: true }).evaluate((el, v) => {
        el.value = String(v);
        el.dispatchEvent(new Event('input', { bubbles: true }));
      }, v);
    await setSlider('ρ of Sigma', 0);
    await setSlider('σ₁ of Sigma', 2);
    await setSlider('σ₂ of Sigma', 0.5);
    await waitUntil(async () => (await value('Sigma 1,2')) === 0 && (await value('Sigma 1,1')) === 4 && (await value('Sigma 2,2')) === 0.25, {
      message: () => 'Σ = diag(4, 0.25) after ρ = 0, σ₁ = 2, σ₂ = 0.5',
    });
    const [x1, x2, m1, m2] = [await value('x 1'), await value('x 2'), await value('mu 1'), await value('mu 2')];
    // N(x | μ, diag(σ₁², σ₂²)) = exp(−((x₁−μ₁)²/σ₁² + (x₂−μ₂)²/σ₂²)/2) / (2π σ₁ σ₂)
    const want = Math.exp(-0.5 * ((x1 - m1) ** 2 / 4 + (x2 - m2) ** 2 / 0.25)) / (2 * Math.PI * 2 * 0.5);
    await expectResult(page, (s) => Math.abs(Number(s.result.split('= ').pop()) - want) <= 1e-5 * want, `p(x) = ${want}`);
    // A correlation tilts: Σ₁₂ = ρσ₁σ₂.
    await setSlider('ρ of Sigma', 0.5);
    await waitUntil(async () => (await value('Sigma 1,2')) === 0.5 && (await value('Sigma 2,1')) === 0.5, {
      message: () => 'Σ₁₂ = Σ₂₁ = 0.5 · 2 · 0.5 after ρ = 0.5',
    });
  });
});
