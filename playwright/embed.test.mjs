// Widgets in another site (app/embed.go, web/embed.js): a plain HTML page
// served from a second 127.0.0.1 port — another origin — embeds two
// widgets with the snippet eqx gives, and an equation's image. Both
// widgets compute and resize to their content; neither side can script
// the other, and the widget tells only its height and, by the host API
// (docs/embedding.md), its changes.
//
//	node --test playwright/embed.test.mjs
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { serveHost, useEnv, waitUntil } from './harness.mjs';

let env;
let host; // the blog: {url, server}

useEnv((e) => {
  env = e;
});

after(() => host?.server.close());

// snippet opens an equation page at path, clicks Embed and returns the
// two snippets it shows.
async function snippet(path) {
  const page = await env.newPage();
  await env.goto(page, path);
  await page.getByRole('button', { name: 'Embed', exact: true }).click();
  const live = await page.inputValue('#embed-snippet');
  const image = await page.inputValue('#embed-image');
  // Opening the panel leaves the page's live result and plot in place.
  assert.notEqual((await page.textContent('#result')).trim(), '', 'the result was emptied by the embed panel');
  assert.ok((await page.locator('#plot svg').count()) > 0, 'the plot was emptied by the embed panel');
  await page.close();
  return { live, image };
}

const frameOf = async (page, i) => (await page.locator('iframe').nth(i).elementHandle()).contentFrame();
const heightOf = (page, i) => page.locator('iframe').nth(i).evaluate((f) => f.getBoundingClientRect().height);

test('a blog on another origin embeds two widgets and an image: they compute, resize, and stay apart', { timeout: 180_000 }, async () => {
  const sig = await snippet('/eq/sigmoid?v=1&z=2');
  assert.match(sig.live, /<iframe src="http:\/\/127\.0\.0\.1:\d+\/embed\/sigmoid\?v=1&amp;z=2"/);
  const soft = await snippet('/eq/softmax');
  const softDark = soft.live.replace('/embed/softmax"', '/embed/softmax?theme=dark"');
  assert.notEqual(softDark, soft.live, 'the softmax snippet has no plain /embed/softmax URL');
  host = await serveHost(`<!doctype html><html><head><meta charset="utf-8"><title>A blog</title></head><body style="max-width:48rem;margin:auto">
<h1>A post</h1><p>Some text.</p>
${sig.live}
<p>More text.</p>
${softDark}
<p>${sig.image}</p>
<script>window.secret = 'host'; window.messages = []; addEventListener('message', (e) => window.messages.push(e.data));</script>
</body></html>`);
  const page = await env.newPage();
  await page.goto(host.url, { waitUntil: 'load' });
  const frames = [await frameOf(page, 0), await frameOf(page, 1)];
  for (const f of frames) await f.waitForFunction(() => document.body?.dataset.eqxReady === '1', null, { timeout: 60_000 });

  // They compute: σ(2) from the link, then a typed z = 3: σ(3) = 0.952574.
  assert.match(await frames[0].textContent('#result'), /0\.880797/);
  await frames[0].locator('section.controls input[type=number]').first().fill('3');
  await waitUntil(async () => /0\.952574/.test(await frames[0].textContent('#result')), { timeout: 10_000, message: () => 'σ(3) not shown in the widget' });
  assert.match(await frames[1].textContent('#result'), /0\.0900306, 0\.244728, 0\.665241/);
  // The dark theme was asked for the second, the host's (light) look is the first's.
  const bg = (f) => f.evaluate(() => getComputedStyle(document.querySelector('.embed')).backgroundColor);
  assert.equal(await bg(frames[1]), 'rgb(18, 18, 26)');
  assert.equal(await bg(frames[0]), 'rgb(247, 247, 251)');
  // Each links to its page in eqx, in a new tab.
  assert.match(await frames[0].getAttribute('.embed-open', 'href'), /^\/eq\/sigmoid\?v=1&z=3$/);

  // They resize to their content: the snippet's 42rem is replaced by the
  // widget's height, and adding an entry makes the softmax widget taller.
  // (Chromium does not render a cross-origin frame out of view, so a
  // widget below the fold is sized when it is scrolled to.)
  for (const i of [0, 1]) {
    await page.locator('iframe').nth(i).scrollIntoViewIfNeeded();
    await waitUntil(async () => {
      const [frameH, contentH] = [await heightOf(page, i), await frames[i].evaluate(() => Math.ceil(document.querySelector('.embed').getBoundingClientRect().height))];
      return frameH !== 672 && Math.abs(frameH - contentH) <= 1;
    }, { timeout: 10_000, message: async () => `widget ${i} was not sized to its content: frame ${await heightOf(page, i)}, content ${await frames[i].evaluate(() => document.querySelector(".embed").getBoundingClientRect().height)}, messages ${JSON.stringify(await page.evaluate(() => window.messages))}` });
  }
  const h1 = await heightOf(page, 1);
  await frames[1].getByRole('button', { name: 'Add entry to z', exact: true }).click();
  await waitUntil(async () => (await heightOf(page, 1)) > h1, { timeout: 10_000, message: () => 'the widget did not grow with an entry' });

  // Apart: neither can reach into the other; the host got only messages.
  assert.equal(await page.evaluate(() => { try { return document.querySelector('iframe').contentWindow.document.title; } catch { return 'blocked'; } }), 'blocked');
  assert.equal(await frames[0].evaluate(() => { try { return window.parent.secret ?? window.parent.document.title; } catch { return 'blocked'; } }), 'blocked');
  const kinds = await page.evaluate(() => [...new Set(window.messages.map((m) => Object.keys(m).sort().join(',') + ':' + m.type))]);
  // The widgets tell only their size and, by the host API, their changes.
  assert.ok(kinds.includes('height,type:eqx-size'), JSON.stringify(kinds));
  assert.deepEqual(kinds.filter((k) => k !== 'height,type:eqx-size' && k !== 'equation,eqx,inputs,result,type:change'), []);

  // The image: drawn by the server for σ(2).
  const img = page.locator('img');
  await waitUntil(() => img.evaluate((i) => i.complete && i.naturalWidth > 0), { timeout: 10_000, message: () => 'the image did not load' });
  assert.match(await img.getAttribute('src'), /\/embed\/sigmoid\.svg\?v=1&z=2$/);
  await page.close();
});

test('eqx pages refuse to be framed by another site; widgets do not', { timeout: 60_000 }, async () => {
  for (const [path, framed] of [['/eq/sigmoid', false], ['/embed/sigmoid', true]]) {
    const res = await fetch(env.url + path);
    const csp = res.headers.get('content-security-policy') ?? '';
    assert.equal(/frame-ancestors \*/.test(csp), framed, `${path}: ${csp}`);
  }
});
