// The checks every equation page must pass, whatever its family, in two
// parts that views.test.mjs runs on each page it visits: checkPage at the
// default inputs (title, typeset formula, explanation, sources, errata,
// axe-core's WCAG 2.1 AA audit, the result region, the worked lines within their column, the plot's
// label, every slider beside its number box and where the box says), and
// checkSliders, also at the default inputs, that a slider drives the
// result and the plot. A tally of the pages whose sliders change nothing
// at the defaults is kept for the share test (checkInertShare).
import assert from 'node:assert/strict';
import { audit, describe } from './axe.mjs';
import { moveSlider, rangeInfo, resultState, setRange, sliderTargets, waitUntil } from './harness.mjs';

// controlNames returns the accessible names of the page's sliders and
// number inputs, as the accessibility tree has them.
async function controlNames(page) {
  const snap = await page.locator('body').ariaSnapshot();
  const names = (role) => [...snap.matchAll(new RegExp(`- ${role} "((?:[^"\\\\]|\\\\.)*)"`, 'g'))].map((m) => JSON.parse(`"${m[1]}"`));
  return { slider: names('slider'), spinbutton: names('spinbutton') };
}

// The equations whose first sliders must change the result at the default
// inputs (the first catalogue, the UI contract's examples).
const MUST_RESPOND = new Set([
  'sigmoid', 'tanh', 'relu', 'gelu', 'softmax', 'mse', 'binary-cross-entropy', 'kl-divergence',
  'entropy', 'gaussian-pdf', 'euclidean-distance', 'precision', 'recall', 'f1-score',
]);
// At most this share of the equations with sliders may have sliders that
// change nothing at the default inputs.
export const MAX_INERT_SHARE = 0.1;

// sliderWorks moves the first slider to another value and checks that its
// number input twin follows (it shows another value; on a log-scale slider
// it is 10^value, not value) and that no error appears.
async function sliderWorks(page, id) {
  const slider = page.getByRole('slider').first();
  const name = await slider.evaluate((el) => el.getAttribute('aria-label') ?? el.labels?.[0]?.textContent?.trim() ?? '');
  const twin = page.getByRole('spinbutton', { name, exact: true });
  const hasTwin = (await twin.count()) === 1;
  const tried = [];
  for (const target of sliderTargets(await rangeInfo(slider))) {
    const was = await slider.evaluate((el) => el.value);
    const old = hasTwin ? await twin.inputValue() : null;
    const kept = await setRange(slider, target);
    if (kept === was) continue; // the browser snapped it back to the same value
    if (hasTwin) {
      const followed = await waitUntil(async () => (await twin.inputValue()) !== old, { timeout: 4_000 }).catch(() => false);
      if (!followed) {
        tried.push(`${was} → ${kept}: the number input still shows ${old}`);
        continue;
      }
    }
    const s = await resultState(page);
    assert.ok(s.result && !s.resultError, `${id}: after moving ${name} to ${kept} the result is ${JSON.stringify(s.result)}`);
    assert.equal(await page.getByRole('alert').count(), 0, `${id}: no alert after moving ${name} to ${kept}`);
    return;
  }
  assert.fail(`${id}: the slider ${JSON.stringify(name)} did not move its number input: ${tried.join('; ')}`);
}

// newTally returns what checkSliders counts over a run: the pages with
// sliders, and those whose sliders change nothing at the default inputs.
export function newTally() {
  return { withSliders: 0, inert: [] };
}

