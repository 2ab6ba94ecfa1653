// The conformance pages, /eq/ID/checks: every reference vector of every
// equation, checked in the browser, passes; a wrong reference shows as a
// failure (the page does not pass whatever it is given); each equation's
// page links there with what checked it; a row opens the equation with its
// inputs; and the page starts its app by itself, without the reader's
// first move.
//
// The vectors are counted here from equations/testdata, apart from the
// Go code that reads them.
//
//	node --test playwright/checks.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { audit, describe } from './axe.mjs';
import { ROOT, fetchCatalogue, launchBrowser, useEnv, waitUntil, watchErrors } from './harness.mjs';

let env;

useEnv((e) => {
  env = e;
});

// vectors reads the reference vectors as the build joins them into
// web/checks.jsonl: the public ones, then eqx's own.
function vectors() {
  return ['vectors.jsonl', 'edges.jsonl'].flatMap((f) =>
    fs
      .readFileSync(path.join(ROOT, 'equations', 'testdata', f), 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l)),
  );
}

const summary = (page) => page.locator('#checks-summary').innerText();

// checked waits until the page has checked its vectors and returns the
// summary and the rows' verdicts.
async function checked(page, id) {
  await waitUntil(async () => /checks? pass|check passes|No reference|could not|error/.test(await summary(page)), {
    timeout: 20_000,
    message: async () => `/eq/${id}/checks: ${await summary(page)}`,
  });
  return {
    summary: await summary(page),
    pass: await page.locator('table.checks td.pass').count(),
    fail: await page.locator('table.checks td.fail').count(),
  };
}

test('every vector of every equation passes on its conformance page, in the browser', async () => {
  const all = vectors();
  const ids = (await fetchCatalogue(env.url)).map((e) => e.id);
  const page = await env.newPage();
  const bad = [];
  for (const id of ids) {
    const want = all.filter((v) => v.id === id).length;
    await env.visit(page, `/eq/${id}/checks`);
    const got = await checked(page, id);
    if (want === 0) {
      bad.push(`${id}: no vector names it (${got.summary})`);
    } else if (got.pass !== want || got.fail !== 0 || !got.summary.startsWith(want === 1 ? 'The one check passes,' : `All ${want} checks pass,`)) {
      bad.push(`${id}: ${got.pass} pass and ${got.fail} fail of ${want} vectors: ${got.summary}`);
    }
  }
  assert.deepEqual(bad, [], `conformance pages:\n  ${bad.join('\n  ')}`);
  await page.close();
});

test('a wrong reference value shows as a failure, with the difference', async () => {
  // A browser of its own: in the shared one, the service worker answers
  // checks.jsonl, out of the page's routes' reach.
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    watchErrors(page, env.errors);
    // Softmax's vectors as served, but the third's expected value moved
    // by 1e-9, beyond its tolerance of 1e-12.
    await page.route('**/web/checks.jsonl', async (route) => {
      const body = vectors()
        .map((v) => {
          if (v.id === 'softmax' && v.inputs.T === 0.5) v = { ...v, expected: v.expected.map((x, i) => (i === 0 ? x + 1e-9 : x)) };
          return JSON.stringify(v);
        })
        .join('\n');
      await route.fulfill({ status: 200, body, headers: { 'content-type': 'application/jsonl' } });
    });
    await page.goto(`${env.url}/eq/softmax/checks`, { waitUntil: 'domcontentloaded' });
    const got = await checked(page, 'softmax');
    assert.match(got.summary, /^2 of 3 checks pass/);
    assert.equal(got.fail, 1);
    const row = page.locator('table.checks tbody tr').nth(2);
    assert.match(await row.locator('td.fail').getAttribute('title'), /output\[0\] = 0\.88079707797788\d*, want 0\.8807970789778825 \(difference 1e-09/);
  } finally {
    await browser.close();
  }
});

test("an equation's page says what checked it and links there; a row opens the equation with its inputs", async () => {
  const page = await env.newPage();
  await env.goto(page, '/eq/softmax');
  const note = page.locator('p.checked a');
  assert.equal(await note.innerText(), 'Checked against SciPy 1.10 · mpmath 1.3 · the source\'s printed value (3 reference values)');
  assert.equal(await note.getAttribute('href'), '/eq/softmax/checks');
  await note.click();
  await checked(page, 'softmax');
  assert.equal(new URL(page.url()).pathname, '/eq/softmax/checks');
  // The third vector: softmax(z/T) of z = (2, 1), T = 0.5.
  await page.locator('table.checks tbody tr').nth(2).getByRole('link', { name: 'open with these inputs' }).click();
  await waitUntil(async () => (await page.locator('#result').innerText()).includes('0.880797'), {
    message: async () => `softmax at z = (2, 1), T = 0.5: ${await page.locator('#result').innerText()}`,
  });
  assert.equal(new URL(page.url()).pathname, '/eq/softmax');
  await page.close();
});

test('a conformance page starts its app without waiting for the reader', async () => {
  const browser = await launchBrowser({ autostart: false });
  try {
    const page = await browser.context.newPage();
    watchErrors(page, env.errors);
    await page.goto(`${env.url}/eq/sigmoid/checks`, { waitUntil: 'domcontentloaded' });
    const got = await checked(page, 'sigmoid');
    assert.match(got.summary, /^All \d+ checks pass/);
  } finally {
    await browser.close();
  }
});

test('a conformance page meets WCAG 2.1 AA (axe) in both themes, and fits a phone', async () => {
  const page = await env.newPage();
  const found = [];
  for (const [theme, width] of [['light', 1280], ['dark', 390]]) {
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize({ width, height: 844 });
    await env.goto(page, '/eq/rnn-encoder-state/checks');
    await checked(page, 'rnn-encoder-state');
    const v = await audit(page);
    if (v.length) found.push(`${theme}, ${width} px:\n${describe(v)}`);
    const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    assert.ok(scroll <= client, `${theme}, ${width} px: the page scrolls sideways (${scroll} > ${client})`);
  }
  assert.deepEqual(found, [], `axe-core finds WCAG 2.1 AA violations:\n${found.join('\n')}`);
  await page.close();
});
