// Where people write (docs/embedding.md): a link's preview card, read
// as a crawler reads it (the raw HTML, no JavaScript), and its picture;
// an oEmbed consumer's flow from the page to the embedded widget.
//
//	node --test playwright/embed_hosts.test.mjs
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { serveHost, useEnv } from './harness.mjs';

let env;
useEnv((e) => {
  env = e;
});

// metaTags reads the <meta> tags of html's head, by property or name.
function metaTags(html) {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = {};
  for (const m of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)) tags[m[1]] = m[2].replaceAll('&amp;', '&');
  return tags;
}

test('a shared link: its preview tags say the state, in the raw HTML, and its picture is a 1200×630 PNG of it', { timeout: 60_000 }, async () => {
  const raw = await (await fetch(env.url + '/eq/softmax?z=5,1,1')).text();
  const tags = metaTags(raw);
  // softmax(5, 1, 1) = e^5/(e^5 + 2e), … = 0.964663, 0.0176684 (Python's math.exp).
  assert.equal(tags['og:url'], env.url + '/eq/softmax?v=1&z=5,1,1');
  assert.equal(tags['og:title'], 'Softmax · eqx');
  assert.match(tags['og:description'], /z = 5, 1, 1.*0\.964663, 0\.0176684, 0\.0176684/);
  assert.equal(tags['twitter:card'], 'summary_large_image');
  assert.equal(tags['og:image'], env.url + '/embed/softmax.png?v=1&z=5,1,1');
  assert.deepEqual([tags['og:image:width'], tags['og:image:height']], ['1200', '630']);

  // The browser decodes the picture at the stated size; another state
  // gives another picture.
  const page = await env.newPage();
  await page.setContent('<p>a crawler</p>'); // another origin: the picture is sent with CORS
  const decoded = await page.evaluate(async (srcs) => Promise.all(srcs.map(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    const bytes = new Uint8Array(await (await fetch(src)).arrayBuffer());
    return { w: img.naturalWidth, h: img.naturalHeight, bytes: Array.from(bytes.slice(-64)).join(',') + ':' + bytes.length };
  })), [tags['og:image'], env.url + '/embed/softmax.png?v=1&z=1,2,3']);
  await page.close();
  assert.deepEqual(decoded.map((d) => [d.w, d.h]), [[1200, 630], [1200, 630]]);
  assert.notEqual(decoded[0].bytes, decoded[1].bytes, 'softmax(5, 1, 1) and softmax(1, 2, 3) have the same picture');
});

const hosts = [];
after(() => hosts.forEach((h) => h.server.close()));

// widgetResult waits for the first widget of page to be ready and
// returns its result's text.
async function widgetResult(page) {
  const frame = await page.locator('iframe').first().elementHandle().then((f) => f.contentFrame());
  await frame.waitForFunction(() => document.body?.dataset.eqxReady === '1', null, { timeout: 60_000 });
  return frame.textContent('#result');
}

test('an oEmbed consumer: discovery link, JSON, its html in a host page computes the same state; bad requests get 4xx', { timeout: 120_000 }, async () => {
  const raw = await (await fetch(env.url + '/eq/softmax?z=5,1,1')).text();
  const link = raw.match(/<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/);
  assert.ok(link, 'no oEmbed discovery link in the page');
  const res = await fetch(link[1].replaceAll('&amp;', '&'));
  assert.equal(res.status, 200);
  const o = await res.json();
  assert.equal(o.type, 'rich');
  assert.equal(o.version, '1.0');
  const host = await serveHost(`<!doctype html><meta charset="utf-8"><title>A consumer</title>${o.html}`);
  hosts.push(host);
  const page = await env.newPage();
  await page.goto(host.url);
  // softmax(5, 1, 1) = 0.964663, 0.0176684, 0.0176684 (Python's math.exp).
  assert.match(await widgetResult(page), /0\.964663, 0\.0176684, 0\.0176684/);
  await page.close();

  const oembed = (u, extra = '') => fetch(`${env.url}/oembed?url=${encodeURIComponent(u)}${extra}`).then((r) => r.status);
  assert.equal(await oembed('http://example.com/eq/softmax'), 404);
  assert.equal(await oembed(env.url + '/eq/no-such'), 404);
  assert.equal(await oembed('not a url'), 400);
  assert.equal(await oembed(env.url + '/eq/softmax', '&format=xml'), 501);
  assert.equal(await oembed(env.url + '/eq/softmax', '&maxwidth=%3Cscript%3E'), 400);
  assert.equal(await oembed(env.url + '/eq/softmax?z=' + '1,'.repeat(3000)), 414);
});

