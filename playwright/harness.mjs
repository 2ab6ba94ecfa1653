// Shared harness of the browser tests (node:test + playwright-core) and of
// bench.mjs: it starts `./bin/eqx serve` on a free port of 127.0.0.1, drives
// Debian's Chromium with a fresh profile, records every page error and
// console error, and tears everything down even when a test fails.
//
// Typical use in a test file:
//
//	const env = await startEnv();          // in before()
//	const page = await env.newPage();
//	await env.goto(page, '/eq/sigmoid');   // waits for data-eqx-ready
//	env.assertNoErrors();                  // in afterEach()
//	await env.close();                     // in after()
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BIN = path.join(ROOT, 'bin', 'eqx');
export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Timeouts, in milliseconds.
// The categories whose equations have interactive views (the browser test
// of every control and the latency benchmark cover them); a new equation
// in one of them is covered too.
export const VIEW_FAMILIES = new Set([
  'activations',
  'losses',
  'divergences',
  'information-theory',
  'metrics',
  'distances',
  'statistics',
  'probability',
  'distributions',
  'algebra',
  'decision-trees',
]);

export const SERVER_START_TIMEOUT = 20_000;
export const READY_TIMEOUT = 30_000;
export const UPDATE_TIMEOUT = 10_000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// freePort asks the kernel for a free TCP port on 127.0.0.1.
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

// tail keeps the last max characters of a growing log.
function appendCapped(buf, chunk, max = 64 * 1024) {
  const s = buf + chunk;
  return s.length > max ? s.slice(s.length - max) : s;
}

// startServer runs `./bin/eqx serve -addr 127.0.0.1:PORT` from the
// repository root and resolves once GET /healthz answers 200. It rejects,
// with the server's output, if the server exits or is not healthy within
// SERVER_START_TIMEOUT.
export async function startServer() {
  if (!fs.existsSync(BIN)) {
    throw new Error(`${BIN} not found: run make build first`);
  }
  let lastErr;
  // A free port can be taken between freePort and the server's listen:
  // try a few ports before giving up.
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    try {
      return await startServerOn(port);
    } catch (err) {
      lastErr = err;
      if (!/already in use|address in use/i.test(err.message)) break;
    }
  }
  throw lastErr;
}

async function startServerOn(port) {
  installCleanup();
  const addr = `127.0.0.1:${port}`;
  const url = `http://${addr}`;
  const proc = spawn(BIN, ['serve', '-addr', addr], {
    cwd: ROOT,
    detached: true, // its own process group, killed as a whole
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  proc.stdout.setEncoding('utf8').on('data', (d) => (stdout = appendCapped(stdout, d)));
  proc.stderr.setEncoding('utf8').on('data', (d) => (stderr = appendCapped(stderr, d)));
  let exited = null;
  const exitPromise = new Promise((resolve) => {
    proc.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    });
    proc.on('error', (err) => {
      exited = { code: null, signal: null, error: err };
      resolve(exited);
    });
  });

  const server = {
    url,
    port,
    proc,
    log: () => `--- eqx serve stdout ---\n${stdout}--- eqx serve stderr ---\n${stderr}`,
    get exited() {
      return exited;
    },
    async stop() {
      if (exited) return;
      killGroup(proc.pid, 'SIGTERM');
      const t = setTimeout(() => killGroup(proc.pid, 'SIGKILL'), 5_000);
      await exitPromise;
      clearTimeout(t);
    },
  };
  // Whatever happens to the test process, do not leave the server behind.
  liveServers.add(proc.pid);
  exitPromise.then(() => liveServers.delete(proc.pid));

  const deadline = Date.now() + SERVER_START_TIMEOUT;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (exited) {
      const why = exited.error ? exited.error.message : `exit code ${exited.code}, signal ${exited.signal}`;
      throw new Error(`eqx serve on ${addr} stopped before it was healthy (${why})\n${server.log()}`);
    }
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return server;
      lastProblem = `GET /healthz answered ${res.status}`;
    } catch (err) {
      lastProblem = `GET /healthz failed: ${err.cause?.code || err.message}`;
    }
    await sleep(100);
  }
  await server.stop();
  throw new Error(`eqx serve on ${addr} was not healthy within ${SERVER_START_TIMEOUT / 1000} s (${lastProblem})\n${server.log()}`);
}

