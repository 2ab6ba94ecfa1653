// Loading app.wasm (web/boot.js, app/loader.go): compiled while the page
// is parsed, straight from the service worker's cache once one controls
// the page, with the download's progress on the loading screen, and
// still loaded when the early start fails; the service worker registered
// once the reader rests.
//
//	node --test playwright/boot.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, useEnv, waitUntil, watchErrors } from './harness.mjs';

let env;

useEnv((e) => {
  env = e;
});

const result = (page) => page.textContent('#result');

// freshPage opens a page in a browser of its own, with a fresh profile
// (no service worker, no HTTP cache), recording its errors.
async function freshPage(errors) {
  const b = await launchBrowser();
  const page = await b.context.newPage();
  watchErrors(page, errors);
  return { b, page };
}

test('the loading screen shows the download of app.wasm in percent, rising to 100', { timeout: 120_000 }, async () => {
  const errors = [];
  const { b, page } = await freshPage(errors);
  try {
    // A link of 2 MB/s, so that the download lasts about as long as on a
    // fast connection: on loopback it can end before the loader has run,
    // and the loader then rightly shows 0% and 100% only.
    const cdp = await b.context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: 2 << 20, uploadThroughput: 1 << 20 });
    // Every text of the loader's label, from the first one on.
    await page.addInitScript(() => {
      window.__labels = [];
      new MutationObserver(() => {
        const l = document.getElementById('app-wasm-loader-label');
        if (l && window.__labels.at(-1) !== l.textContent) window.__labels.push(l.textContent);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(`${env.url}/eq/sigmoid`, { waitUntil: 'domcontentloaded' });
    await env.waitReady(page);
    const labels = await page.evaluate(() => window.__labels);
    const percents = labels.map((l) => /^Loading eqx… (\d+)%$/.exec(l)).filter(Boolean).map((m) => Number(m[1]));
    assert.ok(percents.length >= 3, `too few progress labels: ${JSON.stringify(labels)}`);
    assert.ok(percents.some((p) => p > 0 && p < 100), `no progress between 0 and 100%: ${JSON.stringify(labels)}`);
    assert.equal(percents.at(-1), 100, `the last label: ${JSON.stringify(labels)}`);
    for (let i = 1; i < percents.length; i++) assert.ok(percents[i] >= percents[i - 1], `the progress went back: ${percents}`);
    assert.match(await result(page), /0\.622459/);
    assert.deepEqual(errors, []);
  } finally {
    await b.close();
  }
});

test('the service worker is registered only once the reader leaves the page alone', { timeout: 120_000 }, async () => {
  const errors = [];
  const { b, page } = await freshPage(errors);
  try {
    await page.goto(`${env.url}/eq/sigmoid`, { waitUntil: 'domcontentloaded' });
    await env.waitReady(page);
    const registered = () => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration()));
    // Three seconds of a reader stepping the slider with the keyboard:
    // its install (the whole site, for offline use) would compete with
    // the moves (app/loader.go).
    const slider = page.locator('section.controls input[type="range"]').first();
    await slider.focus();
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press(i % 2 ? 'ArrowLeft' : 'ArrowRight');
      await page.waitForTimeout(200);
    }
    assert.equal(await registered(), false, 'the service worker was registered while the reader moved the slider');
    // At rest, it is registered, and the page is soon controlled.
    await waitUntil(registered, { timeout: 30_000, interval: 250, message: () => 'the service worker was never registered' });
    assert.deepEqual(errors, []);
  } finally {
    await b.close();
  }
});

test('a page controlled by the service worker compiles app.wasm straight from its cache', { timeout: 120_000 }, async () => {
  const page = await env.newPage();
  await env.goto(page, '/eq/sigmoid');
  await waitUntil(
    () => page.evaluate(async () => !!navigator.serviceWorker.controller && !!(await caches.match('/web/app.wasm'))),
    { timeout: 120_000, interval: 250, message: () => 'no service worker controls the page with app.wasm cached' },
  );
  await page.close();
  const again = await env.newPage();
  await env.goto(again, '/eq/tanh');
  const s = await again.evaluate(() => ({
    controlled: !!navigator.serviceWorker.controller,
    // web/boot.js says where it read app.wasm.
    from: eqxBoot.from,
  }));
  assert.deepEqual(s, { controlled: true, from: 'cache' }, 'app.wasm was requested, not read from the cache');
  assert.match(await result(again), /0\.462117/); // tanh(0.5)
  await again.close();
});

test('a page whose early load of app.wasm fails fetches it again and starts', { timeout: 120_000 }, async () => {
  const errors = [];
  const { b, page } = await freshPage(errors);
  try {
    let requests = 0;
    // The context's routes see the compile worker's requests too.
    await b.context.route('**/web/app.wasm', (route) => (requests++ === 0 ? route.abort('connectionreset') : route.continue()));
    await page.goto(`${env.url}/eq/sigmoid`, { waitUntil: 'domcontentloaded' });
    await env.waitReady(page);
    assert.equal(requests, 2, 'app.wasm was not fetched again after the early load failed');
    assert.match(await result(page), /0\.622459/);
    assert.deepEqual(errors.filter((e) => !/Failed to load resource: net::ERR_CONNECTION_RESET/.test(e)), []);
  } finally {
    await b.close();
  }
});

test('a page whose boot.js does not load fetches app.wasm itself and starts', { timeout: 120_000 }, async () => {
  const errors = [];
  const { b, page } = await freshPage(errors);
  try {
    await page.route('**/web/boot.js', (route) => route.abort('connectionreset'));
    await page.goto(`${env.url}/eq/sigmoid`, { waitUntil: 'domcontentloaded' });
    await env.waitReady(page);
    assert.equal(await page.evaluate(() => typeof eqxBoot), 'undefined');
    assert.match(await result(page), /0\.622459/);
    assert.deepEqual(errors.filter((e) => !/Failed to load resource: net::ERR_CONNECTION_RESET/.test(e)), []);
  } finally {
    await b.close();
  }
});

test('the app takes the formulas the server typeset instead of typesetting them again, and typesets new ones', { timeout: 120_000 }, async () => {
  const page = await env.newPage();
  // Counts KaTeX's renderToString calls from the moment katex.min.js
  // defines window.katex; no rehearsal, whose moves typeset new lines.
  await page.addInitScript(() => {
    window.eqxNoRehearsal = true;
    window.__katexCalls = [];
    let katex;
    Object.defineProperty(window, 'katex', {
      configurable: true,
      get: () => katex,
      set: (v) => {
        const render = v.renderToString;
        v.renderToString = function (latex, ...rest) {
          window.__katexCalls.push(latex);
          return render.call(this, latex, ...rest);
        };
        katex = v;
      },
    });
  });
  await env.goto(page, '/eq/logistic-regression-gd-step');
  const start = await page.evaluate(() => ({
    calls: window.__katexCalls.slice(),
    formulas: document.querySelectorAll('#main .katex annotation').length,
    worked: document.querySelectorAll('#worked .katex').length,
  }));
  assert.deepEqual(start.calls, [], 'KaTeX typeset again what the server had typeset');
  assert.ok(start.formulas >= 10 && start.worked >= 1, `the page shows too few typeset formulas: ${JSON.stringify(start)}`);
  // A new value: its worked lines are typeset by KaTeX, once the slider rests.
  const slider = page.locator('section.controls input[type="range"]').first();
  await slider.focus();
  await slider.press('ArrowRight');
  await waitUntil(() => page.evaluate(() => window.__katexCalls.length > 0), {
    timeout: 10_000,
    interval: 100,
    message: () => 'a new value was not typeset',
  });
  await page.close();
});
