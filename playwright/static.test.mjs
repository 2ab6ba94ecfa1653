// The static site (eqx static) on the two kinds of static host, online and
// offline: one that answers /eq/x with a 301 to /eq/x/ and then serves
// eq/x/index.html (Python's http.server, Apache's DirectorySlash, S3
// website hosting, Netlify), and one that serves eq/x.html at /eq/x with no
// redirect (GitHub Pages, nginx with try_files). Both are small Node
// servers on 127.0.0.1 written here. On each, a fresh profile visits /,
// waits until the service worker has installed the site, then opens
// equation pages online and offline, with and without inputs in the query.
//
// The service worker caches /eq/x as the host answered it; a response that
// came through a redirect cannot answer a navigation, so on the first kind
// of host every page failed with net::ERR_FAILED once the worker was
// active (app/handler.go, serviceWorker).
//
//	node --test playwright/static.test.mjs   (after make build)
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { BIN, READY_TIMEOUT, launchBrowser, resultState, waitUntil, watchErrors } from './harness.mjs';

let dir; // holds site/, the output of eqx static
let site;

before(async () => {
  if (!fs.existsSync(BIN)) throw new Error(`${BIN} not found: run make build first`);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eqx-static-'));
  site = path.join(dir, 'site');
  await promisify(execFile)(BIN, ['static', site], { timeout: 60_000 });
});

after(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

const isFile = (f) => fs.statSync(f, { throwIfNoEntry: false })?.isFile() ?? false;
const isDir = (f) => fs.statSync(f, { throwIfNoEntry: false })?.isDirectory() ?? false;

// startHost serves root on a free port of 127.0.0.1. With redirects, a
// directory asked for without its trailing slash is a 301 to the slashed
// path, query kept, and a directory is served as its index.html (Python's
// http.server, Apache). Without, /x is served from x, else x.html, else
// x/index.html, and never redirected (GitHub Pages). stats counts the
// requests and redirects.
function startHost(root, redirects) {
  const stats = { requests: 0, redirects: 0 };
  const server = http.createServer((req, res) => {
    stats.requests++;
    const fail = (status) => {
      res.writeHead(status, { 'Content-Type': 'text/plain' });
      res.end(`${status}\n`);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return fail(405);
    const url = new URL(req.url, 'http://host');
    let rel;
    try {
      rel = decodeURIComponent(url.pathname);
    } catch {
      return fail(400);
    }
    const file = path.join(root, rel);
    if (file !== root && !file.startsWith(root + path.sep)) return fail(404);
    let target = null;
    if (isFile(file)) {
      target = file;
    } else if (isDir(file)) {
      if (redirects && !url.pathname.endsWith('/')) {
        stats.redirects++;
        res.writeHead(301, { Location: url.pathname + '/' + url.search, 'Content-Length': 0 });
        return res.end();
      }
      if (isFile(path.join(file, 'index.html'))) target = path.join(file, 'index.html');
    }
    if (!target && !redirects && !rel.endsWith('/') && isFile(file + '.html')) target = file + '.html';
    if (!target) return fail(404);
    const body = fs.readFileSync(target);
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(target)] ?? 'application/octet-stream',
      'Content-Length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        stats,
        close() {
          server.closeAllConnections();
          return new Promise((r) => server.close(() => r()));
        },
      });
    });
  });
}

// Pages opened online and then offline: the path, and what the result
// must show (a bare path shows inputs kept from an earlier visit, so only
// pages with inputs in the query name a value). /eq/x/ is where a host's
// redirect leaves a first visit to /eq/x.
const ONLINE = [
  ['/eq/softmax', null],
  ['/eq/sigmoid?z=2', /0\.880797/], // σ(2)
  ['/eq/tanh?v=1&x=1', /0\.761594/], // tanh(1)
  ['/eq/relu', null],
];
const OFFLINE = [
  ['/eq/sigmoid?v=1&z=-1', /0\.268941/], // σ(−1)
  ['/eq/softmax?v=1&z=1,2,3', /0\.0900306.*0\.244728.*0\.665241/s],
  ['/eq/tanh/?v=1&x=0.5', /0\.462117/], // tanh(0.5)
  ['/eq/mse', null], // never opened online
  ['/', null],
];

