// The text control of the n-gram pages (app/controls_text.go): a corpus
// typed as free text becomes lower-cased tokens, shown as chips with the
// vocabulary under them; the result and the transition heat map follow
// it; prev and next are picked from its words; text without a word gives
// a message naming the input, and the typed text is kept. The expected
// numbers are counted by hand below.
//
//	node --test playwright/text.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useEnv, waitUntil } from './harness.mjs';

let env;

useEnv((e) => {
  env = e;
});

const corpusBox = (page) => page.getByRole('textbox', { name: 'corpus', exact: true });
const chips = (page, list) => page.locator(`[aria-label="corpus ${list}"] > li`).allTextContents();
const result = (page) => page.textContent('#result');
// The row and column labels of the heat map, and the numbers in its cells.
const heatmap = (page) =>
  page.$$eval('#plot svg text', (els) => {
    const texts = els.map((e) => e.textContent);
    return {
      rows: texts.filter((t) => t.startsWith('from ')).map((t) => t.slice(5)),
      cols: texts.filter((t) => t.startsWith('to ')).map((t) => t.slice(3)),
      cells: texts.filter((t) => /^[0-9.]+$/.test(t)),
    };
  });

test('typing a corpus updates the tokens, the vocabulary, the result and the heat map', { timeout: 90_000 }, async () => {
  const page = await env.newPage();
  await env.goto(page, '/eq/bigram-mle');
  assert.equal(await corpusBox(page).inputValue(), 'a b a b a c');
  assert.deepEqual(await chips(page, 'tokens'), ['a', 'b', 'a', 'b', 'a', 'c']);

  await corpusBox(page).fill('The cat sat on the mat. The cat ran!');
  const tokens = ['the', 'cat', 'sat', 'on', 'the', 'mat', 'the', 'cat', 'ran'];
  await waitUntil(async () => JSON.stringify(await chips(page, 'tokens')) === JSON.stringify(tokens), {
    message: async () => `tokens: ${JSON.stringify(await chips(page, 'tokens'))}`,
  });
  // Each vocabulary chip is the word and its count; the most frequent
  // first, ties in order of first appearance.
  assert.deepEqual(await chips(page, 'vocabulary'), ['the3', 'cat2', 'sat1', 'on1', 'mat1', 'ran1']);
  assert.match(await page.locator('.token-summary').textContent(), /^9 tokens, 6 distinct words$/);

  // prev is still "a", which the corpus lacks: a note names it, and the
  // estimate is 0/0.
  await waitUntil(async () => /prev: “a” is not a word of the corpus/.test(await page.locator('.word-control').first().textContent()));
  assert.match(await result(page), /"a" is never followed by a token/);

  // Picked from the corpus's words: P̂{cat | the} = c(the, cat)/c(the) =
  // 2/3, the three histories "the" being followed by cat, mat, cat.
  await page.getByRole('combobox', { name: 'prev', exact: true }).selectOption('the');
  await page.getByRole('combobox', { name: 'next', exact: true }).selectOption('cat');
  await waitUntil(async () => /= 0\.666667/.test(await result(page)), { message: async () => `result: ${await result(page)}` });
  assert.equal(await page.getByRole('combobox', { name: 'prev', exact: true }).inputValue(), 'the');
  assert.equal(await page.getByRole('textbox', { name: 'prev, typed', exact: true }).inputValue(), 'the');

  // The heat map has a row and a column per word of the corpus, in order
  // of first appearance; row "the" is 2/3 to cat and 1/3 to mat.
  await waitUntil(async () => (await heatmap(page)).rows.join(' ') === 'the cat sat on mat ran', {
    message: async () => `heat map rows: ${JSON.stringify((await heatmap(page)).rows)}`,
  });
  const map = await heatmap(page);
  assert.deepEqual(map.cols, ['the', 'cat', 'sat', 'on', 'mat', 'ran']);
  assert.ok(map.cells.includes('0.666667') && map.cells.includes('0.333333'), `cells: ${map.cells}`);

  // A new word typed appears as a row; a word typed in the word box is
  // tokenised as the corpus is ("Dog" is dog).
  await corpusBox(page).fill('The cat sat on the mat. The cat ran. The dog ran');
  await waitUntil(async () => (await heatmap(page)).rows.includes('dog'));
  await page.getByRole('textbox', { name: 'next, typed', exact: true }).fill('Dog');
  await page.getByRole('textbox', { name: 'next, typed', exact: true }).press('Enter');
  // P̂{dog | the} = 1/4: "the" is followed by cat, mat, cat, dog.
  await waitUntil(async () => /= 0\.25\b/.test(await result(page)), { message: async () => `result: ${await result(page)}` });
  assert.equal(await page.getByRole('combobox', { name: 'next', exact: true }).inputValue(), 'dog');
  await page.close();
});

test('a corpus without words gives a message naming it and keeps the typed text', { timeout: 60_000 }, async () => {
  const page = await env.newPage();
  await env.goto(page, '/eq/bigram-mle');
  // The page comes back with the last visit's corpus; Reset gives the
  // default one, text included.
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await waitUntil(async () => (await corpusBox(page).inputValue()) === 'a b a b a c', {
    message: async () => `after Reset the text is ${JSON.stringify(await corpusBox(page).inputValue())}`,
  });
  await waitUntil(async () => /= 0\.666667/.test(await result(page)));
  const before = await result(page);
  assert.match(before, /= 0\.666667/);

  await corpusBox(page).fill('');
  await waitUntil(async () => (await page.locator('.input-error').allTextContents()).includes('corpus: the text is empty; type some words'), {
    message: async () => `messages: ${JSON.stringify(await page.locator('.input-error').allTextContents())}`,
  });
  assert.equal(await corpusBox(page).getAttribute('aria-invalid'), 'true');

  await corpusBox(page).fill('… !? —');
  await waitUntil(async () => (await page.locator('.input-error').allTextContents()).some((t) => t.startsWith('corpus: the text has no words')));
  // The last valid corpus is still what the page computes with, and says so.
  assert.equal(await result(page), before);
  assert.deepEqual(await chips(page, 'tokens'), ['a', 'b', 'a', 'b', 'a', 'c']);
  assert.match(await page.locator('.token-summary').textContent(), /^still computing with the last valid corpus: 6 tokens/);

  // Another control re-renders the page: the typed text stays.
  await page.getByRole('combobox', { name: 'next', exact: true }).selectOption('c');
  await waitUntil(async () => /= 0\.333333/.test(await result(page)), { message: async () => `result: ${await result(page)}` });
  assert.equal(await corpusBox(page).inputValue(), '… !? —');

  // Words again: the message goes and the tokens follow.
  await corpusBox(page).fill('Don’t stop, 3.14 café');
  await waitUntil(async () => (await chips(page, 'tokens')).join(' ') === "don't stop 3.14 café");
  assert.equal(await page.locator('.input-error').count(), 0);
  await page.close();
});
