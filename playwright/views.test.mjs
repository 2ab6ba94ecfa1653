// Every equation of the computing families (activations … decision trees)
// shows its three views — result, worked equation, plot — and every control
// of its page changes at least one of them.
//
// For each equation: load /eq/<id>; check the page as every page must be
// at its default inputs (pagecheck.mjs: checkPage); check the views; type a bad number into
// the first number box (an alert names the box, the last result stays, the
// typed text stays); then change each control once, in page order — every
// slider, number box, select and checkbox, and the "Add entry" / "Remove
// last entry" buttons when enabled — and compare the result text, the
// worked equation's text and the plots' aria-labels before and after.
//
// Values are left where a control put them. Modes are put back after their
// check (a select's option, a checkbox), since other controls may matter in
// one mode only, and putting one back must give back the very view from
// before. An "Add entry" click or a "Use X" switch reveals controls, which
// are changed too before going on.
//
// A value that leads to an alert or to an error in the result is not a
// change: the next value is tried (a few near the current one, then a sweep
// of the slider), and a control none of whose values works is reported
// with what each did.
//
// A control that changes nothing, although its values are taken, may matter
// in another mode only (mu and sigma when model = gaussian; the bias when
// penalize_bias is on; a table's layout once the table is used). It is then
// tried again under every other mode of the page and every pair of them —
// other select options, checkboxes switched, "Use a list" switches, and
// sliders of at most four positions (0/1 variables, table indices) — and
// passes when it changes the view in one of them; the test's diagnostics
// say which. Only the controls that change nothing in any such mode are
// listed in INERT, with the reason. Last, the page is Reset and a slider
// must drive the result and the plot from the default inputs
// (pagecheck.mjs: checkSliders).
//
//	node --test playwright/views.test.mjs
//	EQX_ONLY=softmax,mse node --test playwright/views.test.mjs
//	EQX_SHARD=2/2 node --test playwright/views.test.mjs   (every second equation)
import { after, afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  alertTexts,
  controlLocator,
  fetchCatalogue,
  firstPointOnPlane,
  pageControls,
  rangeInfo,
  rangeInfos,
  sameView,
  setRange,
  settle,
  sliderTargets,
  startEnv,
  VIEW_FAMILIES,
  sampleEntries,
  shard,
  viewState,
  waitUntil,
} from './harness.mjs';
import { checkInertShare, checkPage, checkSliders, newTally } from './pagecheck.mjs';


// How long a change may take to show: go-app updates within a frame or
// two; this is the margin for a loaded 2-core machine.
const CHANGE_TIMEOUT = 3_000;
// How long a mode's control is looked for: another mode applied with it
// may have taken it away (a form without the image has no size select).
const MODE_TIMEOUT = 2_000;

// Controls allowed to change nothing visible in every mode the test can
// reach, keyed "id kind label". Keep it tiny: each entry hides a control.
const INERT = new Map([
  // The query is a consistency check of A and B ("it must agree with A and
  // B"): it rejects a disagreeing query but never changes the value.
  ['conditional-probability checkbox Use query', 'a check of A and B that never changes the value'],
  // "not interpreted": a description of the identity, checked to be text.
  ['joint-probability-product-rule checkbox Use check', 'a description that is not interpreted'],
  // h and d_k per head are checks of the projections' shapes ("must agree
  // with W_Q"): another value is rejected with a message naming both.
  ...['slider h', 'number box h', 'checkbox Use h', 'slider d_k_per_head', 'number box d_k_per_head', 'checkbox Use d_k_per_head'].map(
    (c) => [`multi-head-attention ${c.replace('slider', 'range').replace('number box', 'number')}`, 'a check of the shapes of W_Q, W_K and W_V'],
  ),
]);

// Tools, by kind and label: they set what the next stroke or click does,
// and change no view by themselves (matrix.test.mjs paints with a brush).
const TOOLS = [[/^select Brush for /, 'a paint tool: the grey the next stroke paints']];
const inertWhy = (id, c) => INERT.get(`${id} ${c.kind} ${c.label}`) ?? TOOLS.find(([re]) => re.test(`${c.kind} ${c.label}`))?.[1];

