// The page's first moves, rehearsed at idle moments once it is open
// (app/rehearse.go), change nothing a reader sees; and the worked lines,
// painted at the first idle moment after a move (app/paint.go), follow it.
//
//	node --test playwright/rehearse.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, startServer, watchErrors } from './harness.mjs';

let server;
let browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  server?.stop?.();
});

const regions = (page) =>
  page.evaluate(() => ({
    url: location.href,
    ...Object.fromEntries(['result', 'worked', 'plot'].map((id) => [id, document.getElementById(id).innerHTML])),
  }));

test('the rehearsal of the first moves changes nothing shown, and the worked lines follow a move', { timeout: 60_000 }, async () => {
  const errors = [];
  const page = await browser.context.newPage();
  watchErrors(page, errors);
  try {
    await page.goto(`${server.url}/eq/softmax`);
    await page.waitForSelector('body[data-eqx-ready="1"]', { timeout: 30_000 });
    const before = await regions(page);
    await page.waitForSelector('body[data-eqx-warm="1"]', { state: 'attached', timeout: 10_000 });
    assert.deepEqual(await regions(page), before, 'the rehearsal changed what the page shows');

    // The rehearsal moved z₁ on a copy of the inputs; z₂ = 0 is taken with
    // the page's own z₁ = 1: softmax(1, 0, 3) = (0.1141952, 0.04201007,
    // 0.84379473) (scipy 1.10.1 special.softmax).
    await page.evaluate(() => {
      const s = document.querySelectorAll('section.controls input[type="range"]')[1];
      s.value = '0';
      s.dispatchEvent(new Event('input', { bubbles: true }));
    });
    assert.match(await page.locator('#result').innerText(), /0\.114195[\s\S]*0\.0420101[\s\S]*0\.843795/, 'the result did not follow the move in its task');
    await page.waitForFunction(() => /0\.114195/.test(document.getElementById('worked').textContent), null, { timeout: 2_000, polling: 20 });
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});

test('an edit as the page becomes ready ends the rehearsal', { timeout: 60_000 }, async () => {
  const errors = [];
  const page = await browser.context.newPage();
  watchErrors(page, errors);
  try {
    // The edit comes in the ready event's task, before the rehearsal's
    // first idle callback can run.
    await page.addInitScript(() => {
      document.addEventListener('eqx-ready', () => {
        const s = document.querySelector('section.controls input[type="range"]');
        s.value = String((Number(s.min) + Number(s.max)) / 2);
        s.dispatchEvent(new Event('input', { bubbles: true }));
      });
    });
    await page.goto(`${server.url}/eq/sigmoid`);
    await page.waitForSelector('body[data-eqx-ready="1"]', { timeout: 30_000 });
    await page.waitForTimeout(1_500);
    assert.equal(await page.evaluate(() => document.body.dataset.eqxWarm), undefined, 'the rehearsal went on after an edit');
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});