// The process groups of the servers still running, killed when this
// process exits or is interrupted (the test runner sends SIGTERM to a file
// that times out).
const liveServers = new Set();
let cleanupInstalled = false;
function installCleanup() {
  if (cleanupInstalled) return;
  cleanupInstalled = true;
  const killAll = () => {
    for (const pid of liveServers) killGroup(pid, 'SIGKILL');
  };
  process.on('exit', killAll);
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(sig, () => {
      killAll();
      process.exit(128 + os.constants.signals[sig]);
    });
  }
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

// launchBrowser starts Chromium with a fresh temporary profile. close()
// closes it and removes the profile.
export async function launchBrowser() {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} not found: run make chromium (apt-get install -y chromium) or set CHROMIUM`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eqx-chromium-'));
  let context;
  try {
    context = await chromium.launchPersistentContext(dir, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 1280, height: 900 },
      timeout: 30_000,
    });
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    context,
    profileDir: dir,
    async close() {
      await context.close().catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

// startEnv starts a server and a browser and returns the test environment.
// Its errors array collects every page error and console error of every
// page it opened.
export async function startEnv() {
  const server = await startServer();
  let browser;
  try {
    browser = await launchBrowser();
  } catch (err) {
    await server.stop();
    throw err;
  }
  const errors = [];
  const env = {
    server,
    url: server.url,
    context: browser.context,
    errors,

    // newPage opens a page whose errors are recorded.
    async newPage() {
      const page = await browser.context.newPage();
      watchErrors(page, errors);
      return page;
    },

    // goto loads path and waits until the UI is mounted and typeset.
    async goto(page, p) {
      await page.goto(server.url + p, { waitUntil: 'domcontentloaded', timeout: READY_TIMEOUT });
      await env.waitReady(page);
    },

    async waitReady(page, timeout = READY_TIMEOUT) {
      try {
        await page.waitForFunction(() => document.body?.dataset.eqxReady === '1', null, { timeout, polling: 50 });
      } catch (err) {
        throw new Error(
          `${page.url()}: <body data-eqx-ready="1"> not set within ${timeout / 1000} s (${err.message.split('\n')[0]})\n` +
            (await env.diagnostics(page)),
        );
      }
    },

    // diagnostics describes the state of a page and the server, for
    // failure messages.
    async diagnostics(page) {
      let body = '';
      try {
        body = await page.evaluate(() => document.body?.innerText.slice(0, 2000) ?? '(no body)');
      } catch (err) {
        body = `(could not read the page: ${err.message})`;
      }
      return (
        `errors so far: ${errors.length ? '\n  ' + errors.join('\n  ') : 'none'}\n` +
        `--- page text ---\n${body}\n` +
        server.log()
      );
    },

    // assertNoErrors fails if any page recorded a page or console error,
    // then forgets them (so that one failure is reported once).
    assertNoErrors(where = '') {
      if (errors.length) {
        const list = errors.splice(0);
        throw new Error(`page or console errors${where ? ' ' + where : ''}:\n  ${list.join('\n  ')}`);
      }
    },

    async close() {
      await browser.close();
      await server.stop();
    },
  };
  return env;
}

// watchErrors records the page's uncaught errors and console errors.
export function watchErrors(page, errors) {
  page.on('pageerror', (err) => {
    errors.push(`[pageerror] ${page.url()}: ${err.stack || err.message}`);
  });
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const loc = msg.location();
    const where = loc?.url ? ` (${loc.url}:${loc.lineNumber})` : '';
    errors.push(`[console.error] ${page.url()}: ${msg.text()}${where}`);
  });
  page.on('crash', () => errors.push(`[crash] ${page.url()}: the page crashed`));
}

// fetchCatalogue returns the API's catalogue: GET /api/v1/equations, JSON
// lines of {id, title, category, latex, computable}.
export async function fetchCatalogue(url) {
  const res = await fetch(`${url}/api/v1/equations`);
  const text = await res.text();
  if (res.status !== 200) {
    throw new Error(`GET /api/v1/equations answered ${res.status}: ${text.slice(0, 500)}`);
  }
  const t = text.trim();
  if (t.startsWith('[')) return JSON.parse(t);
  return t
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l));
}

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
    const svg = document.querySelector('#plot svg[role="img"]') ?? document.querySelector('#plot svg');
    return {
      result: status ? status.textContent.trim() : null,
      resultError: status ? !!status.querySelector('.result-error') : false,
      plotLabel: svg ? svg.getAttribute('aria-label') : null,
      plotHash: svg ? hash(svg.innerHTML) : null,
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

// rangeInfo reads a range input's min, max, step and value as numbers.
export function rangeInfo(locator) {
  return locator.evaluate((el) => ({
    min: el.min === '' ? 0 : Number(el.min),
    max: el.max === '' ? 100 : Number(el.max),
    step: el.step === '' ? 1 : el.step === 'any' ? 0 : Number(el.step),
    value: Number(el.value),
  }));
}

// moveSlider moves a slider of the page and waits until the result text
// changes (to a value, not an error) and, if the page shows a plot, the
// plot's aria-label or content changes too. It tries the first slider
// first, with a few target values (one move can leave the result unchanged,
// e.g. relu on negatives, or break a constraint between parameters); if
// none works it tries the next sliders, up to maxSliders. It returns
// {before, after, value, name, index}, or throws with what it tried.
export async function moveSlider(page, { maxSliders = 6, timeout = 4_000 } = {}) {
  const sliders = page.getByRole('slider');
  const count = await sliders.count();
  if (count === 0) throw new Error(`${page.url()}: no slider on the page`);
  const before = await resultState(page);
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
      let after;
      try {
        after = await waitUntil(
          async () => {
            const s = await resultState(page);
            const plotChanged = !hasPlot || s.plotLabel !== current.plotLabel || s.plotHash !== current.plotHash;
            const resultChanged = s.result !== current.result && s.result !== before.result;
            return s.result && !s.resultError && resultChanged && plotChanged ? s : null;
          },
          { timeout },
        );
      } catch {
        const s = await resultState(page);
        tried.push(
          `${name}=${kept}: result ${JSON.stringify(s.result)}${s.resultError ? ' (an error)' : ''}, plot label ${JSON.stringify(s.plotLabel)}`,
        );
        current = s;
        continue;
      }
      return { before, after, value: kept, name, index };
    }
    // Put the slider back before trying the next one.
    await setRange(slider, info.value);
    await waitUntil(async () => (await resultState(page)).result === before.result, { timeout }).catch(() => {});
  }
  throw new Error(
    `${page.url()}: moving a slider changed the result${hasPlot ? ' and the plot together' : ''} for no value tried.\n` +
      `  before: result ${JSON.stringify(before.result)}, plot label ${JSON.stringify(before.plotLabel)}\n  ` +
      tried.join('\n  '),
  );
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
// moves.
export function viewState(page) {
  return page.evaluate(() => {
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
// section of an equation page that a person changes one at a time:
// {kind, label, disabled} with kind one of range, number, select,
// checkbox, or button (only the "Add entry to X" and "Remove last entry
// from X" buttons). label is the aria-label, which names the control.
export function pageControls(page) {
  return page.evaluate(() => {
    const root = document.querySelector('section.controls') ?? document.body;
    const out = [];
    for (const el of root.querySelectorAll('input, select, button')) {
      const label = el.getAttribute('aria-label');
      if (!label) continue;
      let kind = null;
      if (el.tagName === 'SELECT') kind = 'select';
      else if (el.tagName === 'BUTTON' && el.hasAttribute('aria-pressed')) kind = 'toggle';
      else if (el.tagName === 'BUTTON')
        kind = /^(Add entry to|Remove last entry from|Increase|Decrease|Add (row|column) to|Remove last (row|column) from) /.test(label) ? 'button' : null;
      else if (['range', 'number', 'checkbox'].includes(el.type)) kind = el.type;
      if (kind) out.push({ kind, label, disabled: el.disabled });
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
  return page.locator(`section.controls ${sel}[aria-label=${JSON.stringify(label)}]`);
}