// fewerTwins keeps, of the number boxes that have a slider twin (the same
// label), the first of the page and those that do not show their
// slider's value (a log slider's box shows 10^x), and every other
// control. Every such box is the same component bound the same way
// (app/controls.go): typing into one shows the page's boxes work, the
// slider changes the parameter itself, and the first number box of every
// page is also typed a bad number (badNumber). Trying every twin took a
// third of the views' time.
function fewerTwins(controls) {
  const ranges = new Map(controls.filter((c) => c.kind === 'range').map((c) => [c.label, c]));
  let first = true;
  return controls.filter((c) => {
    const twin = c.kind === 'number' ? ranges.get(c.label) : null;
    if (!twin) return true;
    if (first) {
      first = false;
      return true;
    }
    return !close(Number(c.value), Number(twin.value));
  });
}

// toTry is, of the controls listed, those the test changes: the first
// and last entry of each input (sampleEntries), fewer twin boxes.
const toTry = (controls) => fewerTwins(sampleEntries(controls));

const KIND_NAME = { range: 'slider', number: 'number box', select: 'select', checkbox: 'checkbox', button: 'button', toggle: 'toggle button' };
const describe = (c) => `${KIND_NAME[c.kind]} ${JSON.stringify(c.label)}`;
const key = (c) => `${c.kind}\u0000${c.label}`;

// look reads the views once and classifies them against before: changed
// (a new view without .result-error), rejected (an alert or a
// .result-error), or null (as before).
async function look(page, before) {
  const s = await viewState(page);
  if (s.resultError) return { kind: 'rejected', why: `the result shows an error: ${s.result.slice(0, 200)}` };
  if (!sameView(s, before)) return { kind: 'changed' };
  if (s.alerts.length) return { kind: 'rejected', why: `alert ${JSON.stringify(s.alerts.join('; ').slice(0, 200))}` };
  return null;
}

// outcome judges a change made from the view before. quick looks once
// after go-app's frames; otherwise it polls up to CHANGE_TIMEOUT.
async function outcome(page, before, quick) {
  // A slider paints synchronously: its change is there at once. Others,
  // and alerts, come with go-app's next frames.
  const now = await look(page, before);
  if (now?.kind === 'changed') return now;
  await settle(page);
  const first = await look(page, before);
  if (first || quick) return first ?? { kind: 'same' };
  return waitUntil(() => look(page, before), { timeout: CHANGE_TIMEOUT, interval: 25 }).catch(() => ({ kind: 'same' }));
}

const close = (a, b) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));

// sweep returns up to n positions spread over a slider's grid, other than
// its value and those in skip.
function sweep({ min, max, step, value }, skip, n = 8) {
  const out = [];
  const cells = step > 0 ? Math.round((max - min) / step) : 100;
  for (let i = 0; i <= n; i++) {
    const x = step > 0 ? min + Math.round((i * cells) / n) * step : min + ((max - min) * i) / n;
    const v = +x.toPrecision(12);
    if (!close(v, value) && ![...skip, ...out].some((o) => close(o, v))) out.push(v);
  }
  return out;
}

// valueCandidates returns a slider's or a number box's values to try,
// {near, far}: those near the current value and the rest of a sweep of the
// slider's range (for when every near value is refused: a Bernoulli
// outcome takes 0 or 1 only), both from one read of the control. A number
// box takes its slider twin's values (from log10 back to the value for a
// log slider); a box without a slider (a matrix cell) small changes that
// keep its sign and whole-number-ness, and no far ones.
async function valueCandidates(page, c, loc) {
  const range = c.kind === 'range' ? loc : controlLocator(page, { kind: 'range', label: c.label });
  const infos = await rangeInfos(range); // with their count, in one call
  if (infos.length === 1) {
    const [info] = infos;
    const near = sliderTargets(info).slice(0, 4);
    const far = sweep(info, near);
    if (c.kind === 'range') return { near, far };
    const v = Number(await loc.inputValue());
    const log = !close(v, info.value) && close(v, 10 ** info.value);
    const box = (t) => (log ? Number((10 ** t).toPrecision(6)) : t);
    return { near: near.map(box), far: far.map(box) };
  }
  const v = Number(await loc.inputValue());
  if (!Number.isFinite(v)) return { near: [0, 1], far: [] };
  let cands;
  if (Number.isInteger(v)) cands = [v + 1, v - 1, v + 2, 2 * v];
  else if (v > 0 && v < 1) cands = [v / 2, (1 + v) / 2].map((x) => Number(x.toPrecision(6)));
  else cands = [v + 1, v - 1, 2 * v];
  if (v >= 0) cands = cands.filter((x) => x >= 0);
  return { near: [...new Set(cands)].filter((x) => x !== v), far: [] };
}

