// The server as the browser tests need it, without a browser: health,
// API, pages and the static resources of the PWA.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fetchCatalogue, startServer } from './harness.mjs';

let server;
let catalogue;

before(async () => {
  server = await startServer();
  catalogue = await fetchCatalogue(server.url);
});

after(async () => {
  await server?.stop();
});

async function get(path, init) {
  const res = await fetch(server.url + path, init);
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type') ?? '', body, text: () => body.toString('utf8') };
}

test('GET /healthz answers 200', async () => {
  const r = await get('/healthz');
  assert.equal(r.status, 200);
});

test('GET /api/v1/equations lists {id, title, category, latex, computable} lines', () => {
  assert.ok(catalogue.length > 0, 'no equation listed');
  for (const e of catalogue) {
    for (const k of ['id', 'title', 'category', 'latex']) {
      assert.equal(typeof e[k], 'string', `${JSON.stringify(e)}: ${k} is a string`);
      assert.ok(e[k] !== '', `${e.id}: ${k} is not empty`);
    }
    assert.equal(typeof e.computable, 'boolean', `${e.id}: computable is a boolean`);
  }
});

test('POST /api/v1/eval evaluates and reports unknown ids', async () => {
  const ok = await get('/api/v1/eval', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: 'sigmoid', inputs: { z: 0 } }),
  });
  assert.equal(ok.status, 200, ok.text());
  const answer = JSON.parse(ok.text());
  assert.equal(answer.id, 'sigmoid', ok.text());
  assert.equal(answer.error, undefined, ok.text());
  assert.ok('output' in answer, `the answer has an output: ${ok.text()}`);
  if (typeof answer.output === 'number') assert.ok(Math.abs(answer.output - 0.5) < 1e-12, ok.text());

  const unknown = await get('/api/v1/eval', { method: 'POST', body: JSON.stringify({ id: 'no-such-equation', inputs: {} }) });
  assert.equal(unknown.status, 404, unknown.text());
});

test('every page answers HTML', async () => {
  for (const p of ['/', ...catalogue.map((e) => `/eq/${e.id}`)]) {
    const r = await get(p);
    assert.equal(r.status, 200, `GET ${p}`);
    assert.match(r.type, /text\/html/, `GET ${p}: content type`);
  }
});

test('the PWA resources are served: wasm, loader, manifest and its icons, KaTeX and its fonts', async () => {
  const wasm = await get('/web/app.wasm');
  assert.equal(wasm.status, 200, 'GET /web/app.wasm');
  assert.match(wasm.type, /application\/wasm/, '/web/app.wasm content type (WebAssembly.instantiateStreaming needs it)');
  assert.deepEqual([...wasm.body.subarray(0, 4)], [0x00, 0x61, 0x73, 0x6d], '/web/app.wasm is a wasm module');

  const loader = await get('/wasm_exec.js');
  assert.equal(loader.status, 200, 'GET /wasm_exec.js');

  const page = (await get('/')).text();
  const m = page.match(/<link[^>]+rel="manifest"[^>]+href="([^"]+)"/) ?? page.match(/<link[^>]+href="([^"]+)"[^>]+rel="manifest"/);
  assert.ok(m, 'the page links a manifest');
  const manifest = await get(new URL(m[1], server.url).pathname);
  assert.equal(manifest.status, 200, `GET ${m[1]}`);
  const icons = JSON.parse(manifest.text()).icons ?? [];
  assert.ok(icons.length > 0, 'the manifest lists icons');
  for (const icon of icons) {
    const u = new URL(icon.src, server.url);
    assert.equal(u.origin, new URL(server.url).origin, `icon ${icon.src} is local (the service worker must be able to cache it)`);
    const r = await get(u.pathname);
    assert.equal(r.status, 200, `GET ${u.pathname}`);
    assert.match(r.type, /^image\//, `${u.pathname} content type`);
  }

  const css = await get('/web/katex/katex.min.css');
  assert.equal(css.status, 200, 'GET /web/katex/katex.min.css');
  assert.equal((await get('/web/katex/katex.min.js')).status, 200, 'GET /web/katex/katex.min.js');
  const fonts = [...new Set([...css.text().matchAll(/url\((fonts\/[^)]+\.woff2)\)/g)].map((x) => x[1]))];
  assert.ok(fonts.length > 0, 'katex.min.css references woff2 fonts');
  for (const f of fonts) {
    assert.equal((await get(`/web/katex/${f}`)).status, 200, `GET /web/katex/${f}`);
  }
});
