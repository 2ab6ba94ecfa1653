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
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, afterEach, before } from 'node:test';
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
  // Chromium 156 builds its omnibox's popup, a WebUI page of some 300
  // modules (chrome://omnibox-popup.top-chrome), in a renderer of its own
  // when a browser starts and as a tab navigates, headless too: a trace of
  // a first load showed it busy for ~0.8 s, one of this machine's two
  // cores, while eqx's page loaded. A reader's browser has done that long
  // before, and a phone has no such popup; the benchmarks measure the
  // page's own work. (bench.mjs's first loads of /eq/sigmoid: ~0.25 s
  // sooner without it.)
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
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
  ...MODEL_FAMILIES(),
]);

// MODEL_FAMILIES are the categories of the models, matrices, images and
// text views.
export function MODEL_FAMILIES() {
  return ['linear-algebra', 'regression', 'classification', 'optimization', 'neural-networks', 'kernels-svm',
    'nlp', 'convolution', 'attention', 'generative', 'dimensionality-reduction'];
}

// sampleEntries keeps, of the controls of the entries of a vector ("x 3")
// or a matrix ("A 2,1"), those of the first and the last entry of each
// input, and every other control. Every entry's controls are drawn by the
// same code as the others' (app/controls*.go), so the test of every
// control changes the first and the last entry of each input: that keeps
// every parameter and every kind of control, and an entry off by one
// shows at either end. Trying the middle entries too cost the browser
// tests minutes that the machine's two cores cannot spare.
export function sampleEntries(controls) {
  const entry = (c) => c.label.match(/^(.+) (\d+(?:,\d+)?)$/);
  const first = new Map(), last = new Map();
  for (const c of controls) {
    const m = entry(c);
    if (!m) continue;
    const k = `${c.kind} ${m[1]}`;
    if (!first.has(k)) first.set(k, m[2]);
    last.set(k, m[2]);
  }
  return controls.filter((c) => {
    const m = entry(c);
    if (!m) return true;
    const k = `${c.kind} ${m[1]}`;
    return m[2] === first.get(k) || m[2] === last.get(k);
  });
}

