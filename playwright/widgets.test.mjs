// Every widget (/embed/ID) in the dark theme a host page may ask for
// (?theme=dark), audited by axe-core with the WCAG 2.1 A and AA rules
// (checkEmbed), and computing its result; and every
// equation page and widget on a phone (phone.mjs): nothing scrolls
// sideways, and no target is under 24 × 24 CSS px (WCAG 2.5.8).
//
// A widget is its equation page's content without the site around it:
// views.test.mjs audits that content in the light theme on every page,
// and this file the widget itself, in the other theme, on every equation
// and on a person's own formula. The phone is the smaller of phone.mjs's
// two, 360 × 640, where a page is likeliest to scroll sideways; make a11y
// tries both on every page. (Trying both here, by resizing each page,
// made make test 15 min 7 s: the app lays its figures out again.)
//
// Each page is opened as a link within the app opens it, one tab for the
// whole file: the server's first view of a widget is tested by
// embed.test.mjs and security.test.mjs. make test runs this file in the
// fourth of its five groups (Makefile, BROWSER_FOUR).
//
//	node --test playwright/widgets.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { catalogueIds, fetchCatalogue, useEnv } from './harness.mjs';
import { audit, describe } from './axe.mjs';
import { PHONES, phoneProblems } from './phone.mjs';

let env;

useEnv((e) => {
  env = e;
});

// checkEmbed opens the widget of the equation e as a link within the app
// opens it (its page's own content is audited in the light theme by
// checkPage), in the dark theme a host page may ask for, and returns its
// problems: not dark, no result, or axe-core's WCAG 2.1 AA violations.
async function checkEmbed(page, e) {
  const path = `/embed/${e.id}?theme=dark`;
  await env.visit(page, path);
  const shown = await page.evaluate(() => {
    const w = document.querySelector('.embed[data-theme="dark"]');
    // Light ink on the dark background.
    const ink = w && getComputedStyle(w).color.match(/[\d.]+/g)?.map(Number);
    return {
      dark: !!ink && ink[0] + ink[1] + ink[2] > 3 * 160,
      result: document.querySelector('.embed #result')?.textContent.trim() ?? '',
      error: !!document.querySelector('.embed .result-error'),
    };
  });
  const problems = [];
  if (!shown.dark) problems.push(`${path}: the widget is not in its dark theme`);
  if (e.computable !== false && (!shown.result || shown.error)) problems.push(`${path}: the result is ${JSON.stringify(shown.result)}`);
  const violations = await audit(page);
  if (violations.length) problems.push(`${path}: axe-core finds WCAG 2.1 AA violations:\n${describe(violations)}`);
  return problems;
}

test('on a phone, every page and every widget fits and has targets of 24 px; every widget, dark, meets WCAG 2.1 AA as axe-core tells it, and computes', { timeout: 900_000 }, async () => {
  const entries = await fetchCatalogue(env.url);
  assert.deepEqual(entries.map((e) => e.id), catalogueIds(), 'the API lists the equations of eqx list');
  const page = await env.newPage();
  const phone = PHONES[0];
  await page.setViewportSize(phone);
  await env.goto(page, '/');
  const problems = [];
  const onPhone = async (path) => {
    for (const p of await phoneProblems(page)) problems.push(`${phone.width}×${phone.height} ${path}: ${p}`);
  };
  const custom = { id: 'custom', computable: true };
  for (const e of [...entries, custom]) {
    await env.visit(page, `/eq/${e.id}`);
    await onPhone(`/eq/${e.id}`);
    problems.push(...(await checkEmbed(page, e)));
    await onPhone(`/embed/${e.id}?theme=dark`);
  }
  assert.deepEqual(problems, [], `${problems.length} problem(s)`);
  await page.close();
});