// typeNumber types text into a number box and commits it with Enter.
async function typeNumber(box, text) {
  await box.fill(text);
  await box.press('Enter');
}

// changes returns the ways to change control c, {near, far}, each
// {apply} returning what it did, in the order to try them: far are the
// further values of a slider or number box, read with the near ones.
async function changes(page, c, loc) {
  switch (c.kind) {
    case 'range': {
      const { near, far } = await valueCandidates(page, c, loc);
      const move = (t) => ({ apply: async () => `moved to ${await setRange(loc, t)}` });
      return { near: near.map(move), far: far.map(move) };
    }
    case 'number': {
      const { near, far } = await valueCandidates(page, c, loc);
      const type = (x) => ({
        apply: async () => {
          await typeNumber(loc, String(x));
          return `typed ${x}`;
        },
      });
      return { near: near.map(type), far: far.map(type) };
    }
    case 'select': {
      const { current, options } = await loc.evaluate((el) => ({ current: el.value, options: [...el.options].map((o) => o.value) }));
      const near = options
        .filter((o) => o !== current)
        .map((o) => ({
          apply: async () => {
            await loc.selectOption(o);
            return `chose ${JSON.stringify(o)}`;
          },
        }));
      return { near, far: [] };
    }
    case 'checkbox':
      return { near: [{ apply: async () => (await loc.click(), (await loc.isChecked()) ? 'checked it' : 'unchecked it') }], far: [] };
    case 'button':
    case 'toggle':
      // A button can be disabled by an earlier try (a count at its minimum),
      // also between a look at it and the click, as go-app renders.
      return { near: [{ apply: () => loc.click({ timeout: MODE_TIMEOUT }).then(() => 'clicked it', () => 'found it disabled') }], far: [] };
  }
  return { near: [], far: [] };
}

// attempt applies the changes of c in turn until one changes the view:
// {status: 'changed' | 'inert' (some were taken, none changed the view) |
// 'rejected' (every one was refused), why}. When every near value is
// refused, the rest of the slider's range is tried (unless near). Only the
// last change waits the full CHANGE_TIMEOUT unless quick: the others are
// judged after go-app's frames, when a valid change has shown.
async function attempt(page, c, { quick = false, near = false, max = Infinity, view = null } = {}) {
  const loc = controlLocator(page, c);
  const n = await loc.count();
  if (n !== 1) return { status: 'rejected', why: `${n} controls with this label (expected 1)` };
  const all = await changes(page, c, loc); // far from the value before any try
  let list = all.near.slice(0, max);
  const more = near ? [] : all.far;
  const tried = [];
  let taken = false;
  for (let i = 0; i < list.length; i++) {
    if (i === list.length - 1 && !taken && more.length) list = [...list, ...more.splice(0)];
    // view, the caller's reading of the page as it is, saves a read.
    const before = i === 0 && view ? view : await viewState(page);
    const did = await list[i].apply();
    const o = await outcome(page, before, quick || i < list.length - 1);
    if (o.kind === 'changed') return { status: 'changed', why: did };
    taken ||= o.kind === 'same';
    tried.push(`${did}: ${o.kind === 'same' ? 'nothing changed' : o.why}`);
  }
  if (list.length === 0) return { status: 'rejected', why: 'no other value to try' };
  return { status: taken ? 'inert' : 'rejected', why: tried.join('; ') };
}

