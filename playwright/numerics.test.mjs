// The "textbook vs stable" panel: the sigmoid at z = −720 and softmax of
// scaled logits, the printed formula beside eqx's in float64 and float32,
// and where they part — at the overflow of e^x, ln(Number.MAX_VALUE) here
// in JavaScript, ln(max float32) = 88.7228 — and an axe audit of it open.
//
//	node --test playwright/numerics.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { audit, describe } from './axe.mjs';
import { useEnv, waitUntil } from './harness.mjs';

let env;

useEnv((e) => {
  env = e;
});

// open opens the panel and returns its text once computed.
async function open(page) {
  await page.locator('details#numerics > summary').click();
  const table = page.locator('details#numerics table.numerics-table');
  await waitUntil(async () => (await table.count()) > 0, { message: () => 'the panel did not open' });
  return page.locator('details#numerics').innerText();
}

// cells returns the panel's rows: the form's name, then its float64 and
// float32 values.
const cells = (page) =>
  page.locator('details#numerics tbody tr').evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => c.textContent.trim())));

test('the sigmoid far in its left tail: the printed formula gives 0 where eqx does not, from ln(max double)', async () => {
  const page = await env.newPage();
  await env.goto(page, '/eq/sigmoid?z=-720');
  const text = await open(page);
  const [printed, stable] = await cells(page);
  assert.match(printed[0], /^as printed/);
  assert.equal(printed[1], '0', '1/(1 + e^720): e^720 overflows, 1/∞ = 0');
  // e^−720 = 2.0322308024e−313 (Math.exp agrees: a subnormal double).
  assert.equal(stable[1], `${Math.exp(-720).toPrecision(7).replace('-', '−')}`.replace('e', 'e'));
  assert.equal(printed[2], '0');
  assert.equal(stable[2], '0', 'e^−720 is below float32');
  const ln64 = Math.log(Number.MAX_VALUE).toPrecision(7); // 709.7827
  assert.match(text, new RegExp(`in float64: from z = −${ln64.replace('.', '\\.')}\\d*: 0 where eqx gives`), text);
  assert.match(text, /in float32: from z = −88\.7228\d*: 0 where eqx gives/, text);
  const v = await audit(page);
  assert.deepEqual(v, [], `axe-core finds WCAG 2.1 AA violations in the open panel:\n${describe(v)}`);
  await page.close();
});

test('softmax of scaled logits: NaN once e^(c·3) overflows, at c = ln(max double)/3', async () => {
  const page = await env.newPage();
  await env.goto(page, '/eq/softmax');
  const text = await open(page);
  const c64 = (Math.log(Number.MAX_VALUE) / 3).toPrecision(7); // 236.5942
  assert.match(text, new RegExp(`in float64: from c = ${c64.replace('.', '\\.')}\\d*: \\[0, 0, NaN\\]`), text);
  // At the defaults both forms agree, in both precisions.
  const [printed, stable] = await cells(page);
  assert.equal(printed[1], stable[1]);
  assert.equal(printed[2], stable[2]);
  await page.close();
});

test("a convention's control says what each library computes by default", async () => {
  const page = await env.newPage();
  await env.goto(page, '/eq/variance');
  const note = page.locator('fieldset.param').filter({ hasText: 'delta degrees of freedom' }).locator('.conventions');
  const text = await note.innerText();
  assert.match(text, /np\.var\(x\) \(NumPy 1\.24\): ddof = 0/);
  assert.match(text, /statistics\.variance\(x\) \(Python 3\.11\): ddof = 1/);
  assert.match(text, /torch\.var\(x\) \(PyTorch 2, from its documentation\): ddof = 1/);
  await page.close();
});

test('the AUC of tied scores: a tie counts half (scikit-learn) or nothing, and the figure, worked lines and program follow', async () => {
  await env.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.url });
  const page = await env.newPage();
  // A positive and a negative tied at 0.6: of the 16 pairs, 13 are won by
  // the positive and 1 is tied (counted by hand): 13.5/16 = 0.84375 with
  // half a win per tie, 13/16 = 0.8125 without.
  await env.goto(page, '/eq/roc-auc?y=0,0,1,1,0,1,0,1&s=0.1,0.4,0.35,0.8,0.2,0.7,0.6,0.6');
  assert.match(await page.locator('#result').innerText(), /= 0\.84375$/);
  const note = await page.locator('fieldset.param').filter({ hasText: 'how a positive and a negative of the same score count' }).locator('.conventions').innerText();
  assert.match(note, /sklearn\.metrics\.roc_auc_score\(y, s\) \(scikit-learn 1\.2\): ties = half/);
  const dots = await page.locator('#plot svg').first().getAttribute('aria-label');
  await page.getByLabel('ties', { exact: true }).selectOption('none');
  await waitUntil(async () => /= 0\.8125$/.test(await page.locator('#result').innerText()), { message: async () => await page.locator('#result').innerText() });
  // The worked lines' LaTeX (KaTeX keeps it in each line's annotation).
  await waitUntil(async () => (await page.locator('#worked annotation').allTextContents()).join(' ').includes('not counted'), {
    message: async () => (await page.locator('#worked annotation').allTextContents()).join('\n'),
  });
  assert.match((await page.locator('#worked annotation').allTextContents()).join(' '), /\\frac\{13\}\{4 \\cdot 4\}/);
  assert.match(await page.locator('#plot svg').first().getAttribute('aria-label'), /ties counted nothing/);
  assert.notEqual(await page.locator('#plot svg').first().getAttribute('aria-label'), dots);
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.getByRole('button', { name: 'Copy NumPy' }).click();
  await waitUntil(async () => (await page.evaluate(() => navigator.clipboard.readText())) !== '');
  assert.match(await page.evaluate(() => navigator.clipboard.readText()), /print\(np\.mean\(pos\[:, None\] > neg\)\)/);
  await page.close();
});