// checkPage checks the page of the equation e (an entry of the API's
// catalogue) as loaded, at its default inputs, and returns how many
// sliders it has and whether it has a plot.
export async function checkPage(env, page, e) {
  const why = async () => `\n${await env.diagnostics(page)}`;

  // Title and typeset equation.
  const h1 = page.locator('h1');
  assert.equal(await h1.count(), 1, `${e.id}: one h1`);
  const title = (await h1.innerText()).trim();
  assert.ok(title.includes(e.title), `${e.id}: h1 ${JSON.stringify(title)} contains the title ${JSON.stringify(e.title)}`);
  assert.ok((await page.locator('#equation .katex').count()) > 0, `${e.id}: #equation holds a KaTeX-typeset .katex element${await why()}`);
  const latexErrors = await page.locator('.latex-error, .katex-error').allInnerTexts();
  assert.deepEqual(latexErrors, [], `${e.id}: no .latex-error or .katex-error`);
  assert.ok((await page.locator('#explanation').count()) === 1, `${e.id}: an #explanation`);
  assert.ok((await page.locator('#explanation').innerText()).trim() !== '', `${e.id}: #explanation is not empty`);
  assert.ok((await page.locator('#sources').count()) === 1, `${e.id}: a #sources`);
  const errata = page.locator('#errata');
  if ((await errata.count()) > 0) {
    assert.ok((await errata.locator('.erratum').count()) > 0, `${e.id}: #errata, when present, holds .erratum elements`);
  }

  // WCAG 2.1 A and AA, as far as axe-core can tell (axe.mjs); its
  // widget in the dark theme is audited by widgets.test.mjs, the site's
  // pages in the dark theme by a11y.test.mjs (a sample) and make a11y (all).
  const violations = await audit(page);
  assert.deepEqual(violations.map((v) => v.id), [], `${e.id}: axe-core finds WCAG 2.1 AA violations:\n${describe(violations)}`);

  if (e.computable === false) return { sliders: 0, hasPlot: false }; // a formula only: nothing to compute

  // Result: the first role=status element is #result.
  const status = page.getByRole('status').first();
  assert.ok((await status.count()) === 1, `${e.id}: a role=status result region${await why()}`);
  assert.equal(await status.getAttribute('id'), 'result', `${e.id}: the first role=status element is #result`);
  const state = await resultState(page);
  assert.ok(state.result, `${e.id}: the result region has text${await why()}`);
  assert.equal(state.resultError, false, `${e.id}: no .result-error at the default inputs: ${state.result}`);

  // The worked lines stay inside their column: a wide one wraps
  // (app/katex.go, newWorkedLine) instead of running out of view.
  const wide = await page.evaluate(() => {
    const w = document.getElementById('worked');
    if (!w) return [];
    const right = w.getBoundingClientRect().right;
    return [...w.children]
      .map((l, i) => ({ i: i + 1, over: Math.max(l.scrollWidth - l.clientWidth, ...[...l.querySelectorAll('.base')].map((b) => b.getBoundingClientRect().right - right)) }))
      .filter((x) => x.over > 1);
  });
  assert.deepEqual(wide, [], `${e.id}: worked lines wider than their column (px over)`);

  // Plot: an svg[role=img] with an aria-label, or, for an equation
  // without a plot, the .plot-empty note.
  const plot = page.locator('#plot');
  assert.equal(await plot.count(), 1, `${e.id}: a #plot${await why()}`);
  const svg = plot.locator('svg[role="img"]');
  const hasPlot = (await svg.count()) > 0;
  if (hasPlot) {
    const label = await svg.first().getAttribute('aria-label');
    assert.ok(label && label.trim() !== '', `${e.id}: the plot svg has an aria-label`);
  } else {
    assert.ok((await plot.locator('.plot-empty').count()) > 0, `${e.id}: #plot holds an svg[role=img] or a .plot-empty note${await why()}`);
  }

  // Every slider has a number input twin of the same accessible name.
  const names = await controlNames(page);
  for (const n of names.slider) {
    assert.ok(names.spinbutton.includes(n), `${e.id}: the slider ${JSON.stringify(n)} has a number input of the same name; number inputs: ${JSON.stringify(names.spinbutton)}`);
  }
  // Every slider stands where its number box says (a linear slider at
  // the value, a log slider at its log10), clamped to its range: go-app
  // sets properties in no fixed order, and a value set before the step
  // was rounded to the default step of 1.
  const misplaced = await page.evaluate(() =>
    [...document.querySelectorAll('section.controls input[type="range"]')]
      .filter((r) => {
        const box = r.nextElementSibling;
        if (!box || box.type !== 'number' || box.value === '') return false;
        const v = Number(box.value);
        const [lo, hi] = [Number(r.min), Number(r.max)];
        const tol = (Number(r.step) || 0) / 2 + 1e-9 * Math.max(1, Math.abs(hi - lo));
        const at = Number(r.value);
        return ![v, Math.log10(v)].some((c) => Number.isFinite(c) && Math.abs(at - Math.min(hi, Math.max(lo, c))) <= tol);
      })
      .map((r) => `${r.getAttribute('aria-label')}: slider at ${r.value}, box ${r.nextElementSibling.value}`),
  );
  assert.deepEqual(misplaced, [], `${e.id}: sliders not where their number boxes say`);
  if (names.slider.length === 0) {
    // Only matrix, table or choice inputs: nothing to drag.
    assert.ok(names.spinbutton.length + (await page.getByRole('combobox').count()) + (await page.getByRole('textbox').count()) > 0, `${e.id}: the page has controls`);
  }
  return { sliders: names.slider.length, hasPlot };
}

// checkSliders checks that a slider of the page (the first one unless it
// cannot change the result on its own) drives the result and the plot,
// from the default inputs; t is the test (for its diagnostics).
export async function checkSliders(page, e, t, tally, hasPlot) {
  tally.withSliders++;
  let moved;
  try {
    moved = await moveSlider(page);
  } catch (err) {
    // Some parameters matter only under another choice (sigma of an
    // RBF kernel when the kernel is polynomial) or at other values of
    // the rest (a tolerance when the deviation is exactly 0). Then the
    // slider must at least work: its number twin follows it and no
    // error appears. The equations of the original contract must
    // always respond.
    if (MUST_RESPOND.has(e.id)) throw err;
    await sliderWorks(page, e.id);
    tally.inert.push(e.id);
    t.diagnostic(`${e.id}: no slider changes the result at the default inputs (${err.message.split('\n')[0]})`);
    return;
  }
  assert.notEqual(moved.after.result, moved.before.result);
  if (hasPlot) {
    assert.ok(
      moved.after.plotLabel !== moved.before.plotLabel || moved.after.plotHash !== moved.before.plotHash,
      `${e.id}: the plot changed with ${moved.name}`,
    );
  }
}

// checkInertShare fails if more than MAX_INERT_SHARE of the pages with
// sliders have sliders that change nothing at the default inputs.
export function checkInertShare(tally) {
  assert.ok(
    tally.inert.length <= Math.ceil(MAX_INERT_SHARE * tally.withSliders),
    `${tally.inert.length} of ${tally.withSliders} equations have sliders that change nothing at the default inputs: ${tally.inert.join(', ')}`,
  );
}
