// What the browser tests read from an equation page and do to it: the
// result, the worked equation and the plot (viewState, resultState), the
// controls (pageControls, controlLocator), slider moves (setRange,
// moveSlider), alerts, and waitUntil to poll for a change. harness.mjs
// re-exports all of it.

// UPDATE_TIMEOUT is how long a test waits for the page to show a change.
export const UPDATE_TIMEOUT = 10_000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// waitUntil polls fn (sync or async) until it returns a truthy value and
// returns that value, or throws message() after timeout.
export async function waitUntil(fn, { timeout = UPDATE_TIMEOUT, interval = 50, message = () => 'condition not met' } = {}) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      last = await fn();
      if (last) return last;
    } catch (err) {
      last = err;
    }
    if (Date.now() >= deadline) {
      const detail = last instanceof Error ? ` (last error: ${last.message})` : '';
      throw new Error(`timed out after ${timeout} ms: ${await message()}${detail}`);
    }
    await sleep(interval);
  }
}

// ids of the catalogue entries that are visible (not removed, not hidden).
export function visibleIds(page) {
  return page.$$eval('li[data-id]', (els) =>
    els.filter((e) => (e.checkVisibility ? e.checkVisibility() : e.offsetParent !== null)).map((e) => e.dataset.id),
  );
}

// resultState returns the text of the result region (the first role=status
// element), whether it shows an error, the plot's aria-label and a hash of
// the plot's markup (FNV-1a of all of it: a moved point can be anywhere).
export function resultState(page) {
  return page.evaluate(() => {
    const hash = (text) => {
      let h = 0x811c9dc5;
      for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
      return `${text.length}:${(h >>> 0).toString(16)}`;
    };
    const status = document.querySelector('#result') ?? document.querySelector('[role="status"], output');
    // Every figure: a slider may change only the second (a kernel drawn
    // beside the image it slides over).
    const svgs = [...document.querySelectorAll('#plot svg[role="img"]')];
    if (svgs.length === 0 && document.querySelector('#plot svg')) svgs.push(document.querySelector('#plot svg'));
    return {
      result: status ? status.textContent.trim() : null,
      resultError: status ? !!status.querySelector('.result-error') : false,
      plotLabel: svgs.length ? svgs.map((s) => s.getAttribute('aria-label')).join(' | ') : null,
      plotHash: svgs.length ? hash(svgs.map((s) => s.outerHTML).join('')) : null,
    };
  });
}

// sliderTargets returns values to try for a range input, different from
// its current value, inside [min, max] and on its step: small moves first
// (a large one can break a constraint between parameters, such as a count
// that must not exceed another), then larger ones, then the ends.
export function sliderTargets({ min, max, step, value }) {
  const lo = Number.isFinite(min) ? min : 0;
  const hi = Number.isFinite(max) ? max : 100;
  const snap = (x) => {
    if (!(step > 0)) return x;
    const k = Math.round((x - lo) / step);
    return Math.min(hi, Math.max(lo, +(lo + k * step).toPrecision(12)));
  };
  const small = Math.max(step > 0 ? step : 0, (hi - lo) / 50);
  const cands = [value + small, value - small, value + (hi - value) / 2, value - (value - lo) / 2, hi, lo];
  const out = [];
  for (const c of cands.map(snap)) {
    if (c >= lo && c <= hi && Math.abs(c - value) > 1e-12 && !out.some((o) => Math.abs(o - c) < 1e-12)) out.push(c);
  }
  return out;
}

// setRange sets a range input (a Playwright locator) to value the way a user
// drag does: set .value, dispatch input (and change). It returns the value
// the browser kept (snapped to the step).
export function setRange(locator, value) {
  return locator.evaluate((el, v) => {
    el.value = String(v);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
    return el.value;
  }, value);
}