export const SERVER_START_TIMEOUT = 20_000;
export const READY_TIMEOUT = 30_000;
// UPDATE_TIMEOUT (how long a test waits for the page to show a change) and
// the helpers that read and drive an equation page live in page.mjs.
export * from './page.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// serveHost serves html at / of a new server on 127.0.0.1: a page of
// another origin than eqx's, such as a blog that embeds widgets. It
// resolves to {server, url}; close the server when done.
export function serveHost(html) {
  return new Promise((resolve) => {
    const server = http.createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(html);
    });
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${server.address().port}` }));
  });
}

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
// SERVER_START_TIMEOUT. root, if given, is the directory holding web/ and
// wasm_exec.js (eqx serve -root).
export async function startServer({ root } = {}) {
  if (!fs.existsSync(BIN)) {
    throw new Error(`${BIN} not found: run make build first`);
  }
  let lastErr;
  // A free port can be taken between freePort and the server's listen:
  // try a few ports before giving up.
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    try {
      return await startServerOn(port, root);
    } catch (err) {
      lastErr = err;
      if (!/already in use|address in use/i.test(err.message)) break;
    }
  }
  throw lastErr;
}

// startServerOn starts eqx serve on 127.0.0.1:port (a restart keeps the
// origin, and so the service worker and local storage of its pages).
export async function startServerOn(port, root) {
  installCleanup();
  const addr = `127.0.0.1:${port}`;
  const url = `http://${addr}`;
  const proc = spawn(BIN, ['serve', '-addr', addr, ...(root ? ['-root', root] : [])], {
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

// launchBrowser starts Chromium with a fresh temporary profile; autostart
// false leaves pages waiting for the reader (web/wake.js). close()
// closes it and removes the profile.
export async function launchBrowser({ autostart = true } = {}) {
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
  // Pages start their app without waiting for the reader (web/wake.js):
  // the tests drive the live app. wake.test.mjs tests the wait itself
  // (autostart false).
  if (autostart) {
    await context.addInitScript(() => {
      window.eqxAutostart = true;
    });
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

// useEnv registers the hooks of a test file that runs in one environment:
// startEnv before its tests, then started(env) (to keep it, and for any
// setup of the file's own); after each test, the page and console errors
// (where says what they may mean); after all, the browser back online
// and everything stopped.
export function useEnv(started, where = '') {
  let env;
  before(async () => {
    env = await startEnv();
    await started(env);
  });
  afterEach(() => env?.assertNoErrors(where));
  after(async () => {
    await env?.context.setOffline(false).catch(() => {});
    await env?.close();
  });
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

    // withPage opens path in a new page of the given width, runs fn on it
    // and closes it, whatever fn does.
    async withPage(p, fn, { width } = {}) {
      const page = await env.newPage();
      try {
        if (width) await page.setViewportSize({ width, height: 900 });
        await env.goto(page, p);
        await fn(page);
      } finally {
        await page.close();
      }
    },

    // goto loads path and waits until the UI is mounted and typeset.
    async goto(page, p) {
      await page.goto(server.url + p, { waitUntil: 'domcontentloaded', timeout: READY_TIMEOUT });
      await env.waitReady(page);
    },

    // visit opens path in a page where the app runs as a person's click
    // on a link within the app does (history.pushState and a popstate
    // event, which go-app follows): a new page component, without a new
    // document, so without loading and starting app.wasm again. It waits
    // for the page's data-eqx-page (app/layout.go, markPage). A page
    // where the app does not run yet is opened with goto.
    async visit(page, p) {
      const running = await page.evaluate(() => document.body?.dataset.eqxReady === '1').catch(() => false);
      if (!running || !page.url().startsWith(server.url)) return env.goto(page, p);
      await page.evaluate((to) => {
        document.body.removeAttribute('data-eqx-page');
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate', { state: null }));
      }, p);
      try {
        await page.waitForFunction(() => document.body?.hasAttribute('data-eqx-page'), null, { timeout: READY_TIMEOUT, polling: 20 });
      } catch (err) {
        throw new Error(`${p}: <body data-eqx-page> not set within ${READY_TIMEOUT / 1000} s after following the link in the app (${err.message.split('\n')[0]})\n` +
          (await env.diagnostics(page)));
      }
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
        `failed requests (the last 20): ${failed.length ? '\n  ' + failed.join('\n  ') : 'none'}\n` +
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
  // Failed requests are not errors (a page may cancel its own), but the
  // diagnostics of a page that did not start list them.
  page.on('requestfailed', (req) => {
    failed.push(`${page.url()}: ${req.method()} ${req.url()} failed: ${req.failure()?.errorText}${req.serviceWorker() ? ' (service worker)' : ''}`);
    if (failed.length > 20) failed.shift();
  });
  page.on('response', (res) => {
    if (res.status() >= 400 || (res.request().resourceType() === 'script' && res.status() !== 200)) {
      failed.push(`${page.url()}: ${res.request().method()} ${res.url()} answered ${res.status()}${res.fromServiceWorker() ? ' (from the service worker)' : ''}`);
      if (failed.length > 20) failed.shift();
    }
  });
}

// failed holds the last failed requests of every watched page, for
// diagnostics.
const failed = [];

// catalogueIds returns the ids the API must list: those of ./bin/eqx list,
// which must hold every row of the source checklist
// (equations/testdata/equations.tsv) and may hold equations added since.
export function catalogueIds() {
  const listed = execFileSync(BIN, ['list'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 })
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l).id);
  const rows = fs.readFileSync(path.join(ROOT, 'equations/testdata/equations.tsv'), 'utf8').split('\n').slice(1);
  const missing = rows.map((r) => r.split('\t')[0]).filter((id) => id && !listed.includes(id));
  if (missing.length > 0) throw new Error(`eqx list lacks rows of the checklist: ${missing.join(', ')}`);
  return listed;
}

// shard keeps the items of this run's shard, EQX_SHARD=k/n or k-l/n: of
// every n items in order, the k-th (through the l-th), so that each shard
// has some of every family (make test-browser gives each of its five
// groups a share of the views by how much else the group runs). All of
// them without EQX_SHARD.
export function shard(items) {
  const spec = process.env.EQX_SHARD;
  if (!spec) return items;
  const m = /^(\d+)(?:-(\d+))?\/(\d+)$/.exec(spec);
  const [k, l, n] = m ? [+m[1], +(m[2] ?? m[1]), +m[3]] : [];
  if (!m || k < 1 || l < k || l > n) throw new Error(`EQX_SHARD=${spec}: want k/n or k-l/n with 1 ≤ k ≤ l ≤ n`);
  return items.filter((_, i) => i % n >= k - 1 && i % n <= l - 1);
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

// warmUp visits one page of a fresh profile and moves its slider 100
// times, for benchmarks. The first visit runs app.wasm as V8 first
// compiles it, quickly and unoptimised, while the optimised code is
// compiled in the background and then cached: a page measured first took
// 20 ms at p95 where it takes 8 once warm. After warmUp every page is
// measured in the steady state a visitor reaches in the first seconds of
// a first visit. It also waits for the service worker's install: caching
// the whole site for offline use (every page rendered by the server,
// app.wasm downloaded and decoded) takes both cores for seconds after the
// first page is ready, and a benchmark measured meanwhile timed the
// install as much as the page.
export async function warmUp(page, url) {
  await page.goto(`${url}/eq/linear-regression-hypothesis`, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => document.body?.dataset.eqxReady === '1', null, { timeout: READY_TIMEOUT, polling: 50 });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page.evaluate(async () => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    const s = document.querySelector('section.controls input[type="range"]');
    for (let i = 0; i < 100; i++) {
      s.value = String(Number(s.min) + ((Number(s.max) - Number(s.min)) * ((i * 37) % 100)) / 100);
      s.dispatchEvent(new Event('input', { bubbles: true }));
      await frame();
    }
  });
}
