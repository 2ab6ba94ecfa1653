// The installed app (app/storage.go, app/update.go, the manifest and
// go-app's service worker): inputs kept per equation across reloads and
// restarts, Reset, a new deployment noticed without losing inputs, the
// install criteria, and every equation offline after one visit.
//
//	node --test playwright/pwa.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, catalogueIds, fetchCatalogue, freePort, launchBrowser, startServerOn, useEnv, waitUntil, watchErrors } from './harness.mjs';

let env;

useEnv((e) => {
  env = e;
});

const zBox = (page) => page.locator('section.controls input[type=number]').first();
const result = (page) => page.textContent('#result');

// typeZ types v into sigmoid's z box and waits until the URL holds it.
async function typeZ(page, v) {
  await zBox(page).fill(String(v));
  await waitUntil(() => page.url().endsWith(`z=${v}`), { timeout: 10_000, message: () => `the URL did not take z=${v}: ${page.url()}` });
}

test('inputs are kept per equation: a new visit shows them, a link overrides them, Reset forgets them', { timeout: 120_000 }, async () => {
  const page = await env.newPage();
  await env.goto(page, '/eq/sigmoid');
  assert.match(await result(page), /0\.622459/); // σ(0.5), the default
  await typeZ(page, 3);
  await page.close();

  // A new visit without inputs in the link: the kept ones, also in the URL.
  const again = await env.newPage();
  await env.goto(again, '/eq/sigmoid');
  assert.equal(await zBox(again).inputValue(), '3');
  assert.match(await result(again), /0\.952574/); // σ(3)
  await waitUntil(() => again.url().endsWith('/eq/sigmoid?v=1&z=3'), { timeout: 5_000, message: () => again.url() });
  // Another equation keeps its own.
  await env.goto(again, '/eq/tanh');
  assert.equal(await again.evaluate(() => new URL(location.href).search), '');
  // A link's inputs win over the kept ones, and are kept in turn.
  await env.goto(again, '/eq/sigmoid?v=1&z=-1');
  assert.match(await result(again), /0\.268941/); // σ(−1)
  await again.reload();
  await env.waitReady(again);
  assert.match(await result(again), /0\.268941/);

  // Reset: the defaults, a bare URL, nothing kept.
  await again.getByRole('button', { name: 'Reset', exact: true }).click();
  await waitUntil(async () => /0\.622459/.test(await result(again)), { timeout: 5_000, message: async () => `after Reset: ${await result(again)}` });
  assert.equal(await zBox(again).inputValue(), '0.5');
  await waitUntil(() => again.url().endsWith('/eq/sigmoid'), { timeout: 5_000, message: () => again.url() });
  assert.equal(await again.evaluate(() => localStorage.getItem('eqx:inputs:sigmoid')), null);
  // The controls still work after Reset.
  await typeZ(again, 2);
  assert.match(await result(again), /0\.880797/);
  await again.close();
});

test('a page whose wasm_exec.js fails to load once still starts', { timeout: 120_000 }, async () => {
  // A fresh profile: no service worker answers before the route does.
  const b = await launchBrowser();
  const errors = [];
  try {
    const page = await b.context.newPage();
    watchErrors(page, errors);
    let failed = 0;
    await page.route('**/wasm_exec.js*', (route) => (failed++ === 0 ? route.abort('connectionreset') : route.continue()));
    await page.goto(`${env.url}/eq/sigmoid`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => document.body?.dataset.eqxReady === '1', null, { timeout: 60_000 });
    assert.ok(failed >= 2, `wasm_exec.js was requested ${failed} time(s): the failed load was not tried again`);
    assert.match(await result(page), /0\.622459/);
    // The aborted load itself is logged by Chromium; nothing else is.
    assert.deepEqual(errors.filter((e) => !/Failed to load resource: net::ERR_CONNECTION_RESET .*wasm_exec\.js/.test(e)), []);
  } finally {
    await b.close();
  }
});

test('the manifest meets the install criteria: Chromium offers to install eqx', { timeout: 60_000 }, async () => {
  const page = await env.newPage();
  await page.addInitScript(() => {
    window.__installable = false;
    addEventListener('beforeinstallprompt', () => (window.__installable = true));
  });
  await env.goto(page, '/');
  const manifest = await (await fetch(env.url + '/manifest.webmanifest')).json();
  // purpose is a space-separated list; empty means any.
  const sizes = manifest.icons.flatMap((i) => (i.purpose || 'any').split(' ').map((p) => `${i.sizes} ${p}`));
  for (const want of ['192x192 any', '512x512 any', '512x512 maskable']) assert.ok(sizes.includes(want), `no ${want} icon: ${sizes}`);
  assert.equal(manifest.display, 'standalone');
  await waitUntil(() => page.evaluate(() => window.__installable), { timeout: 30_000, message: () => 'beforeinstallprompt did not fire' });
  await page.close();
});