// rangeInfos reads the min, max, step and value, as numbers, of every
// range input the locator matches, in one call: none when it matches
// none.
export function rangeInfos(locator) {
  return locator.evaluateAll((els) =>
    els.map((el) => ({
      min: el.min === '' ? 0 : Number(el.min),
      max: el.max === '' ? 100 : Number(el.max),
      step: el.step === '' ? 1 : el.step === 'any' ? 0 : Number(el.step),
      value: Number(el.value),
    })),
  );
}

// rangeInfo is rangeInfos of a locator that must match one range input.
export async function rangeInfo(locator) {
  const infos = await rangeInfos(locator);
  if (infos.length !== 1) throw new Error(`rangeInfo: ${infos.length} range inputs match ${locator}, want 1`);
  return infos[0];
}

// moveSlider moves a slider of the page and waits until the result text
// changes (to a value, not an error) and, if the page shows a plot, the
// plot's aria-label or content changes too. It tries the first slider
// first, with a few target values (one move can leave the result unchanged,
// e.g. relu on negatives, or break a constraint between parameters); if
// none works it tries the next sliders, up to maxSliders. It returns
// {before, after, value, name, index}, or throws with what it tried.
//
// A slider repaints the result as it moves, so a move that changes
// nothing is first judged after two frames (quick): only when no move of
// any slider changed the view that quickly are they all tried again,
// each waiting the full timeout, before the page is said not to respond.
// (A first slider that cannot change the result at the defaults, as TP on
// the specificity page, cost 6 × timeout per slider before.)
export async function moveSlider(page, { maxSliders = 6, timeout = 4_000 } = {}) {
  const sliders = page.getByRole('slider');
  const count = await sliders.count();
  if (count === 0) throw new Error(`${page.url()}: no slider on the page`);
  const before = await resultState(page);
  const quick = await trySliders(page, sliders, count, before, { maxSliders, timeout, quick: true });
  if (quick.moved) return quick.moved;
  const slow = await trySliders(page, sliders, count, before, { maxSliders, timeout, quick: false });
  if (slow.moved) return slow.moved;
  const hasPlot = before.plotLabel !== null || before.plotHash !== null;
  throw new Error(
    `${page.url()}: moving a slider changed the result${hasPlot ? ' and the plot together' : ''} for no value tried.\n` +
      `  before: result ${JSON.stringify(before.result)}, plot label ${JSON.stringify(before.plotLabel)}\n  ` +
      slow.tried.join('\n  '),
  );
}

// trySliders is one pass of moveSlider over the sliders: {moved} or
// {tried}. quick gives up on a move that changed neither the result nor
// the plot after two frames; a move that changed one of them is waited
// for (up to timeout) in both passes.
async function trySliders(page, sliders, count, before, { maxSliders, timeout, quick }) {
  const hasPlot = before.plotLabel !== null || before.plotHash !== null;
  const tried = [];
  for (let index = 0; index < Math.min(count, maxSliders); index++) {
    const slider = sliders.nth(index);
    const info = await rangeInfo(slider);
    const name = await slider.evaluate(
      (el) => el.getAttribute('aria-label') ?? el.labels?.[0]?.textContent?.trim() ?? el.id ?? '(unnamed)',
    );
    let current = await resultState(page);
    for (const target of sliderTargets(info)) {
      const kept = await setRange(slider, target);
      const judge = async () => {
        const s = await resultState(page);
        const plotChanged = !hasPlot || s.plotLabel !== current.plotLabel || s.plotHash !== current.plotHash;
        const resultChanged = s.result !== current.result && s.result !== before.result;
        return s.result && !s.resultError && resultChanged && plotChanged ? s : null;
      };
      let after = null;
      if (quick) {
        after = await judge();
        if (!after) {
          await settle(page);
          after = await judge();
        }
        if (!after) {
          const s = await resultState(page);
          // Only a result that moved is waited for: a figure that moved
          // alone (the counts' heat map of specificity under TP) is what
          // a parameter the formula does not use does, and waiting for a
          // result that will not change cost a full timeout per value.
          const started = s.result !== current.result;
          if (started) after = await waitUntil(judge, { timeout }).catch(() => null);
        }
      } else {
        after = await waitUntil(judge, { timeout }).catch(() => null);
      }
      if (after) return { moved: { before, after, value: kept, name, index } };
      const s = await resultState(page);
      tried.push(
        `${name}=${kept}: result ${JSON.stringify(s.result)}${s.resultError ? ' (an error)' : ''}, plot label ${JSON.stringify(s.plotLabel)}`,
      );
      current = s;
    }
    // Put the slider back before trying the next one.
    await setRange(slider, info.value);
    await waitUntil(async () => (await resultState(page)).result === before.result, { timeout }).catch(() => {});
  }
  return { tried };
}