test("WordPress's sandbox: an opaque-origin widget computes, resizes by WordPress's message with the secret, and keeps eqx's", { timeout: 120_000 }, async () => {
  const host = await serveHost(`<!doctype html><meta charset="utf-8"><title>A WordPress post</title>
<script>window.messages = []; addEventListener('message', (e) => window.messages.push(e.data));</script>
<iframe sandbox="allow-scripts" security="restricted" style="width:700px;height:400px" src="${env.url}/embed/softmax?z=5,1,1#?secret=abc"></iframe>`);
  hosts.push(host);
  const page = await env.newPage();
  await page.goto(host.url);
  // softmax(5, 1, 1) = 0.964663, … (Python's math.exp): computed in the
  // frame, whose origin is opaque (no storage, no service worker).
  assert.match(await widgetResult(page), /0\.964663, 0\.0176684, 0\.0176684/);
  const frame = await page.locator('iframe').elementHandle().then((f) => f.contentFrame());
  assert.equal(await frame.evaluate(() => origin), 'null');
  const messages = await page.evaluate(() => window.messages);
  const wp = messages.filter((m) => m.message === 'height');
  assert.ok(wp.length > 0, `no WordPress height message: ${JSON.stringify(messages)}`);
  for (const m of wp) {
    assert.deepEqual(Object.keys(m).sort(), ['message', 'secret', 'value']);
    assert.equal(m.secret, 'abc');
    assert.ok(Number.isInteger(m.value) && m.value > 100, `height ${m.value}`);
  }
  assert.ok(messages.some((m) => m.type === 'eqx-size'), 'eqx-size is no longer sent');
  await page.close();
});

test('the Embed panel: a snippet for each way of publishing, for the current state, each with a copy button', { timeout: 60_000 }, async () => {
  await env.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.url });
  const page = await env.newPage();
  await env.goto(page, '/eq/softmax?z=5,1,1');
  await page.getByRole('button', { name: 'Embed', exact: true }).click();
  const keys = ['snippet', 'markdown', 'image', 'hugo', 'jekyll', 'mdx', 'obsidian'];
  for (const k of keys) assert.match(await page.inputValue(`#embed-${k}`), /\/embed\/softmax(\.svg)?\?v=1&(amp;)?z=5,1,1/, `#embed-${k}`);
  assert.match(await page.inputValue('#embed-hugo'), /\{\{< eqx src="[^"]+" title="Softmax · eqx" >\}\}/);
  const copy = page.locator('.embed-panel button').nth(keys.indexOf('hugo'));
  await copy.click();
  await page.waitForFunction((b) => b.textContent === 'Copied', await copy.elementHandle(), { timeout: 5_000 });
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), await page.inputValue('#embed-hugo'));
  if (process.env.EQX_SCREENSHOT) await page.locator('.embed-panel').screenshot({ path: process.env.EQX_SCREENSHOT });
  await page.close();
});