test('a new deployment is noticed: a prompt to reload, and the inputs survive it', { timeout: 240_000 }, async () => {
  // A site of its own whose styles can change: web/ is linked file by
  // file to this checkout's, but for app.css, copied.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'eqx-deploy-'));
  fs.mkdirSync(path.join(root, 'web'));
  for (const name of fs.readdirSync(path.join(ROOT, 'web'))) {
    const src = path.join(ROOT, 'web', name);
    if (name === 'app.css') fs.copyFileSync(src, path.join(root, 'web', name));
    else fs.symlinkSync(src, path.join(root, 'web', name));
  }
  fs.symlinkSync(path.join(ROOT, 'wasm_exec.js'), path.join(root, 'wasm_exec.js'));
  const port = await freePort();
  let server = await startServerOn(port, root);
  const b = await launchBrowser();
  const errors = [];
  try {
    const page = await b.context.newPage();
    watchErrors(page, errors);
    await page.goto(`${server.url}/eq/sigmoid`, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => document.body?.dataset.eqxReady === '1', null, { timeout: 60_000 });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await waitUntil(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 30_000, message: () => 'no service worker controls the page' });
    await typeZ(page, 2.5);
    assert.equal(await page.locator('.update-banner:not([hidden])').count(), 0, 'an update banner before any update');

    // The new deployment: other styles, so another version.
    await server.stop();
    fs.appendFileSync(path.join(root, 'web', 'app.css'), '\n/* deployment 2 */\n');
    server = await startServerOn(port, root);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => document.body?.dataset.eqxReady === '1', null, { timeout: 60_000 });
    assert.equal(await zBox(page).inputValue(), '2.5', 'the inputs were lost on reload');
    // The banner comes once the new worker has cached the whole site (133
    // pages, app.wasm): ~20 s into this test in make test's runs, where
    // four other groups of browser tests share the two cores, and once
    // more than 60 s.
    const banner = page.locator('.update-banner:not([hidden])');
    await banner.waitFor({ timeout: 120_000 });
    assert.match(await banner.textContent(), /new version/);
    await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Reload' }).click()]);
    await page.waitForFunction(() => document.body?.dataset.eqxReady === '1', null, { timeout: 60_000 });
    assert.equal(await zBox(page).inputValue(), '2.5', 'the inputs were lost by the update');
    assert.match(await result(page), /0\.924142/); // σ(2.5)
    const css = await page.evaluate(async () => (await (await fetch('/web/app.css')).text()).includes('deployment 2'));
    assert.ok(css, 'the page does not run the new deployment');
    assert.equal(await page.locator('.update-banner:not([hidden])').count(), 0, 'the banner stays after the update');
    assert.deepEqual(errors, []);
  } finally {
    await b.close();
    await server.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('after one visit every equation opens and computes offline', { timeout: 900_000 }, async () => {
  const ids = (await fetchCatalogue(env.url)).map((e) => e.id);
  assert.deepEqual(ids, catalogueIds(), 'the API lists the equations of eqx list');
  const page = await env.newPage();
  await env.goto(page, '/eq/sigmoid');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  // Wait until the service worker has every page in its cache.
  await waitUntil(
    () =>
      page.evaluate(async (ids) => {
        const cached = new Set();
        for (const key of await caches.keys()) for (const r of await (await caches.open(key)).keys()) cached.add(new URL(r.url).pathname);
        return ids.every((id) => cached.has(`/eq/${id}`)) && cached.has('/web/app.wasm');
      }, ids),
    { timeout: 120_000, interval: 500, message: () => 'the service worker did not cache every page' },
  );
  await env.server.stop();
  await env.context.setOffline(true);
  try {
    const failed = [];
    // And a person's own formula, from a link (/eq/custom is cached as
    // the equations are; its query is read in the browser).
    const custom = `custom?v=1&f=${encodeURIComponent('c*tanh(x)^2')}&p=${encodeURIComponent('{"c": 3}')}`;
    // Every eighth page, and the custom formula, is opened as a new
    // document: the service worker answers its HTML and app.wasm starts
    // from its cache. Every other page's HTML is fetched through the
    // service worker (as a new document would be), and then opened as a
    // link within the app opens it: what it computes and any resource it
    // loads must come without a network, as on a new document, without
    // starting app.wasm 130 times.
    for (const [k, id] of [...ids, custom].entries()) {
      const path = `/eq/${id}`;
      if (k % 8 === 0 || id === custom) {
        await page.goto(env.url + path, { waitUntil: 'domcontentloaded' });
        await env.waitReady(page);
      } else {
        const html = await page.evaluate(async (p) => {
          const r = await fetch(p, { headers: { Accept: 'text/html' } }).catch((err) => ({ ok: false, status: String(err) }));
          return r.ok ? r.text() : `HTTP ${r.status}`;
        }, path);
        // The page's own HTML: its link preview names it, and it has the
        // prerendered result.
        if (!html.includes(`${path}"`) || !html.includes('id="result"')) failed.push(`${id}: the service worker answers ${html.slice(0, 80)}`);
        await env.visit(page, path);
      }
      const s = await page.evaluate(() => ({
        katex: document.querySelectorAll('#equation .katex').length,
        result: document.querySelector('#result')?.textContent.trim() ?? '',
        error: !!document.querySelector('.result-error'),
      }));
      if (!s.katex || !s.result || s.error) failed.push(`${id}: ${JSON.stringify(s)}`);
      // 3 tanh(0.5)^2, as Math computes it.
      if (id === custom && !s.result.includes(String(Number((3 * Math.tanh(0.5) ** 2).toPrecision(6))))) {
        failed.push(`${id}: the result ${s.result} is not 3 tanh(0.5)^2`);
      }
    }
    assert.deepEqual(failed, [], 'equations that did not open and compute offline');
  } finally {
    await env.context.setOffline(false);
  }
});