// moveFirstSlider is moveSlider restricted to the first slider.
export function moveFirstSlider(page, opts = {}) {
  return moveSlider(page, { ...opts, maxSliders: 1 });
}

// viewState reads the three live regions of an equation page: the result
// text (and whether it shows .result-error), the visible text of the
// worked equation (KaTeX's MathML left out: it is there only once a slider
// has rested), and the aria-labels of every plot svg[role=img] joined by
// " | ". A change of any of the three is what a person sees when a control
// moves. The worked lines of a move are painted at the first idle moment
// after it (app/paint.go) and carry data-eqx-pending until then
// (app/live.go): it reads the regions once they are current, or after 2 s.
// It also returns the texts of the visible role=alert elements (alerts, as
// alertTexts reads them), which sameView leaves out: one read of the page
// where a test looks at both.
export function viewState(page) {
  return page.evaluate(async () => {
    const until = performance.now() + 2000;
    while (document.querySelector('#worked[data-eqx-pending]') && performance.now() < until) {
      await new Promise((r) => setTimeout(r, 10));
    }
    const visibleText = (el) => {
      const c = el.cloneNode(true);
      for (const m of c.querySelectorAll('.katex-mathml')) m.remove();
      return c.textContent.trim();
    };
    const r = document.getElementById('result');
    const w = document.getElementById('worked');
    const p = document.getElementById('plot');
    const svgs = p ? [...p.querySelectorAll('svg[role="img"]')] : [];
    return {
      result: r ? r.textContent.trim() : null,
      resultError: r ? !!r.querySelector('.result-error') : false,
      worked: w ? visibleText(w) : null,
      plot: svgs.map((s) => s.getAttribute('aria-label') ?? '').join(' | '),
      alerts: [...document.querySelectorAll('[role="alert"]')]
        .filter((e) => (e.checkVisibility ? e.checkVisibility() : e.offsetParent !== null))
        .map((e) => e.textContent.trim())
        .filter((t) => t !== ''),
    };
  });
}

// sameView reports whether two viewState readings show the same result,
// worked equation and plot labels.
export function sameView(a, b) {
  return a.result === b.result && a.worked === b.worked && a.plot === b.plot;
}

// alertTexts returns the trimmed, non-empty texts of the visible
// role=alert elements of the page.
export function alertTexts(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[role="alert"]')]
      .filter((e) => (e.checkVisibility ? e.checkVisibility() : e.offsetParent !== null))
      .map((e) => e.textContent.trim())
      .filter((t) => t !== ''),
  );
}

// settle resolves after two animation frames and a task: by then go-app
// has applied an update dispatched by the last event (it renders on its
// frame tick) and the page has painted the live regions after it.
export function settle(page) {
  return page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
  );
}

