// Script injection: hostile strings in every input of every equation's
// link, in the view options of a widget, and pasted into every data box
// of the page.
// Nothing may run: no dialog, no marker set by a payload, no element a
// payload would have created, no Content-Security-Policy violation (a
// console error, which afterEach reports), and the page still computes.
//
//	node --test playwright/security.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { catalogueIds, fetchCatalogue, useEnv } from './harness.mjs';

let env;

useEnv((e) => {
  env = e;
}, '(a Content-Security-Policy violation shows here)');

// Each payload, if it ever became markup or script, sets window.__pwned.
const payloads = [
  '<img src=x onerror="window.__pwned=1">',
  '"><script>window.__pwned=1</script>',
  "'-(window.__pwned=1)-'",
  'javascript:window.__pwned=1',
  '</textarea><svg onload="window.__pwned=1">',
  '\\href{javascript:window.__pwned=1}{x}',
  '1,<b onmouseover=window.__pwned=1>2</b>',
  '{"__proto__":{"x":"<img src=x onerror=window.__pwned=1>"}}',
];

// check fails if anything of a payload ran or was inserted as markup.
async function check(page, where, dialogs) {
  const found = await page.evaluate(() => ({
    pwned: window.__pwned,
    imgs: document.querySelectorAll('img[src="x"]').length,
    handlers: [...document.querySelectorAll('*')].filter((el) => [...el.attributes].some((a) => a.name.startsWith('on'))).map((el) => el.outerHTML.slice(0, 80)),
    scripts: [...document.querySelectorAll('script')].filter((s) => !s.src).map((s) => s.textContent.slice(0, 80)),
    bold: document.querySelectorAll('#main b, .embed b').length,
  }));
  assert.deepEqual(found, { pwned: undefined, imgs: 0, handlers: [], scripts: [], bold: 0 }, `${where}: a payload got through`);
  assert.deepEqual(dialogs, [], `${where}: a dialog opened`);
}

test('hostile values in every input of every equation link, and pasted into every data box, run nothing; the page still computes', { timeout: 900_000 }, async () => {
  const entries = await fetchCatalogue(env.url);
  assert.deepEqual(entries.map((e) => e.id), catalogueIds(), 'the API lists the equations of eqx list');
  const page = await env.newPage();
  const dialogs = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    d.dismiss().catch(() => {});
  });
  let k = 0;
  let boxes = 0;
  // Every equation, and a person's own formula (its inputs: the formula,
  // its parameters, x and the plot's range).
  const custom = { id: 'custom', computable: true, inputs: ['f', 'p', 'x', 'x_from', 'x_to', 'f_prime', 'compare'].map((name) => ({ name })) };
  const links = [...entries, custom].map((e) => {
    const q = new URLSearchParams({ v: '1' });
    for (const input of e.inputs) q.set(input.name, payloads[k++ % payloads.length]);
    q.set(payloads[k++ % payloads.length], '1'); // a hostile name too
    const embed = k % 4 === 0; // every fourth as a widget, with a hostile theme
    if (embed) q.set('theme', payloads[k % payloads.length]);
    return { e, embed, path: `/${embed ? 'embed' : 'eq'}/${e.id}?${q}` };
  });
  // The pages as a link within the app opens them, then the widgets, each
  // in a new document: the server's first view of a hostile link is
  // checked by the widgets and the first page.
  links.sort((a, b) => a.embed - b.embed);
  for (const { e, embed, path } of links) {
    if (embed) await env.goto(page, path);
    else await env.visit(page, path);
    await check(page, path, dialogs);
    // Every value was refused with a note, as text, and the defaults computed.
    const s = await page.evaluate(() => ({
      notes: document.querySelectorAll('.link-notes li').length,
      result: document.querySelector('#result')?.textContent.trim() ?? '',
      error: !!document.querySelector('.result-error'),
    }));
    assert.ok(s.notes >= 1, `${path}: no note about the values it could not use`);
    if (e.computable) assert.ok(s.result && !s.error, `${path}: the defaults did not compute: ${JSON.stringify(s)}`);
    // Hostile text pasted into each data box: kept as typed, run never.
    const n = await page.locator('details.paste').count();
    for (let i = 0; i < n; i++) {
      const box = page.locator('details.paste').nth(i);
      await box.locator('summary').click();
      const text = `x,y\n${payloads.join('\n')}\n1,2\n`;
      await box.locator('textarea').fill(text);
      assert.equal(await box.locator('textarea').inputValue(), text, `${path}: the pasted text was changed`);
      boxes++;
    }
    if (n) await check(page, `${path} (pasted)`, dialogs);
  }
  assert.ok(boxes >= 20, `only ${boxes} data boxes were found`);
  await page.close();
});
