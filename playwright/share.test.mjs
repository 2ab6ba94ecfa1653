// The page's inputs live in its URL: a link opens the same view, an edit
// rewrites the URL, a reload restores it, bad or hostile values in a link
// give a visible note and the defaults, and "Copy link" copies it.
//
// Expected numbers are computed here: softmax of (1, 2, 3) is
// e^z / Σ e^z = (0.0900306, 0.244728, 0.665241).
//
//	node --test playwright/share.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { moveFirstSlider, useEnv, waitUntil } from './harness.mjs';

let env;

useEnv((e) => {
  env = e;
});

const softmax = (z) => {
  const m = Math.max(...z);
  const e = z.map((x) => Math.exp(x - m));
  const s = e.reduce((a, b) => a + b, 0);
  return e.map((x) => x / s);
};

test('a link with inputs opens that view, and the server renders it too', async () => {
  const page = await env.newPage();
  await env.goto(page, '/eq/softmax?v=1&z=1,2,3');
  const want = softmax([1, 2, 3]).map((x) => x.toPrecision(6));
  const result = await page.textContent('#result');
  for (const w of want) assert.ok(result.includes(String(Number(w))), `result ${result} lacks ${w}`);
  // The number boxes show the link's values.
  const boxes = await page.$$eval('section.controls input[type=number]', (els) => els.map((e) => e.value));
  assert.deepEqual(boxes.slice(0, 3), ['1', '2', '3']);
  // Without JavaScript, the server's page holds the same result.
  const html = await (await fetch(env.url + '/eq/softmax?v=1&z=1,2,3')).text();
  assert.ok(html.includes(String(Number(want[2]))), 'the prerendered page does not show the link\'s result');
  await page.close();
});

test('an edit is written into the URL, and a reload gives the same view', async () => {
  const page = await env.newPage();
  await env.goto(page, '/eq/sigmoid');
  assert.equal(new URL(page.url()).search, '', 'the defaults make no query');
  await moveFirstSlider(page);
  await waitUntil(async () => /[?&]z=/.test(page.url()), { message: () => `the URL was not updated: ${page.url()}` });
  const z = new URL(page.url()).searchParams.get('z');
  const before = await page.textContent('#result');
  await page.reload({ waitUntil: 'domcontentloaded' });
  await env.waitReady(page);
  assert.equal(new URL(page.url()).searchParams.get('z'), z);
  assert.equal(await page.textContent('#result'), before);
  // A typed value too.
  const box = page.locator('section.controls input[type=number]').first();
  await box.fill('-2.5');
  await waitUntil(async () => new URL(page.url()).searchParams.get('z') === '-2.5', { message: () => page.url() });
  assert.match(await page.textContent('#result'), /0\.0758582/); // σ(−2.5) = 1/(1 + e^2.5)
  await page.close();
});

test('bad and hostile values in a link give a note and the defaults, and nothing runs', async () => {
  const page = await env.newPage();
  await page.exposeFunction('__pwned', () => {
    throw new Error('a link injected script');
  });
  const hostile = encodeURIComponent('<img src=x onerror="window.__pwned()">');
  await env.goto(page, `/eq/softmax?z=1,x,3&T=${hostile}&${hostile}=1`);
  const notes = await page.textContent('.link-notes');
  assert.match(notes, /z: item 2/);
  assert.match(notes, /T: /);
  assert.match(notes, /is not an input of softmax/);
  assert.equal(await page.locator('.link-notes img, #result img').count(), 0, 'an <img> from the link was inserted');
  // The defaults: softmax of the default logits, with no error shown.
  assert.equal(await page.locator('.result-error').count(), 0);
  await page.waitForTimeout(300);
  await page.close();
});

test('"Copy link" copies the link with the inputs', async () => {
  const page = await env.newPage();
  await env.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.url });
  await env.goto(page, '/eq/softmax?v=1&z=0.5,1');
  await page.click('button.share');
  await waitUntil(async () => (await page.textContent('button.share')) === 'Link copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, env.url + '/eq/softmax?v=1&z=0.5,1');
  await page.close();
});

test('a link to the same page with other inputs, followed inside the app, shows them', async () => {
  const page = await env.newPage();
  await env.goto(page, '/eq/softmax?v=1&z=1,2,3');
  // A link on the page (a host's, or one a reader pasted into a note)
  // followed by go-app's own navigation: it used to crash the app.
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/eq/softmax?v=1&z=5,1,1';
    a.id = 'same-page-link';
    a.textContent = 'other inputs';
    document.querySelector('main').prepend(a);
  });
  await page.click('#same-page-link');
  const want = softmax([5, 1, 1]).map((x) => String(Number(x.toPrecision(6))));
  await waitUntil(async () => {
    const r = await page.textContent('#result');
    return want.every((w) => r.includes(w));
  }, { message: async () => `the result does not show softmax(5, 1, 1) = ${want}: ${await page.textContent('#result')}` });
  await page.close();
});
