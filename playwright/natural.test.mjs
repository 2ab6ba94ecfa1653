// Issue 16 on the page: the fixed values at the edges (Jensen–Shannon of
// very unequal entries, the GAN value with a steep discriminator), and the
// inputs a user naturally gives (sets of words, a list for an activation,
// precision from the matrix whose unused counts do not matter), typed and
// clicked as a user does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resultState, useEnv, waitUntil } from './harness.mjs';

let env;

useEnv((e) => {
  env = e;
});

const withPage = (path, fn) => env.withPage(path, fn);

// expectResult waits until the result region shows no error and its text
// passes check.
async function expectResult(page, check, what) {
  let s;
  return waitUntil(
    async () => {
      s = await resultState(page);
      return s.result && !s.resultError && check(s.result) ? s : null;
    },
    { message: () => `${what}: result ${JSON.stringify(s?.result)} (error shown: ${s?.resultError})` },
  );
}

test('js-divergence: an entry 1e20 times smaller than its counterpart is not 0', async () => {
  await withPage('/eq/js-divergence?v=1&P=1,1e-20&Q=0.5,0.5', async (page) => {
    // 0.2157615543388357 (mpmath); eqx answered 0 before the fix.
    await expectResult(page, (r) => r.includes('0.215762'), 'JS([1, 1e-20] ‖ [½, ½])');
  });
});

test('gan-minimax: the value with a steep logistic discriminator', async () => {
  const q = new URLSearchParams({ v: '1', mu_data: '2', sigma_data: '3', mu_g: '-2', sigma_g: '3', D: 'logistic σ(wx + c)', w: '5', c: '0' });
  await withPage(`/eq/gan-minimax?${q}`, async (page) => {
    // −4.603453901959655 (a semi-analytic reference); the fixed rule gave
    // −4.603460323, shown as −4.60346.
    await expectResult(page, (r) => /[−-]4\.60345(?!\d)/.test(r), 'V(D, G)');
  });
});

test('jaccard-similarity: switch the sets to words and type them', async () => {
  await withPage('/eq/jaccard-similarity', async (page) => {
    await expectResult(page, (r) => r.includes('0.5'), 'the default sets {1, 2, 3} and {2, 3, 4}');
    await page.getByRole('button', { name: 'Use words for the sets' }).first().click();
    const U = page.locator('textarea[aria-label="U"]');
    const V = page.locator('textarea[aria-label="V"]');
    await U.waitFor();
    assert.equal(await U.inputValue(), '1, 2, 3', 'the numbers become words');
    await expectResult(page, (r) => r.includes('0.5'), 'the same sets as words');
    await U.fill('the, cat sat');
    await V.fill('the dog,sat');
    // {the, cat, sat} and {the, dog, sat}: 2 of 4.
    await expectResult(page, (r) => r.includes('0.5'), 'sets of words');
    await V.fill('dog');
    await expectResult(page, (r) => /(^|\D)0(\D|$)/.test(r), 'disjoint sets of words');
    await V.fill('cat, the, sat');
    await expectResult(page, (r) => /(^|[^\d.])1(\D|$)/.test(r), 'equal sets of words');
    // What was typed is kept, and back to numbers brings the defaults back
    // (a word that is not a number cannot stay).
    assert.equal(await V.inputValue(), 'cat, the, sat');
    await page.getByRole('button', { name: 'Use numbers for the sets' }).first().click();
    await expectResult(page, (r) => r.includes('0.5'), 'back to the default numbers');
    await page.waitForFunction(() => !document.querySelector('textarea[aria-label="U"]'));
  });
});

test('relu: a list, entry by entry', async () => {
  await withPage('/eq/relu?v=1&z=-2,0,3.5', async (page) => {
    await expectResult(page, (r) => r.includes('3.5') && /\(\s*0,\s*0,\s*3\.5\s*\)|\[\s*0,\s*0,\s*3\.5\s*\]/.test(r.replace(/\s+/g, ' ')), 'ReLU([−2, 0, 3.5])');
    await page.getByRole('button', { name: 'Use one number for z' }).click();
    await expectResult(page, (r) => /(^|\D)0(\D|$)/.test(r) && !r.includes('3.5'), 'ReLU(−2) after the switch');
  });
});

test('precision: the page shows the whole matrix; the result uses TP and FP', async () => {
  await withPage('/eq/precision', async (page) => {
    await expectResult(page, (r) => r.includes('0.888889'), 'precision 40/(40 + 5)');
    for (const name of ['TP', 'FN', 'FP', 'TN']) {
      assert.equal(await page.locator(`input[type=number][aria-label="${name}"]`).count(), 1, `${name} is on the page`);
    }
    // TN is not in the formula: changing it leaves the result.
    const tn = page.locator('input[type=number][aria-label="TN"]');
    await tn.fill('7');
    await tn.press('Enter');
    await expectResult(page, (r) => r.includes('0.888889'), 'precision after TN = 7');
  });
});
