// Offline: once the service worker has installed the app, an equation page
// reloads, typesets and computes with no network at all. To be sure nothing
// reaches the network, the server is stopped as well as the browser being
// put offline.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { moveFirstSlider, resultState, useEnv, waitUntil } from './harness.mjs';
import { auc, table, upload } from './tables.mjs';

let env;

useEnv((e) => {
  env = e;
}, '(offline, a resource missing from the service worker cache shows here as a failed load)');

const controlled = (page) => page.evaluate(() => !!navigator.serviceWorker?.controller);

test('/eq/sigmoid works offline once the service worker is installed', { timeout: 180_000 }, async () => {
  const page = await env.newPage();
  await env.goto(page, '/eq/sigmoid');

  const hasSW = await page.evaluate(() => 'serviceWorker' in navigator);
  assert.ok(hasSW, 'the page can use service workers (a secure context: http://127.0.0.1 is one)');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));

  // The worker claims the page when it activates; if it has not (yet),
  // a reload puts the page under its control.
  try {
    await waitUntil(() => controlled(page), { timeout: 5_000 });
  } catch {
    await page.reload({ waitUntil: 'domcontentloaded' });
    await env.waitReady(page);
    await waitUntil(() => controlled(page), {
      timeout: 15_000,
      message: () => 'navigator.serviceWorker.controller is still null after a reload',
    });
  }

  // go-app's worker fills its cache in the background of its install
  // event, so "ready" does not mean "cached": wait until a cache has
  // entries (cache.addAll stores all of its list or nothing).
  const listCaches = () =>
    page.evaluate(async () => {
      const out = {};
      for (const key of await caches.keys()) {
        out[key] = (await (await caches.open(key)).keys()).map((r) => new URL(r.url).pathname);
      }
      return out;
    });
  let cached = {};
  await waitUntil(
    async () => {
      cached = await listCaches();
      return Object.values(cached).some((entries) => entries.length > 0);
    },
    { timeout: 60_000, interval: 250, message: () => `the service worker cached nothing: ${JSON.stringify(cached)}` },
  );
  const path = new URL(page.url()).pathname;
  const hint = () =>
    `\n(the service worker's caches hold: ${JSON.stringify(cached)}; ${path} must be answered from them, ` +
    `e.g. by listing every page in the go-app Handler's CacheableResources)`;

  // Cut the network: no server, and the browser offline.
  await env.server.stop();
  await env.context.setOffline(true);

  try {
    await page.reload({ waitUntil: 'domcontentloaded' });
    await env.waitReady(page);
  } catch (err) {
    err.message += hint();
    throw err;
  }
  assert.ok((await page.locator('#equation .katex').count()) > 0, 'offline: the equation is typeset');
  assert.equal(await page.locator('.latex-error, .katex-error').count(), 0, 'offline: no LaTeX error');
  const s = await resultState(page);
  assert.ok(s.result, 'offline: the result region has text');
  assert.equal(s.resultError, false, `offline: no .result-error: ${s.result}`);
  assert.ok(s.plotLabel, 'offline: the plot is drawn');
  await moveFirstSlider(page);

  // A link with inputs (or a reload after a slider move, which writes
  // them into the URL) opens offline too: σ(2) = 1/(1 + e^−2).
  await page.goto(env.url + '/eq/sigmoid?v=1&z=2', { waitUntil: 'domcontentloaded' });
  await env.waitReady(page);
  assert.match(await page.textContent('#result'), /0\.880797/);

  // A large table offline: computed in the browser's Web Worker, whose
  // files the service worker cached, and the box says why.
  await page.goto(env.url + '/eq/roc-auc', { waitUntil: 'domcontentloaded' });
  await env.waitReady(page);
  await page.click('details.paste summary');
  const t = table(250_000, 13); // 2.8 MB: sent to the server when online
  await upload(page, t.text);
  const answer = page.locator('.databox-result');
  await answer.waitFor({ timeout: 90_000 });
  assert.equal(await answer.getAttribute('data-route'), 'browser');
  assert.match(await page.textContent('.databox-job'), /offline: computed in this browser/);
  const value = Number(/= (\S+)$/.exec(await answer.textContent())[1]);
  assert.ok(Math.abs(value - auc(t.y, t.s)) <= 1e-12, `offline AUC ${value}, want ${auc(t.y, t.s)}`);
  await page.close();
});