test('<eqx-embed>: ten facades load no wasm; a click makes one live; the host API sets an input and hears the change; hostile values run nothing', { timeout: 120_000 }, async () => {
  const many = Array.from({ length: 9 }, (_, i) => `<eqx-embed equation="sigmoid" inputs="z=${i}"></eqx-embed>`).join('\n');
  const host = await serveHost(`<!doctype html><meta charset="utf-8"><title>Many widgets</title>
<script>window.ran = false;</script>
<eqx-embed id="first" equation="softmax" inputs="z=1,2,3"></eqx-embed>
${many}
<eqx-embed id="bad" equation="&lt;img src=x onerror=&quot;ran=true&quot;&gt;"></eqx-embed>
<eqx-embed id="odd" equation="softmax" inputs="z=&quot;&gt;&lt;img src=x onerror=&quot;ran=true&quot;&gt;&amp;theme=&lt;b&gt;"></eqx-embed>
<script src="${env.url}/web/eqx-embed.js"></script>`);
  hosts.push(host);
  const page = await env.newPage();
  const wasm = [];
  const onRequest = (r) => /\.wasm(\?|$)/.test(r.url()) && wasm.push(r.url());
  env.context.on('request', onRequest); // the page, its frames and their workers
  await page.goto(host.url, { waitUntil: 'load' });
  const facade = page.locator('#first').locator('img');
  await facade.waitFor();
  await page.waitForFunction(() => document.querySelector('#first').shadowRoot.querySelector('img').complete);
  assert.ok(await facade.evaluate((i) => i.naturalWidth > 0), 'the facade image did not load');
  assert.match(await facade.getAttribute('src'), /\/embed\/softmax\.svg\?z=1%2C2%2C3$/);
  await page.waitForTimeout(500);
  assert.deepEqual(wasm, [], 'a page of facades loaded wasm before any was used');
  assert.equal(await page.evaluate(() => [...document.querySelectorAll('eqx-embed')].filter((e) => e.shadowRoot?.querySelector('iframe')).length), 0);
  env.context.off('request', onRequest);
  // The hostile ones: an error, an encoded query, and nothing ran.
  assert.match(await page.locator('#bad').evaluate((e) => e.shadowRoot.textContent), /is not an equation id/);
  assert.match(await page.locator('#odd').locator('img').getAttribute('src'), /^http:\/\/127\.0\.0\.1:\d+\/embed\/softmax\.svg\?z=%22%3E%3Cimg[^"<>]*$/);
  assert.equal(await page.evaluate(() => window.ran), false);

  // A click makes it live; softmax(1, 2, 3) = 0.0900306, … (Python's math.exp).
  await facade.click();
  const frame = await page.locator('#first').locator('iframe').elementHandle().then((f) => f.contentFrame());
  await frame.waitForFunction(() => document.body?.dataset.eqxReady === '1', null, { timeout: 60_000 });
  assert.match((await page.evaluate(() => document.querySelector('#first').state())).result, /0\.0900306, 0\.244728, 0\.665241/);

  // Hostile messages to the widget are ignored, and it still works.
  await page.evaluate(() => {
    const w = document.querySelector('#first').frame.contentWindow;
    for (const m of [null, 'set', { eqx: 2, type: 'set', inputs: 'z=9' }, { eqx: 1, type: 'set', inputs: 42 }, { eqx: 1, type: 'set', inputs: 'z=' + '1,'.repeat(3000) }, { eqx: 1, type: 'eval', code: 'parent.ran=true' }]) w.postMessage(m, '*');
  });
  // The host API: set an input, hear the change: softmax(5, 1, 1) = 0.964663, ….
  const change = await page.evaluate(() => new Promise((resolve) => {
    const el = document.querySelector('#first');
    el.addEventListener('eqx-change', (e) => resolve(e.detail), { once: true });
    el.set('z=5,1,1');
  }));
  assert.equal(change.equation, 'softmax');
  assert.match(change.inputs, /z=5%2C1%2C1|z=5,1,1/);
  assert.match(change.result, /0\.964663, 0\.0176684, 0\.0176684/);
  assert.match(await frame.textContent('#result'), /0\.964663/);
  assert.equal(await page.evaluate(() => window.ran), false);
  await page.close();

  // The budgets: the element ≤ 10 kB, its pictures ≤ 30 kB.
  const size = async (p) => (await (await fetch(env.url + p, { headers: { 'Accept-Encoding': 'identity' } })).arrayBuffer()).byteLength;
  assert.ok((await size('/web/eqx-embed.js')) <= 10_240, 'eqx-embed.js is over 10 kB');
  for (const p of ['/embed/softmax.svg?z=1,2,3', '/embed/sigmoid.svg?z=8']) assert.ok((await size(p)) <= 30_720, `${p} is over 30 kB`);
});

test("an equation's SVG follows the viewer's colour scheme unless ?theme= fixes it", { timeout: 30_000 }, async () => {
  const page = await env.newPage();
  const shown = () => page.evaluate(() => ['eqx-light', 'eqx-dark'].filter((c) => getComputedStyle(document.querySelector('.' + c)).display !== 'none'));
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(env.url + '/embed/softmax.svg?z=5,1,1');
    assert.deepEqual(await shown(), ['eqx-' + scheme], `prefers-color-scheme: ${scheme}`);
    assert.match(await page.title(), /^Softmax = \[0\.964663, 0\.0176684, 0\.0176684\]$/);
  }
  await page.goto(env.url + '/embed/softmax.svg?z=5,1,1&theme=light'); // still dark preferred
  assert.equal(await page.locator('.eqx-dark').count(), 0);
  assert.equal(await page.evaluate(() => document.querySelector('rect').getAttribute('fill')), '#ffffff');
  await page.close();
});