// pageControls lists, in document order, the controls of the inputs
// section of an equation page that a person changes one at a time, of
// those shown:
// {kind, label, disabled, value} with kind one of range, number, select,
// checkbox, or button (only the "Add entry to X" and "Remove last entry
// from X" buttons). label is the aria-label, which names the control;
// value is the element's value as it reads now (a button's is "").
export function pageControls(page) {
  return page.evaluate(() => {
    const root = document.querySelector('section.controls') ?? document.body;
    const out = [];
    for (const el of root.querySelectorAll('input, select, button')) {
      const label = el.getAttribute('aria-label');
      // Not shown (in a closed disclosure, such as the number grid
      // under a paintable image): not what a person changes.
      if (!label || !el.checkVisibility()) continue;
      let kind = null;
      if (el.tagName === 'SELECT') kind = 'select';
      else if (el.tagName === 'BUTTON' && el.hasAttribute('aria-pressed')) kind = 'toggle';
      else if (el.tagName === 'BUTTON')
        kind = /^(Add entry to|Remove last entry from|Increase|Decrease|Add (row|column) to|Remove last (row|column) from) /.test(label) ? 'button' : null;
      else if (['range', 'number', 'checkbox'].includes(el.type)) kind = el.type;
      if (kind) out.push({ kind, label, disabled: el.disabled, value: el.value });
    }
    return out;
  });
}

// controlLocator finds a control listed by pageControls by its kind and
// aria-label, inside the inputs section.
export function controlLocator(page, { kind, label }) {
  const sel = {
    range: 'input[type="range"]',
    number: 'input[type="number"]',
    checkbox: 'input[type="checkbox"]',
    select: 'select',
    button: 'button',
    toggle: 'button[aria-pressed]',
  }[kind];
  if (kind === 'toggle') {
    // A toggle's name ends with the value it shows ("x bit 2: 0", WCAG
    // 2.5.3 label in name), which a click changes; its data-click key
    // is the name without it.
    return page.locator(`section.controls ${sel}[data-click=${JSON.stringify(label.replace(/: [^:]*$/, ''))}]`);
  }
  return page.locator(`section.controls ${sel}[aria-label=${JSON.stringify(label)}]`);
}

// firstPointOnPlane scrolls the first figure of #plot into view and
// returns where, on the screen, the first point drawn inside its data
// area is: {cx, cy} in client pixels, at least 20 units from the area's
// edges (room for a drag). A point is a disc of a path in gonum/plot's
// upward y: one alone "M{cx+r},{cy}A{r},{r} …", two arcs from its
// rightmost point; several "M{cx},{cy}h0" each, a round cap of a line of
// no length (internal/plot, FillDiscs). Where the data area is comes from the
// figure's data-frame (internal/plot/frame.go): "x0 x1 y0 y1 L R B T", L…R and
// T…B in the figure's units, downward.
export function firstPointOnPlane(page) {
  return page.evaluate(() => {
    const svg = document.querySelector('#plot svg[data-frame]');
    if (!svg || svg !== document.querySelector('#plot svg')) throw new Error('no figure with a data-frame first in #plot');
    const [, , , , L, R, B, T] = svg.getAttribute('data-frame').split(' ').map(Number);
    const H = svg.viewBox.baseVal.height;
    let at = null;
    // The dots of a mark share one path, a disc per subpath.
    search: for (const path of svg.querySelectorAll('path')) {
      for (const m of (path.getAttribute('d') ?? '').matchAll(/M([-\d.]+),([-\d.]+)(?:A([\d.]+),|h0)/g)) {
        const u = Number(m[1]) - Number(m[3] ?? 0);
        const v = H - Number(m[2]);
        if (u > L + 20 && u < R - 20 && v > T + 20 && v < B - 20) {
          at = { u, v };
          break search;
        }
      }
    }
    if (!at) throw new Error('no point inside the data area, 20 units from its edges');
    svg.scrollIntoView({ block: 'center' }); // elementFromPoint and the mouse see only the viewport
    const r = svg.getBoundingClientRect();
    const k = r.width / svg.viewBox.baseVal.width;
    return { cx: r.left + at.u * k, cy: r.top + at.v * k };
  });
}
