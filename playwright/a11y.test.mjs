// axe-core's WCAG 2.1 A and AA audit (axe.mjs) of what views.test.mjs
// does not audit: the home page, and the site's pages in the dark theme
// and a widget in the light one, on one equation of every third category
// (every page and embed in both themes: make a11y, playwright/a11yscan.mjs,
// longer than make test can afford); and the
// result announced once a slider rests (widgets.test.mjs checks every page
// and widget on a phone).
//
//	node --test playwright/a11y.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { audit, describe } from './axe.mjs';
import { fetchCatalogue, launchBrowser, startServer, watchErrors } from './harness.mjs';

let server;
let browser;
let paths;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const firstOfCategory = new Map();
  for (const e of await fetchCatalogue(server.url)) if (!firstOfCategory.has(e.category)) firstOfCategory.set(e.category, e.id);
  // Every third category, within make test's budget (make a11y: all).
  paths = [...firstOfCategory.values()].filter((_, i) => i % 3 === 0);
});

after(async () => {
  await browser?.close();
  server?.stop?.();
});

// onPage runs check on a new page opened at path (its app ready), then
// asserts that the page reported no error, and closes it.
async function onPage(path, check) {
  const errors = [];
  const page = await browser.context.newPage();
  watchErrors(page, errors);
  try {
    await page.goto(server.url + path);
    await page.waitForSelector('body[data-eqx-ready="1"]', { timeout: 30_000 });
    await check(page);
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
}

for (const theme of ['light', 'dark']) {
  test(`the home page, and ${theme === 'dark' ? 'the equations of every third category' : 'a widget'}, in the ${theme} theme`, { timeout: 300_000 }, async () => {
    const errors = [];
    const page = await browser.context.newPage();
    watchErrors(page, errors);
    await page.emulateMedia({ colorScheme: theme });
    const found = [];
    try {
      // Beside views.test.mjs, which audits every equation page in the
      // light theme and every widget in the dark one (widgets.test.mjs): the
      // home page in both, the site's equation pages of the sample in the
      // dark theme, and a widget in the light one.
      const all = ['/', ...(theme === 'dark' ? paths.map((id) => `/eq/${id}`) : [`/embed/${paths[0]}`])];
      for (const p of all) {
        await page.goto(server.url + p);
        await page.waitForSelector('body[data-eqx-ready="1"]', { timeout: 30_000 });
        const v = await audit(page);
        if (v.length) found.push(`${p}:\n${describe(v)}`);
      }
      assert.deepEqual(found, [], `axe-core finds WCAG 2.1 AA violations (${theme}):\n${found.join('\n')}`);
      assert.deepEqual(errors, []);
    } finally {
      await page.close();
    }
  });
}

test('the result region is busy while a slider moves, and announced when it rests, as σ(z) = value', { timeout: 60_000 }, () =>
  onPage('/eq/sigmoid', async (page) => {
    const busy = await page.evaluate(() => {
      const s = document.querySelector('section.controls input[type="range"]');
      const seen = [];
      for (const v of ['1', '2']) {
        s.value = v;
        s.dispatchEvent(new Event('input', { bubbles: true }));
        seen.push(document.getElementById('result').getAttribute('aria-busy'));
      }
      return seen;
    });
    assert.deepEqual(busy, ['true', 'true'], 'a polite live region that is not busy is announced at every step');
    await page.waitForFunction(() => !document.getElementById('result').hasAttribute('aria-busy'), null, { timeout: 2_000 });
    assert.match(await page.locator('#result').innerText(), /0\.880797/); // σ(2), scipy 1.10.1 special.expit
    // What is announced is one short sentence: the value is named "σ(z) ="
    // (not by its title, the exact value, which Orca read first), and
    // the typeset name it repeats is hidden from screen readers.
    const value = page.getByRole('status', { name: 'σ(z) =', exact: true });
    assert.equal(await value.innerText(), '0.880797');
    assert.match(await value.getAttribute('title'), /^0\.88079707797788/);
    assert.equal(await page.locator('#result > [aria-hidden="true"] .katex').count(), 1, 'the typeset σ(z) is not hidden from screen readers');
  }));

test('the first Tab reaches a skip link, which takes the focus to the inputs', { timeout: 60_000 }, () =>
  onPage('/eq/sigmoid', async (page) => {
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Skip to the inputs');
    assert.ok(await page.locator('a.skip-link').evaluate((a) => a.getBoundingClientRect().left >= 0), 'the focused skip link is out of sight');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'inputs', null, { timeout: 2_000 });
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement.closest('section')?.id), 'inputs', 'Tab after the skip does not reach the first input');
    assert.equal(await page.evaluate(() => location.pathname + location.hash), '/eq/sigmoid', 'the skip link navigated');
  }));