test('attention shows its rows of weights as softmaxes of the scores, each opening softmax with those numbers', async () => {
  const page = await env.newPage();
  await env.goto(page, '/eq/scaled-dot-product-attention');
  await page.locator('details#inner > summary').click();
  const first = page.locator('details#inner li').first();
  await first.waitFor();
  // Q row 1 = (1, 0, 1); K = (1, 1, 0), (0, 1, 1), (1, 0, 0); d_k = 3:
  // scores (1, 1, 1)/√3, so the weights are a third each.
  assert.match(await first.innerText(), /^Row 1 of the weights, the softmax of row 1 of QKᵀ\/√d_k: \[0\.333333, 0\.333333, 0\.333333\]/);
  await first.getByRole('link', { name: 'open Softmax with these numbers' }).click();
  await waitUntil(async () => (await page.locator('#result').innerText()).includes('0.333333'), {
    message: async () => `softmax opened from attention: ${page.url()} ${await page.locator('#result').innerText()}`,
  });
  const z = new URL(page.url()).searchParams.get('z').split(',').map(Number);
  assert.equal(z.length, 3);
  for (const v of z) assert.ok(Math.abs(v - 1 / Math.sqrt(3)) < 1e-12, `z = ${z}`);
  await page.close();
});

test('log loss of a confident, correct prediction: NaN as printed at p₁ = 1, and in float32 from 1 − 2⁻²⁵', async () => {
  const page = await env.newPage();
  await env.goto(page, '/eq/binary-cross-entropy');
  const text = await open(page);
  assert.match(text, /in float64: from p₁ = 1: NaN where eqx gives/, text);
  const lim = (1 - 2 ** -25).toPrecision(10); // 0.9999999702
  assert.match(text, new RegExp(`in float32: from p₁ = ${lim.replace('.', '\\.')}: NaN where eqx gives`), text);
  await page.close();
});

test('the Gaussian density forty standard deviations out: the printed e^(−800) is 0 where eqx keeps the density, from σ = 5.92e−25', async () => {
  const page = await env.newPage();
  await env.goto(page, '/eq/gaussian-pdf');
  const text = await open(page);
  // e^(−800)/(σ√(2π)) passes half the smallest subnormal, 2⁻¹⁰⁷⁵, at
  // σ = e^(−800 − ½ ln 2π + 1075 ln 2), computed here in logarithms.
  const sigma = Math.exp(-800 - 0.5 * Math.log(2 * Math.PI) + 1075 * Math.LN2).toPrecision(6).replace('-', '−');
  assert.match(text, new RegExp(`in float64: from σ = ${sigma.replace('.', '\\.').replace('e', '\\d*e')}: 0 where eqx gives 4\\.940656e−324`), text);
  assert.match(text, /in float32: from σ = 6\.617\d*e−25: NaN where eqx gives 0/, text);
  await page.close();
});

test("the copied program follows the panel's choice: the sigmoid as printed gives 0 at z = −720, eqx's program does not", async () => {
  await env.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.url });
  const page = await env.newPage();
  await env.goto(page, '/eq/sigmoid?z=-720');
  await open(page);
  const copy = async () => {
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.getByRole('button', { name: 'Copy NumPy' }).click();
    await waitUntil(async () => (await page.evaluate(() => navigator.clipboard.readText())) !== '', { message: () => 'nothing copied' });
    return page.evaluate(() => navigator.clipboard.readText());
  };
  assert.match(await copy(), /np\.exp\(-np\.logaddexp\(0\.0, -z\)\)/, "eqx's program by default");
  await page.getByLabel('as printed, 1/(1 + e^(−z))').check();
  const printed = await copy();
  assert.match(printed, /^z = -720(\.0)?$/m);
  assert.match(printed, /print\(1 \/ \(1 \+ np\.exp\(-z\)\)\)/, printed);
  assert.match(await page.getByRole('button', { name: 'Copy NumPy' }).getAttribute('title'), /as printed, 1\/\(1 \+ e\^\(−z\)\) \(chosen under Textbook vs stable\)$/);
  await page.getByLabel(/eqx, e\^z/).check();
  assert.match(await copy(), /logaddexp/);
  await page.close();
});