// modes lists the mode changes of the page other than c itself, each
// {name, apply, undo}: other options of selects, checkboxes, "Use a list"
// switches, and other positions of sliders of at most four positions.
async function modes(page, c) {
  const out = [];
  for (const m of await pageControls(page)) {
    if (m.label === c.label || m.disabled) continue;
    const loc = controlLocator(page, m);
    if (m.kind === 'select') {
      const current = await loc.inputValue();
      for (const o of await loc.evaluate((el) => [...el.options].map((x) => x.value))) {
        if (o !== current) out.push({ name: `${m.label} = ${o}`, apply: () => loc.selectOption(o, { timeout: MODE_TIMEOUT }), undo: () => loc.selectOption(current, { timeout: MODE_TIMEOUT }) });
      }
    } else if (m.kind === 'checkbox') {
      out.push({ name: `${m.label} switched`, apply: () => loc.click({ timeout: MODE_TIMEOUT }), undo: () => controlLocator(page, m).click({ timeout: MODE_TIMEOUT }) });
    } else if (m.kind === 'range') {
      const info = await rangeInfo(loc);
      if (!(info.step > 0) || (info.max - info.min) / info.step > 3) continue;
      for (const v of sweep(info, [], 3)) {
        out.push({ name: `${m.label} = ${v}`, apply: () => setRange(loc, v), undo: () => setRange(controlLocator(page, m), info.value) });
      }
    }
  }
  for (const label of await page.locator('section.controls button.shape-button').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))) {
    const back = label.startsWith('Use a list for ') ? label.replace(/^Use a list for /, 'Use one number for ') : label.replace(/^Use one number for /, 'Use a list for ');
    const btn = (l) => page.locator(`section.controls button[aria-label=${JSON.stringify(l)}]`);
    out.push({ name: label, apply: () => btn(label).click({ timeout: MODE_TIMEOUT }), undo: () => btn(back).click({ timeout: MODE_TIMEOUT }) });
  }
  return out;
}

// inAnotherMode tries c again under each mode of the page, then under each
// pair of them, and returns the name of the first under which c changes
// the view, or null. Every mode is undone after its try. The modes that
// worked for earlier controls of the page (hints) are tried first: a
// slider and its number box, or the entries of one table, share theirs.
async function inAnotherMode(page, c, hints) {
  const ms = await modes(page, c);
  let sets = ms.map((m) => [m]);
  for (let i = 0; i < ms.length; i++) for (let j = i + 1; j < ms.length; j++) sets.push([ms[i], ms[j]]);
  const name = (set) => set.map((m) => m.name).join(' and ');
  const rank = (set) => (hints.includes(name(set)) ? 0 : 1);
  sets = sets.slice(0, 40).sort((a, b) => rank(a) - rank(b));
  for (const set of sets) {
    const applied = [];
    let usable = true;
    for (const m of set) {
      const before = await viewState(page);
      try {
        await m.apply();
      } catch {
        usable = false; // the other mode of the pair took this control away
        break;
      }
      applied.push(m);
      const o = await outcome(page, before, true);
      if (o?.kind === 'rejected') {
        usable = false; // this mode, or this pair, is not a valid state
        break;
      }
    }
    let found = false;
    if (usable && (await controlLocator(page, c).count()) === 1) {
      const restoreCount = await keepCount(page, c);
      const r = await attempt(page, c, { quick: true, near: true, max: 2 });
      await restoreCount();
      found = r.status === 'changed';
      if (c.kind === 'checkbox') await controlLocator(page, c).click(); // one try always switches it
      if (c.kind === 'select') await putBackSelect(page, c);
    }
    for (const m of applied.reverse()) {
      await m.undo().catch(() => {}); // gone with the other mode: undone with it
      await settle(page);
    }
    if (found) {
      hints.unshift(name(set));
      return name(set);
    }
  }
  return null;
}

// The option each select had when the test reached it, to put it back.
const selectStart = new Map();
async function putBackSelect(page, c) {
  if (selectStart.has(c.label)) await controlLocator(page, c).selectOption(selectStart.get(c.label));
}

// putBack undoes a mode change and waits for the view from before it.
async function putBack(page, before, undo, what) {
  await undo();
  const ok = await waitUntil(async () => sameView(await viewState(page), before), { timeout: CHANGE_TIMEOUT, interval: 25 }).catch(() => false);
  if (ok) return null;
  const s = await viewState(page);
  const differ = ['result', 'worked', 'plot'].filter((k) => s[k] !== before[k]);
  return `after ${what} the view is not the one from before: ${differ.join(', ')} differ (result ${JSON.stringify(s.result.slice(0, 200))})`;
}