for (const [name, redirects] of [
  ['a host that redirects /eq/x to /eq/x/ (like python3 -m http.server, Apache)', true],
  ['a host that serves /eq/x from eq/x.html (like GitHub Pages)', false],
]) {
  test(`the static site on ${name}: pages open online and offline`, { timeout: 90_000 }, async () => {
    const host = await startHost(site, redirects);
    const b = await launchBrowser();
    const errors = [];
    const failed = [];
    try {
      const page = await b.context.newPage();
      watchErrors(page, errors);
      page.on('requestfailed', (r) => failed.push(`${r.url()}: ${r.failure()?.errorText}`));
      const why = async () => {
        let text;
        try {
          text = await page.evaluate(() => document.body?.innerText.slice(0, 500) ?? '(no body)');
        } catch (err) {
          text = `(could not read the page: ${err.message})`;
        }
        return `\nerrors: ${JSON.stringify(errors)}\nfailed requests: ${JSON.stringify(failed.slice(-10))}\npage text: ${text}`;
      };
      const open = async (p, want, where) => {
        let res;
        try {
          res = await page.goto(host.url + p, { waitUntil: 'domcontentloaded', timeout: 30_000 });
          await page.waitForFunction(() => document.body?.dataset.eqxReady === '1', null, { timeout: READY_TIMEOUT, polling: 50 });
        } catch (err) {
          err.message += `\n(${where}: ${p})${await why()}`;
          throw err;
        }
        assert.ok(res?.ok(), `${where}: ${p} answered ${res?.status()}`);
        assert.ok(res.fromServiceWorker(), `${where}: ${p} was not answered by the service worker`);
        assert.equal(new URL(page.url()).pathname, new URL(host.url + p).pathname, `${where}: ${p} ended at another page`);
        if (p === '/') {
          assert.ok((await page.locator('li[data-id]').count()) > 100, `${where}: the catalogue lists the equations${await why()}`);
          return;
        }
        assert.ok((await page.locator('#equation .katex').count()) > 0, `${where}: ${p}: the equation is not typeset${await why()}`);
        const s = await resultState(page);
        assert.ok(s.result, `${where}: ${p}: no result${await why()}`);
        assert.equal(s.resultError, false, `${where}: ${p}: the result is an error: ${s.result}`);
        if (want) assert.match(s.result, want, `${where}: ${p}`);
      };

      await page.goto(host.url + '/', { waitUntil: 'domcontentloaded', timeout: 30_000 });
      await page.waitForFunction(() => document.body?.dataset.eqxReady === '1', null, { timeout: READY_TIMEOUT, polling: 50 });
      // Active means installed, and the install lasts until the whole
      // site is cached (app/handler.go).
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
      await waitUntil(() => page.evaluate(() => !!navigator.serviceWorker.controller), {
        timeout: 15_000,
        message: () => 'no service worker controls the page',
      });
      const cached = await page.evaluate(async () => {
        const r = await caches.match('/eq/softmax');
        return r ? { redirected: r.redirected, url: new URL(r.url).pathname } : null;
      });
      assert.ok(cached, `/eq/softmax is not cached once the worker is active${await why()}`);
      // The host is the kind it says: the install cached what the redirect
      // led to, or the page itself.
      assert.deepEqual(cached, redirects ? { redirected: true, url: '/eq/softmax/' } : { redirected: false, url: '/eq/softmax' });
      if (redirects) assert.ok(host.stats.redirects > 0, 'the host redirected nothing');
      else assert.equal(host.stats.redirects, 0);

      for (const [p, want] of ONLINE) await open(p, want, 'online');

      // Offline: the host stopped as well as the browser offline.
      await host.close();
      await b.context.setOffline(true);
      for (const [p, want] of OFFLINE) await open(p, want, 'offline');

      assert.deepEqual(errors, []);
    } finally {
      await b.context.setOffline(false).catch(() => {});
      await b.close();
      await host.close();
    }
  });
}

test("a question's link on the static site: its prerendered answer is not shown before the app hides it", { timeout: 60_000 }, async () => {
  const host = await startHost(site, false);
  const b = await launchBrowser();
  try {
    const page = await b.context.newPage();
    // The app never starts: what shows is the static HTML, prerendered at
    // the defaults (σ(0.5) = 1/(1 + e^−0.5) = 0.622459), and boot.js.
    await page.route('**/*.wasm', (r) => r.abort());
    await page.goto(host.url + '/eq/sigmoid?predict=1', { waitUntil: 'load', timeout: 30_000 });
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('eqx-question')), true);
    const shown = () => page.locator('#result .prerendered').evaluate((el) => getComputedStyle(el).visibility);
    assert.match(await page.locator('#result .prerendered').textContent(), /0\.622459/, 'the static page holds the default answer');
    assert.equal(await shown(), 'hidden', 'the prerendered answer of a question is shown');
    await page.goto(host.url + '/eq/sigmoid', { waitUntil: 'load', timeout: 30_000 });
    assert.equal(await shown(), 'visible', 'a page without the mode hides its answer');
  } finally {
    await b.close();
    await host.close();
  }
});
