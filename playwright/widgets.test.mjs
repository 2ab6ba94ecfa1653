// Every widget (/embed/ID) in the dark theme a host page may ask for
// (?theme=dark), audited by axe-core with the WCAG 2.1 A and AA rules
// (pagecheck.mjs: checkEmbed), and computing its result. A widget is its
// equation page's content without the site around it: views.test.mjs
// audits that content in the light theme on every page, and this file the
// widget itself, in the other theme, on every equation and on a person's
// own formula.
//
// Each widget is opened as a link within the app opens it, one tab for
// the whole file: the server's first view of a widget is tested by
// embed.test.mjs and security.test.mjs. make test runs this file as a
// group of its own beside the three others: it computes, they mostly
// wait.
//
//	node --test playwright/widgets.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { catalogueIds, fetchCatalogue, useEnv } from './harness.mjs';
import { checkEmbed } from './pagecheck.mjs';

let env;

useEnv((e) => {
  env = e;
});

test('every widget, in the dark theme, meets WCAG 2.1 AA as axe-core tells it, and computes', { timeout: 900_000 }, async () => {
  const entries = await fetchCatalogue(env.url);
  assert.deepEqual(entries.map((e) => e.id), catalogueIds(), 'the API lists the equations of eqx list');
  const page = await env.newPage();
  await env.goto(page, '/');
  const problems = [];
  const custom = { id: 'custom', computable: true };
  for (const e of [...entries, custom]) problems.push(...(await checkEmbed(env, page, e)));
  assert.deepEqual(problems, [], `${problems.length} widget(s) with problems`);
  await page.close();
});