// keepCount saves the count a stepper button (Increase n, Decrease n)
// changes and returns a function that types it back, so that the controls
// tried after it see the page's values; a no-op for any other control.
async function keepCount(page, c) {
  const m = c.kind === 'button' ? /^(Increase|Decrease) (.+)$/.exec(c.label) : null;
  const box = m ? controlLocator(page, { kind: 'number', label: m[2] }) : null;
  const value = box && (await box.count()) === 1 ? await box.inputValue() : null;
  return async () => {
    if (value === null || (await box.count()) !== 1 || (await box.inputValue()) === value) return;
    await typeNumber(box, value);
    await settle(page);
  };
}

// exercise changes control c and returns null if it changed the view (or
// does in another mode, reported through note), or the problem. reveal
// exercises the controls that appeared since known (the page's controls
// before c changes) and returns how many of them changed the view; hints
// are the modes that worked so far; a control listed in INERT is not tried
// in other modes.
async function exercise(page, c, { reveal, note, hints, listed, known }) {
  const loc = controlLocator(page, c);
  const original = c.kind === 'range' || c.kind === 'number' || c.kind === 'select' ? await loc.inputValue() : null;
  if (c.kind === 'select') selectStart.set(c.label, original);
  const before = await viewState(page);
  // Quick tries (judged after go-app's frames): the full CHANGE_TIMEOUT is
  // given at the end, before a control is called inert.
  const restoreCount = await keepCount(page, c);
  let r = await attempt(page, c, { quick: true, view: before });
  await restoreCount();

  if (c.kind === 'checkbox') {
    // A "Use X" switch whose example equals what the page shows changes
    // nothing by itself; X's controls, once changed, show it is in use.
    if (r.status === 'inert' && (await reveal(known)) > 0) r = { status: 'changed' };
    else if (r.status === 'changed') await reveal(known);
    const back = await putBack(page, before, () => controlLocator(page, c).click(), 'switching it back');
    if (r.status === 'changed') return back;
  }
  if (c.kind === 'select') {
    const back = await putBack(page, before, () => loc.selectOption(original), `choosing ${JSON.stringify(original)} again`);
    if (r.status === 'changed') return back;
  }
  if (c.kind === 'toggle') {
    const back = await putBack(page, before, () => controlLocator(page, c).click(), 'clicking it again');
    if (r.status === 'changed') return back;
  }
  if (c.kind === 'button' && r.status === 'changed' && c.label.startsWith('Add ')) await reveal(known);
  if (r.status === 'changed') return null;

  if (c.kind === 'range') await setRange(loc, original);
  if (c.kind === 'number') await typeNumber(loc, original);
  await settle(page);
  if (r.status !== 'inert' || listed) return r.why;
  const mode = await inAnotherMode(page, c, hints);
  if (mode) {
    note(`${describe(c)} changes nothing at these values; it does with ${mode}`);
    return null;
  }
  // The last chance, at the page's values with the full CHANGE_TIMEOUT: a
  // slow page must not make a control look inert.
  const restoreAgain = await keepCount(page, c);
  const slow = await attempt(page, c, { near: true });
  await restoreAgain();
  if (c.kind === 'checkbox') await controlLocator(page, c).click();
  if (c.kind === 'select') await putBackSelect(page, c);
  if (slow.status === 'changed') {
    note(`${describe(c)} changed the view only after more than two frames`);
    return null;
  }
  return `${r.why} (and in no other mode of the page)`;
}

