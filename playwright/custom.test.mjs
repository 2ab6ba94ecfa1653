// A person's own formula, /eq/custom: typed and typeset as it is typed, a
// syntax error shown with its position while the last formula stays, a
// slider per parameter that drives the result and the plot, the
// derivative and a catalogue curve on the plot, and the whole of it in a
// link that opens the same view, as a widget too; "Modify this formula"
// from a catalogue curve.
//
// Expected numbers are computed here with Math: f(x) = c*x^2 + b at
// x = 0.5 is c/4 + b.
//
//	node --test playwright/custom.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setRange, useEnv, viewState, waitUntil } from './harness.mjs';

let env;

useEnv((e) => {
  env = e;
});

const formulaBox = (page) => page.getByRole('textbox', { name: 'f, your formula' });
const six = (x) => String(Number(x.toPrecision(6)));
const equationText = (page) => page.locator('#equation .katex-html').innerText();

test('a formula typed is typeset and computed, its parameters get sliders, and a syntax error keeps the last formula', async () => {
  const page = await env.newPage();
  await env.goto(page, '/eq/custom');
  assert.deepEqual(
    await page.locator('section.controls input[type=range]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
    ['a', 'k', 'x0', 'x', 'x_from', 'x_to'],
    'a slider per parameter of the default formula, then x and its plotted range',
  );
  await formulaBox(page).fill('c*x^2 + b');
  await waitUntil(async () => (await viewState(page)).result.includes(six(1 / 4 + 1)), {
    message: async () => `c*x^2 + b at 0.5 with c = b = 1: ${(await viewState(page)).result}`,
  });
  const typeset = await equationText(page);
  assert.match(typeset.replace(/\s+/g, ''), /f\(x\)=cx2\+b/, `the formula typeset: ${typeset}`);
  assert.deepEqual(
    await page.locator('section.controls .formula-params input[type=range]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
    ['c', 'b'],
    'the sliders follow the formula',
  );

  // A syntax error: the text stays, an alert says what and where, the
  // formula in use and its result stay.
  const before = await viewState(page);
  await formulaBox(page).fill('c*x^2 + (b');
  const alert = page.getByRole('alert');
  await waitUntil(async () => (await alert.count()) > 0, { message: () => 'no alert for an unclosed parenthesis' });
  assert.match(await alert.first().innerText(), /'\(' is never closed at 9/);
  assert.equal(await formulaBox(page).inputValue(), 'c*x^2 + (b', 'the typed text is kept');
  assert.equal((await viewState(page)).result, before.result, 'the last formula is still in use');
  assert.equal(await equationText(page), typeset, 'the typeset formula is the last good one');

  // Moving c's slider changes the result and the plot.
  await formulaBox(page).fill('c*x^2 + b');
  await waitUntil(async () => (await alert.count()) === 0, { message: () => 'the alert stayed after a good formula' });
  const c = page.getByRole('slider', { name: 'c', exact: true });
  const at = await setRange(c, 3);
  await waitUntil(async () => (await viewState(page)).result.includes(six(Number(at) / 4 + 1)), {
    message: async () => `after c = ${at}: ${(await viewState(page)).result}`,
  });
  assert.notEqual((await viewState(page)).plot, before.plot, 'the plot follows');
  await page.close();
});

test('the derivative and a catalogue curve show on the plot, and the worked lines substitute the values', async () => {
  const page = await env.newPage();
  await env.goto(page, `/eq/custom?v=1&f=${encodeURIComponent('x^3')}`);
  const s = await viewState(page);
  // f(0.5) = 0.125, f'(x) = 3x^2 = 0.75.
  assert.ok(s.result.includes('0.125') && s.result.includes('0.75'), `result ${s.result}`);
  assert.match(s.plot, /of f\(x\), f′\(x\)/, `the plot's label: ${s.plot}`);
  assert.match(s.worked.replace(/\s+/g, ''), /f\(0\.5\)=0\.53=0\.125/, `worked: ${s.worked}`);
  await page.getByRole('checkbox', { name: 'f_prime' }).click();
  await waitUntil(async () => !(await viewState(page)).plot.includes('f′'), { message: async () => `f′ still drawn: ${(await viewState(page)).plot}` });
  await page.getByRole('combobox', { name: 'compare' }).selectOption('gelu');
  await waitUntil(async () => (await viewState(page)).plot.includes('GELU(x)'), { message: async () => `no GELU: ${(await viewState(page)).plot}` });
  await page.close();
});

test('the link holds the formula and its sliders: it opens the same view, fresh and as a widget', async () => {
  const page = await env.newPage();
  await env.goto(page, '/eq/custom');
  await formulaBox(page).fill('if(x > 0, x, leak*x)');
  await page.getByRole('spinbutton', { name: 'leak', exact: true }).fill('0.2');
  await page.getByRole('spinbutton', { name: 'leak', exact: true }).press('Enter');
  await page.getByRole('spinbutton', { name: 'x', exact: true }).fill('-2');
  await page.getByRole('spinbutton', { name: 'x', exact: true }).press('Enter');
  await waitUntil(async () => (await viewState(page)).result.includes('-0.4'), { message: async () => `leaky at −2: ${(await viewState(page)).result}` });
  await waitUntil(
    async () => {
      const q = new URL(page.url()).searchParams;
      return q.get('f') === 'if(x > 0, x, leak*x)' && q.get('x') === '-2';
    },
    { message: () => `the URL: ${page.url()}` },
  );
  const view = await viewState(page);
  const link = page.url();

  const fresh = await env.newPage();
  await env.goto(fresh, new URL(link).pathname + new URL(link).search);
  assert.deepEqual(await viewState(fresh), view, 'the link opens the same view');
  assert.equal(await formulaBox(fresh).inputValue(), 'if(x > 0, x, leak*x)');
  await fresh.close();

  const widget = await env.newPage();
  await env.goto(widget, '/embed/custom' + new URL(link).search);
  assert.ok((await widget.locator('#result').innerText()).includes('-0.4'), 'the widget computes the link');
  await widget.close();
  await page.close();
});

test('"Modify this formula" opens a catalogue curve as your own formula', async () => {
  const page = await env.newPage();
  await env.goto(page, '/eq/leaky-relu');
  await page.getByRole('link', { name: 'Modify this formula' }).click();
  await waitUntil(async () => new URL(page.url()).pathname === '/eq/custom' && (await formulaBox(page).count()) === 1, {
    message: () => `not on the custom page: ${page.url()}`,
  });
  assert.equal(await formulaBox(page).inputValue(), 'if(x >= 0, x, alpha*x)');
  assert.equal(await page.getByRole('spinbutton', { name: 'alpha', exact: true }).inputValue(), '0.01');
  // LeakyReLU(0) = 0 at the middle of its range, and its slope there 1.
  assert.deepEqual(await page.locator('#result dd').allInnerTexts(), ['0', '1']);
  await page.close();
});
