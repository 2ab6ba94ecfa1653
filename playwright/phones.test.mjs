// Every equation page and every widget on the two phones of phone.mjs
// (360 × 640 and 390 × 844): nothing scrolls sideways, and no target is
// under 24 × 24 CSS px (WCAG 2.5.8). Each page is opened as a link within
// the app opens it, one tab for the whole file, at one phone's size, then
// looked at again at the other's. make test runs this file beside
// widgets.test.mjs, in the group of its own.
//
//	node --test playwright/phones.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { catalogueIds, fetchCatalogue, useEnv } from './harness.mjs';
import { PHONES, phoneProblems } from './phone.mjs';

let env;

useEnv((e) => {
  env = e;
});

// frames waits for two animation frames: a resize's layout, and what the
// page draws on it, are done.
const frames = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

test('on both phones no equation page and no widget scrolls sideways or has a target under 24 px', { timeout: 900_000 }, async () => {
  const ids = (await fetchCatalogue(env.url)).map((e) => e.id);
  assert.deepEqual(ids, catalogueIds(), 'the API lists the equations of eqx list');
  const page = await env.newPage();
  await env.goto(page, '/');
  const found = [];
  let k = 0;
  for (const id of [...ids, 'custom']) {
    for (const path of [`/eq/${id}`, `/embed/${id}`]) {
      // Alternately the small phone first and the large one first.
      const order = k++ % 2 ? [...PHONES].reverse() : PHONES;
      await page.setViewportSize(order[0]);
      await env.visit(page, path);
      for (const [i, viewport] of order.entries()) {
        if (i > 0) {
          await page.setViewportSize(viewport);
          await frames(page);
        }
        for (const p of await phoneProblems(page)) found.push(`${viewport.width}×${viewport.height} ${path}: ${p}`);
      }
    }
  }
  assert.deepEqual(found, [], `${found.length} problem(s) on a phone`);
  await page.close();
});