// badNumber types a number too large for a float64 into the first number
// box: Chromium drops letters typed into an <input type=number>, so "1e999"
// is the bad text a person can type (validity.badInput is set and .value
// reads ""). It returns the problems seen.
async function badNumber(page) {
  const box = page.locator('section.controls input[type="number"]:visible').first(); // a shown one
  if ((await box.count()) === 0) return [];
  const label = await box.getAttribute('aria-label');
  const original = await box.inputValue();
  const before = await viewState(page);
  const problems = [];
  const where = `typing 1e999 into number box ${JSON.stringify(label)}`;
  await typeNumber(box, '1e999');
  let alerts = [];
  const named = await waitUntil(
    async () => {
      alerts = await alertTexts(page);
      return alerts.some((t) => t.includes(label));
    },
    { timeout: CHANGE_TIMEOUT, interval: 25 },
  ).catch(() => false);
  if (!named) problems.push(`${where}: no role=alert names it (alerts: ${JSON.stringify(alerts)})`);
  const during = await viewState(page);
  if (during.resultError || during.result !== before.result) {
    problems.push(`${where}: the result is ${JSON.stringify(during.result)}, not the last valid ${JSON.stringify(before.result)}`);
  }
  if (!(await box.evaluate((el) => el.value === '1e999' || el.validity.badInput))) {
    problems.push(`${where}: the box holds ${JSON.stringify(await box.inputValue())}, not the typed text`);
  }
  await typeNumber(box, original);
  const cleared = await waitUntil(async () => (await alertTexts(page)).length === 0, { timeout: CHANGE_TIMEOUT, interval: 25 }).catch(() => false);
  if (!cleared) problems.push(`typing ${original} back into ${JSON.stringify(label)}: alerts remain: ${JSON.stringify(await alertTexts(page))}`);
  return problems;
}

// The catalogue is known only once the server runs, and node:test needs it
// to declare one test per equation: start at load time.
let env;
let equations = [];
let startError;
try {
  env = await startEnv();
  // An equation that cannot be computed (a definition with no inputs)
  // has no view to test.
  equations = (await fetchCatalogue(env.url)).filter((e) => VIEW_FAMILIES.has(e.category) && e.computable);
  // And a person's own formula, which the API does not list.
  equations.push({ id: 'custom', title: 'Your own formula', category: 'your own formula', computable: true });
  const only = process.env.EQX_ONLY?.split(',').map((x) => x.trim()).filter(Boolean);
  if (only?.length) equations = equations.filter((e) => only.includes(e.id));
  // EQX_SHARD=k/n or k-l/n: of every n equations, the k-th (through the
  // l-th); make test-browser runs five shares side by side.
  equations = shard(equations);
} catch (err) {
  startError = err;
}

// One tab for the whole file, where each equation is opened as a link
// within the app opens it (env.visit): a new page component in the
// running app, as a person who follows a related equation gets, without
// loading and starting app.wasm again for each.
let tab;
async function page() {
  if (!tab || tab.isClosed()) {
    tab = await env.newPage();
    // The rehearsal of first moves (app/rehearse.go) is tested by
    // rehearse.test.mjs; here it would only compete for the CPU.
    await tab.addInitScript(() => {
      window.eqxNoRehearsal = true;
    });
  }
  return tab;
}

afterEach(() => env?.assertNoErrors());

// What checkSliders counts over the run, for the last test.
const tally = newTally();

// backToDefaults clicks Reset and waits for the views of the defaults,
// start, and the sliders the page had (Reset renders the controls anew);
// if they do not come back, it loads the page again (Reset has a test of
// its own in share.test.mjs), and says so.
async function backToDefaults(p, e, start, sliders, note) {
  // The page's Reset (a run of an update rule has one of its own).
  await p.locator('.title-row').getByRole('button', { name: 'Reset', exact: true }).click({ timeout: MODE_TIMEOUT });
  // Reset renders no controls for an update, then renders them anew: the
  // old ones may still be there at first, so the state must hold across
  // go-app's next frames.
  const isBack = async () => sameView(await viewState(p), start) && (await p.getByRole('slider').count()) === sliders;
  const back = await waitUntil(async () => (await isBack()) && (await settle(p), await isBack()), {
    timeout: CHANGE_TIMEOUT,
    interval: 25,
  }).catch(() => false);
  if (!back) {
    note('Reset did not give back the views of the default inputs: the page is loaded again');
    await env.goto(p, `/eq/${e.id}`);
  }
}

after(async () => {
  await env?.close();
});

test('the server starts and the catalogue has equations of these families', () => {
  if (startError) throw startError;
  assert.ok(equations.length > 0, `no equation of the categories ${[...VIEW_FAMILIES].join(', ')} (or none matched EQX_ONLY)`);
});

