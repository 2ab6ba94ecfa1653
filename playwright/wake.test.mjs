// The first view and the app's start (cmd/eqx/typeset.go, app/prerender.go,
// web/wake.js, web/boot.js, web/wasm-worker.js): a page arrives typeset,
// computed and drawn; app.wasm is downloaded and compiled in a worker once
// the page has loaded, and run only when the reader reaches for the page;
// what they typed before is played again on the live page, and the focus
// stays where it was.
//
//	node --test playwright/wake.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, startServer, watchErrors } from './harness.mjs';

let server;
let browser;

before(async () => {
  server = await startServer();
  // Pages wait for the reader, as they do for everyone but the tests.
  browser = await launchBrowser({ autostart: false });
});

after(async () => {
  await browser?.close();
  server?.stop?.();
});

const ready = (page) => page.evaluate(() => document.body.dataset.eqxReady === '1');

// openRead opens path and waits until app.wasm has been compiled (the
// loader's badge is hidden then), without a sign of a reader.
async function openRead(path, errors) {
  const page = await browser.context.newPage();
  watchErrors(page, errors);
  await page.goto(server.url + path, { waitUntil: 'load' });
  // Compiled, there is nothing left to wait for but the reader: the
  // loader's badge is out of sight.
  await page.waitForFunction(() => eqxBoot && document.getElementById('app-wasm-loader')?.checkVisibility() === false, null, { timeout: 60_000, polling: 50 });
  return page;
}

test('a page that is only read is complete without the app, and the app does not start', { timeout: 120_000 }, async () => {
  const errors = [];
  const page = await openRead('/eq/sigmoid', errors);
  try {
    await page.waitForTimeout(1000);
    assert.equal(await ready(page), false, 'the app started without a reader');
    const first = await page.evaluate(() => ({
      formula: document.querySelectorAll('#equation .katex').length,
      placeholders: document.querySelectorAll('#equation code.latex-source, #worked code.latex-source').length,
      result: document.querySelector('#result').textContent,
      worked: document.querySelectorAll('#worked .katex').length,
      figure: document.querySelector('#plot img.figure-image')?.alt || '',
      figureLoaded: document.querySelector('#plot img.figure-image')?.naturalWidth || 0,
      // The badge is in a corner, not over the page.
      covered: document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest('#app-wasm-loader') !== null,
    }));
    assert.equal(first.formula, 1, 'the formula is not typeset');
    assert.equal(first.placeholders, 0, 'a formula of the defaults kept its placeholder');
    assert.match(first.result, /0\.622459/, 'the result of the defaults (σ(0.5))');
    assert.ok(first.worked >= 1, 'the worked lines are not typeset');
    assert.match(first.figure, /0\.622459|σ|sigmoid/i, `the figure's alternative text: ${first.figure}`);
    assert.ok(first.figureLoaded > 0, 'the figure image did not load');
    assert.equal(first.covered, false, 'the loader covers the page');
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});

test('typing into a page before the app runs starts it, and what was typed reaches the live page', { timeout: 120_000 }, async () => {
  const errors = [];
  const page = await openRead('/eq/sigmoid', errors);
  try {
    // An edit made in one task, before the app can start: the focus, the
    // value, its input event (a keystroke's), as a quick reader's.
    const wasReady = await page.evaluate(() => {
      const box = document.querySelector('section.controls input.number[data-key="z"]');
      const was = document.body.dataset.eqxReady === '1';
      box.focus();
      box.value = '2';
      box.dispatchEvent(new Event('input', { bubbles: true }));
      return was;
    });
    assert.equal(wasReady, false, 'the app was running before the edit');
    await page.waitForFunction(() => document.body.dataset.eqxReady === '1', null, { timeout: 60_000, polling: 50 });
    // σ(2) = 1/(1 + e^-2) = 0.8807970779778823 (SciPy's expit).
    await page.waitForFunction(() => /0\.880797/.test(document.querySelector('#result').textContent), null, { timeout: 10_000 });
    const after = await page.evaluate(() => ({
      value: document.querySelector('section.controls input.number[data-key="z"]').value,
      slider: document.querySelector('section.controls input.slider[data-key="z"]').value,
      focused: document.activeElement?.matches('input.number[data-key="z"]') || false,
    }));
    assert.equal(after.value, '2');
    assert.equal(Number(after.slider), 2);
    assert.equal(after.focused, true, 'the focus did not stay in the box');
    // The link follows once the edit rests.
    await page.waitForFunction(() => /[?&]z=2(&|$)/.test(location.search), null, { timeout: 10_000 });
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});

test("the home page's autofocused search does not start the app; typing in it does, and filters", { timeout: 120_000 }, async () => {
  const errors = [];
  const page = await openRead('/', errors);
  try {
    await page.waitForTimeout(800);
    assert.equal(await ready(page), false, 'the autofocus started the app');
    await page.keyboard.type('softmax');
    await page.waitForFunction(() => document.body.dataset.eqxReady === '1', null, { timeout: 60_000, polling: 50 });
    await page.waitForFunction(() => document.querySelector('#search')?.value === 'softmax', null, { timeout: 10_000 });
    await page.waitForFunction(() => {
      const shown = [...document.querySelectorAll('ul.entries li')].filter((li) => li.offsetParent !== null);
      return shown.length > 0 && shown.length < 20 && shown.some((li) => /softmax/i.test(li.textContent));
    }, null, { timeout: 10_000 });
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});
