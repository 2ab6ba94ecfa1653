// One dataset across related equations: the related list shows each
// related equation's value for the page's data, "carry these inputs"
// opens it with them, and data that do not fit are refused with the
// reason. Expected numbers are computed here: cross-entropy
// −Σ P log Q of P = (0.5, 0.25, 0.25), Q = (0.25, 0.25, 0.5) is 1.75 ln 2.
//
//	node --test playwright/carry.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useEnv, waitUntil } from './harness.mjs';

let env;

useEnv((e) => {
  env = e;
});

const six = (x) => String(Number(x.toPrecision(6)));
const related = (page, title) => page.locator('#related li').filter({ has: page.getByRole('link', { name: title }) });

test('KL divergence carries P and Q to cross-entropy, which shows its value and opens with them', async () => {
  const page = await env.newPage();
  await env.goto(page, '/eq/kl-divergence?P=0.5,0.25,0.25&Q=0.25,0.25,0.5');
  // The values are computed once the list comes into view.
  await page.locator('#related').scrollIntoViewIfNeeded();
  const ce = related(page, /^Cross-entropy between distributions/);
  await waitUntil(async () => (await ce.locator('.carry').count()) > 0, { message: async () => `the related cross-entropy: ${await ce.innerText()}` });
  const want = six(1.75 * Math.LN2);
  assert.match(await ce.innerText(), new RegExp(`with your P, Q gives ${want.replace('.', '\\.')}`));
  await ce.getByRole('link', { name: /^carry these inputs/ }).click();
  await waitUntil(async () => (await page.locator('#result').innerText()).includes(want), {
    message: async () => `cross-entropy after carrying: ${page.url()} ${await page.locator('#result').innerText()}`,
  });
  const q = new URL(page.url()).searchParams;
  assert.equal(new URL(page.url()).pathname, '/eq/cross-entropy');
  assert.equal(q.get('P'), '0.5,0.25,0.25');
  assert.equal(q.get('Q'), '0.25,0.25,0.5');
  await page.close();
});

test('data that do not fit a related equation are refused with the reason', async () => {
  const page = await env.newPage();
  await env.goto(page, '/eq/entropy?p=0.9,0.1');
  // The values are computed once the list comes into view.
  await page.locator('#related').scrollIntoViewIfNeeded();
  const ce = related(page, /^Cross-entropy between distributions/);
  await waitUntil(async () => (await ce.locator('.refused').count()) > 0, { message: async () => `the related cross-entropy: ${await ce.innerText()}` });
  assert.match(await ce.innerText(), /your P does not fit it: input "Q": has 3 entries but P has 2/);
  await page.close();
});