for (const e of equations) {
  test(`/eq/${e.id}: the views show and every control changes one of them`, { timeout: 150_000 }, async (t) => {
    const p = await page();
    await env.visit(p, `/eq/${e.id}`);
    const why = async () => `\n${await env.diagnostics(p)}`;
    const shown = await checkPage(env, p, e);

    // The views.
    assert.ok((await p.locator('#worked .katex').count()) > 0, `${e.id}: #worked holds no KaTeX-typeset .katex element${await why()}`);
    const latexErrors = await p.locator('.latex-error, .katex-error').allInnerTexts();
    assert.deepEqual(latexErrors, [], `${e.id}: .latex-error or .katex-error on the page`);
    const labels = await p.locator('#plot svg[role="img"]').evaluateAll((els) => els.map((s) => s.getAttribute('aria-label') ?? ''));
    assert.ok(labels.length > 0, `${e.id}: #plot holds no svg[role=img]; every equation of ${e.category} must have a plot${await why()}`);
    assert.ok(labels.every((l) => l.trim() !== ''), `${e.id}: a plot svg has an empty aria-label: ${JSON.stringify(labels)}`);
    const start = await viewState(p);
    assert.ok(start.result && !start.resultError, `${e.id}: the result at the default inputs is ${JSON.stringify(start.result)}`);
    const any = await p.locator('section.controls').locator('input, select, textarea').count();
    assert.ok(any > 0, `${e.id}: the page has no control`);

    const failures = (await badNumber(p)).map((x) => `${e.id}: ${x}`);

    // Points on the plane: the mouse drags the first one, and the result
    // or the plot follows.
    if ((await p.locator('.plane-tools').count()) > 0) {
      const { cx, cy } = await firstPointOnPlane(p);
      await p.mouse.move(cx, cy);
      await p.mouse.down();
      for (let i = 1; i <= 6; i++) await p.mouse.move(cx + i * 5, cy - i * 3);
      await p.mouse.up();
      try {
        await waitUntil(async () => {
          const now = await viewState(p);
          return now.result !== start.result || now.plot !== start.plot;
        }, { message: () => 'dragging the first point by (30, −18) px changed neither the result nor the plot' });
      } catch (err) {
        failures.push(`${e.id}: ${err.message}`);
      }
    }

    // Every control in page order, and those each reveals.
    selectStart.clear();
    const seen = new Set();
    const hints = [];
    const note = (s) => t.diagnostic(`${e.id}: ${s}`);
    const run = async (controls, depth) => {
      let n = 0;
      for (const c of controls) {
        if (seen.has(key(c))) continue;
        seen.add(key(c));
        const known = await pageControls(p);
        const live = known.find((x) => x.kind === c.kind && x.label === c.label);
        if (!live || live.disabled) continue; // gone with its mode or entry; an Add at the maximum length
        const reveal = async (known) => {
          if (depth >= 2) return 0;
          const had = new Set(known.map(key));
          return run(toTry((await pageControls(p)).filter((x) => !had.has(key(x)))), depth + 1);
        };
        const inert = inertWhy(e.id, c);
        const problem = await exercise(p, c, { reveal, note, hints, listed: !!inert, known });
        if (!problem) n++;
        else if (inert) note(`${describe(c)} may change nothing: ${inert}`);
        else failures.push(`${e.id}: ${describe(c)}: ${problem}`);
      }
      return n;
    };
    await run(toTry(await pageControls(p)), 0);
    t.diagnostic(`${e.id}: ${seen.size} controls tried, ${failures.length} problem(s)`);

    // Back to the default inputs, where a slider must drive the result
    // and the plot.
    if (shown.sliders > 0) {
      try {
        await backToDefaults(p, e, start, shown.sliders, note);
        await checkSliders(p, e, t, tally, shown.hasPlot);
      } catch (err) {
        failures.push(`${e.id}: from the default inputs: ${err.message}`);
      }
    }
    if (failures.length) assert.fail(`${failures.length} problem(s):\n  ${failures.join('\n  ')}`);
  });
}

// Of the equations of this run (or shard).
test('most sliders change the result at the default inputs', (t) => {
  if (equations.length === 0 || process.env.EQX_ONLY) return t.skip('a filtered run');
  checkInertShare(tally);
});
