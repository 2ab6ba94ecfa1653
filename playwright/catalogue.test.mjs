// The catalogue page: it lists every equation of the API, grouped under
// category headings, and the search box filters it as you type.
import { after, afterEach, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fetchCatalogue, startEnv, visibleIds, waitUntil } from './harness.mjs';

let env;
let catalogue;
let page;

before(async () => {
  env = await startEnv();
  catalogue = await fetchCatalogue(env.url);
  page = await env.newPage();
});

afterEach(() => env?.assertNoErrors());

after(async () => {
  await env?.close();
});

const lower = (s) => String(s ?? '').toLowerCase();
// norm compares category names with headings: "information-theory" matches
// the heading "Information theory".
const norm = (s) => lower(s).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

// expectVisible waits until the visible entries satisfy check(ids).
async function expectVisible(what, check) {
  let ids = [];
  await waitUntil(
    async () => {
      ids = await visibleIds(page);
      return check(ids);
    },
    { message: () => `${what}: visible entries are ${JSON.stringify(ids)}` },
  );
  return ids;
}

async function search(text) {
  const box = page.getByRole('searchbox', { name: 'Search equations' });
  await box.fill(text);
  assert.equal(await box.inputValue(), text, 'the search box keeps what was typed');
}

test('the API lists equations', () => {
  assert.ok(catalogue.length > 0, 'GET /api/v1/equations listed no equation');
});

test('the catalogue lists every equation of the API under category headings', async () => {
  await env.goto(page, '/');
  const items = page.locator('li[data-id]');
  assert.equal(await items.count(), catalogue.length, 'one li[data-id] per equation of the API');
  const ids = await items.evaluateAll((els) => els.map((e) => e.dataset.id));
  assert.deepEqual([...ids].sort(), catalogue.map((e) => e.id).sort(), 'the ids listed are the API ids');
  assert.deepEqual(await visibleIds(page), ids, 'every entry is visible before any search');

  for (const e of catalogue) {
    const li = page.locator(`li[data-id="${e.id}"]`);
    const link = li.locator(`a[href="/eq/${e.id}"]`);
    assert.equal(await link.count(), 1, `${e.id}: one link to /eq/${e.id} in its li`);
    const text = await link.innerText();
    assert.ok(text.includes(e.title), `${e.id}: the link text ${JSON.stringify(text)} contains the title ${JSON.stringify(e.title)}`);
  }

  const headings = (await page.locator('h2').allInnerTexts()).map(norm);
  assert.ok(headings.length > 0, 'categories are shown as h2 headings');
  for (const cat of new Set(catalogue.map((e) => norm(e.category)))) {
    assert.ok(headings.some((h) => h.includes(cat)), `category ${JSON.stringify(cat)} has an h2 heading; h2s: ${JSON.stringify(headings)}`);
  }
});

test('searching filters as you type, and clearing restores everything', async () => {
  await env.goto(page, '/');
  const all = catalogue.map((e) => e.id);
  const has = (id) => all.includes(id);
  for (const id of ['entropy', 'binary-cross-entropy', 'sigmoid', 'kl-divergence']) {
    assert.ok(has(id), `the catalogue has ${id} (the search tests use it)`);
  }

  // By title / id: "entropy" keeps the entropies and hides the activations.
  await search('entropy');
  await expectVisible('after searching "entropy"', (ids) => ids.includes('entropy') && ids.includes('binary-cross-entropy') && !ids.includes('sigmoid'));

  // Clearing restores all.
  await search('');
  await expectVisible('after clearing the search', (ids) => ids.length === all.length);

  // By id.
  await search('kl-div');
  await expectVisible('after searching "kl-div"', (ids) => ids.includes('kl-divergence') && !ids.includes('sigmoid') && ids.length < all.length);

  // By category.
  const metrics = catalogue.filter((e) => lower(e.category) === 'metrics').map((e) => e.id);
  assert.ok(metrics.length > 0, `the catalogue has a "metrics" category; categories: ${[...new Set(catalogue.map((e) => e.category))]}`);
  await search('metrics');
  await expectVisible('after searching "metrics"', (ids) => metrics.every((id) => ids.includes(id)) && !ids.includes('sigmoid'));

  // Case does not matter.
  await search('ENTROPY');
  await expectVisible('after searching "ENTROPY"', (ids) => ids.includes('entropy') && !ids.includes('sigmoid'));

  // Nothing matches nonsense.
  await search('zzqxjw');
  await expectVisible('after searching "zzqxjw"', (ids) => ids.length === 0);

  await search('');
  await expectVisible('after clearing the search again', (ids) => ids.length === all.length);
});

test('a catalogue link opens the equation page', async () => {
  await env.goto(page, '/');
  const e = catalogue.find((x) => x.id === 'sigmoid') ?? catalogue[0];
  await page.locator(`li[data-id="${e.id}"] a[href="/eq/${e.id}"]`).click();
  await waitUntil(async () => new URL(page.url()).pathname.replace(/\/$/, '') === `/eq/${e.id}`, {
    message: () => `the URL is ${page.url()}, not /eq/${e.id}`,
  });
  await waitUntil(
    async () => {
      const h1 = page.locator('h1');
      return (await h1.count()) > 0 && (await h1.first().innerText()).includes(e.title);
    },
    { message: async () => `h1 is not ${JSON.stringify(e.title)}: ${await page.locator('h1').allInnerTexts()}` },
  );
  await waitUntil(async () => (await page.locator('#equation .katex').count()) > 0, {
    message: () => `#equation has no .katex after navigating to /eq/${e.id}`,
  });
});
