// Where people write (docs/embedding.md): a link's preview card, read
// as a crawler reads it (the raw HTML, no JavaScript), and its picture.
//
//	node --test playwright/embed_hosts.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useEnv } from './harness.mjs';

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
