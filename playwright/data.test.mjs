// The data inputs of equation pages, used as a person would: columns pasted
// from a spreadsheet (a real Ctrl+V from the clipboard) and a CSV file
// loaded into the "Paste or load data" box, a list pasted under a vector,
// the + / − entry buttons, the − / + steppers of a count (mouse and
// keyboard) and the confusion-matrix grid. Every expected number is
// computed here from the data, with the plain formula, never read back
// from the page.
import { after, afterEach, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { alertTexts, settle, startEnv, waitUntil } from './harness.mjs';

let env;
let tmp;

before(async () => {
  env = await startEnv();
  // A paste is Ctrl+V of what the clipboard holds, as from a spreadsheet.
  await env.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.url });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'eqx-data-test-'));
});

afterEach(() => env?.assertNoErrors());

after(async () => {
  await env?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

const withPage = (p, fn, { width = 1280 } = {}) => env.withPage(p, fn, { width });

// ---- the formulas, independent of the app ----

const mean = (v) => v.reduce((a, b) => a + b, 0) / v.length;

function pearson(x, y) {
  const mx = mean(x);
  const my = mean(y);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < x.length; i++) {
    sxy += (x[i] - mx) * (y[i] - my);
    sxx += (x[i] - mx) ** 2;
    syy += (y[i] - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

// Mann–Whitney: the share of (positive, negative) pairs where the positive
// scores higher, ties counting one half.
function aucMannWhitney(labels, scores) {
  let wins = 0;
  let pairs = 0;
  labels.forEach((yi, i) => {
    if (yi !== 1) return;
    labels.forEach((yj, j) => {
      if (yj !== 0) return;
      pairs++;
      wins += scores[i] > scores[j] ? 1 : scores[i] === scores[j] ? 0.5 : 0;
    });
  });
  return wins / pairs;
}

function binomialPMF(n, k, p) {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c * p ** k * (1 - p) ** (n - k);
}

const f1 = (tp, fp, fn) => (2 * tp) / (2 * tp + fp + fn);

// ---- reading and driving the page ----

// expectResult waits until the result region shows expected to six
// significant digits (the page's display), then checks the exact value in
// the output's title.
async function expectResult(page, expected, what) {
  let seen;
  await waitUntil(
    async () => {
      seen = await page.evaluate(() => {
        const r = document.getElementById('result');
        const o = r?.querySelector('output.value');
        return { text: o?.textContent.trim() ?? null, title: o?.title ?? null, error: r?.querySelector('.result-error')?.textContent ?? null };
      });
      return seen.text !== null && Number(seen.text) === Number(expected.toPrecision(6));
    },
    { message: () => `${what}: the result shows ${JSON.stringify(seen)}, expected ${expected.toPrecision(6)} (${expected})` },
  );
  const exact = Number(seen.title);
  assert.ok(Math.abs(exact - expected) <= 1e-12 * Math.max(1, Math.abs(expected)), `${what}: exact value ${seen.title}, expected ${expected}`);
}

const plotLabel = (page) =>
  page.evaluate(() => [...document.querySelectorAll('#plot svg[role="img"]')].map((s) => s.getAttribute('aria-label')).join(' | '));

// dataBox opens the "Paste or load data" box of the named columns and
// returns its parts (their ids are "data-" + the names joined by "-").
async function dataBox(page, names) {
  await page.locator('summary', { hasText: `Paste or load data for ${names.join(', ')}` }).click();
  const id = (part) => page.locator(`#data-${names.join('-')}-${part}`);
  const box = { text: id('text'), count: id('count'), problems: id('problems'), file: id('file'), note: id('file-note') };
  await box.text.waitFor({ state: 'visible' });
  return box;
}

// paste replaces the box's text by text, through the clipboard: select
// all, Ctrl+V.
async function paste(page, box, text) {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await box.text.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Control+V');
}

// eventually waits until read() returns a value that ok accepts and
// returns it; on a timeout the message shows the last value read.
async function eventually(read, ok, what) {
  let got;
  await waitUntil(async () => ok((got = await read())), {
    message: () => `${what}; last read: ${JSON.stringify(got)}`,
  });
  return got;
}

const expectCount = (box, start, what) =>
  eventually(
    async () => (await box.count.textContent()).trim(),
    (t) => t.startsWith(start),
    `${what}: the count should start with ${JSON.stringify(start)}`,
  );

// problemLines returns the listed problems of the box ([] when none).
async function problemLines(box) {
  if ((await box.problems.count()) === 0) return [];
  return box.problems.locator('li').allTextContents();
}

// entries reads the number boxes of vector name ("x 1", "x 2", …).
function entries(page, name) {
  return page.evaluate(
    (n) =>
      [...document.querySelectorAll('section.controls input[type="number"]')]
        .filter((el) => new RegExp(`^${n} \\d+$`).test(el.getAttribute('aria-label')))
        .map((el) => Number(el.value)),
    name,
  );
}

const expectEntries = (page, name, want, what) =>
  eventually(
    () => entries(page, name),
    (got) => JSON.stringify(got) === JSON.stringify(want),
    `${what}: the entries of ${name} should be ${JSON.stringify(want)}`,
  );

const spin = (page, name) => page.getByRole('spinbutton', { name, exact: true });

const expectValue = (locator, want, what) =>
  eventually(() => locator.inputValue(), (got) => got === String(want), `${what}: the box should read ${want}`);

const expectText = (locator, want, what) =>
  eventually(
    async () => (await locator.allTextContents()).join(' | '),
    (got) => got.includes(want),
    `${what}: should contain ${JSON.stringify(want)}`,
  );

// ---- the tests ----

test('pearson-correlation: two columns pasted from a spreadsheet (tabs) and as CSV, with a header', async () => {
  await withPage('/eq/pearson-correlation', async (page) => {
    const box = await dataBox(page, ['x', 'y']);
    const plot0 = await plotLabel(page);
    assert.match(plot0, /\b5 points\b/, 'the default data has 5 points');

    const x = [1.5, 2, 3.25, 4, 5.5, 7];
    const y = [2.1, 2.9, 3.2, 5.8, 6.1, 6.4];
    const tsv = 'x\ty\n' + x.map((v, i) => `${v}\t${y[i]}`).join('\n') + '\n';
    await paste(page, box, tsv);
    const count = await expectCount(box, '6 rows', 'after pasting 6 tab-separated rows');
    assert.match(count, /tab-separated/, 'the count names the separator found');
    assert.deepEqual(await problemLines(box), [], 'no problem listed for good rows');
    await expectText(page.locator('.databox-note'), 'line 1: header skipped (x, y)', 'the header line is named as skipped');
    await expectResult(page, pearson(x, y), 'r of the 6 pasted rows');
    await expectEntries(page, 'x', x, 'the x entries after the paste');
    await expectEntries(page, 'y', y, 'the y entries after the paste');
    const plot1 = await plotLabel(page);
    assert.notEqual(plot1, plot0, 'the plot changed');
    assert.match(plot1, /\b6 points\b/, `the plot shows the 6 rows: ${plot1}`);

    // The same kind of paste, comma-separated (a CSV copied as text).
    const x2 = [10, 8, 6, 4, 2, 0];
    const y2 = [1, 3, 2, 5, 4, 7];
    await paste(page, box, 'x,y\n' + x2.map((v, i) => `${v},${y2[i]}`).join('\n'));
    // Both pastes have 6 rows: wait for the separator, which is what changes.
    const count2 = await eventually(
      async () => (await box.count.textContent()).trim(),
      (t) => t.includes('comma-separated'),
      'after pasting 6 comma-separated rows: the count should name the comma',
    );
    assert.match(count2, /^6 rows/);
    await expectResult(page, pearson(x2, y2), 'r of the 6 comma-separated rows');
    await expectEntries(page, 'x', x2, 'the x entries after the CSV paste');
    assert.notEqual(await plotLabel(page), plot1, 'the plot changed again');
  });
});

// The bad-rows paste of the issue: line 3 has a word, line 5 one column,
// line 6 is empty; the good rows are kept and the text stays as pasted.
async function badRows(width) {
  await withPage(
    '/eq/pearson-correlation',
    async (page) => {
      const box = await dataBox(page, ['x', 'y']);
      const text = ['x,y', '1,2', 'abc,3', '2,2.5', '4', '', '3,5', '5,4.5', '6,7'].join('\n');
      const good = { x: [1, 2, 3, 5, 6], y: [2, 2.5, 5, 4.5, 7] };
      await paste(page, box, text);
      await expectCount(box, '5 rows used, 2 skipped', `${width} px: after pasting 5 good and 2 bad rows`);
      const problems = await problemLines(box);
      assert.equal(problems.length, 2, `${width} px: one message per bad row, none for the empty line: ${JSON.stringify(problems)}`);
      assert.match(problems[0], /^line 3: .*"abc" is not a number/, `${width} px: line 3 is named with its word`);
      assert.match(problems[1], /^line 5: 1 column, expected 2/, `${width} px: line 5 is named with its column count`);
      assert.equal(await box.problems.getAttribute('role'), 'alert', 'the problems are announced');
      assert.equal(await box.text.getAttribute('aria-invalid'), 'true', 'the box is marked invalid');
      await expectResult(page, pearson(good.x, good.y), `${width} px: r of the 5 good rows`);
      await expectEntries(page, 'x', good.x, `${width} px: the good x values were taken`);
      assert.equal(await box.text.inputValue(), text, `${width} px: the box still holds exactly what was pasted`);

      // Still usable: a row typed at the end is taken, the rest is kept.
      await box.text.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type('\n7,6');
      await expectCount(box, '6 rows used, 2 skipped', `${width} px: after typing a 6th good row`);
      await expectResult(page, pearson([...good.x, 7], [...good.y, 6]), `${width} px: r with the typed row`);
      assert.equal(await box.text.inputValue(), text + '\n7,6', `${width} px: the box holds the paste and the typed row`);
      assert.equal((await problemLines(box)).length, 2, `${width} px: the two problems are still listed`);

      const layout = await page.evaluate(() => {
        const rect = (sel) => {
          const r = document.querySelector(sel).getBoundingClientRect();
          return { left: r.left, right: r.right, width: r.width, height: r.height };
        };
        return {
          scrollWidth: document.documentElement.scrollWidth,
          text: rect('#data-x-y-text'),
          problems: rect('#data-x-y-problems'),
          count: rect('#data-x-y-count'),
        };
      });
      assert.ok(layout.scrollWidth <= width, `${width} px: the page scrolls sideways (scrollWidth ${layout.scrollWidth})`);
      for (const part of ['text', 'problems', 'count']) {
        const r = layout[part];
        assert.ok(r.width > 0 && r.height > 0, `${width} px: the ${part} is shown: ${JSON.stringify(r)}`);
        assert.ok(r.left >= 0 && r.right <= width, `${width} px: the ${part} fits in the width: ${JSON.stringify(r)}`);
      }
      assert.ok(await box.problems.isVisible(), `${width} px: the problems are visible`);
    },
    { width },
  );
}

test('pearson-correlation: bad rows are listed by line and the good rows are kept (1280 px)', () => badRows(1280));

test('pearson-correlation: the same at 375 px wide, without sideways scrolling', () => badRows(375));

test('roc-auc: labels and scores loaded from a CSV file', async () => {
  await withPage('/eq/roc-auc', async (page) => {
    const box = await dataBox(page, ['y', 's']);
    const plot0 = await plotLabel(page);
    // Ties across the classes (0.6 and 0.4) count one half.
    const y = [1, 0, 1, 1, 0, 0, 1, 0, 0, 1, 0];
    const s = [0.9, 0.8, 0.7, 0.6, 0.55, 0.6, 0.4, 0.3, 0.4, 0.2, 0.1];
    const csv = 'label,score\n' + y.map((v, i) => `${v},${s[i]}`).join('\n') + '\n';
    const file = path.join(tmp, 'scores.csv');
    fs.writeFileSync(file, csv);
    await box.file.setInputFiles(file);
    await expectText(box.note, `scores.csv (${fs.statSync(file).size} B)`, 'the loaded file is named with its size');
    assert.match(await expectCount(box, '11 rows', 'after loading 11 rows'), /comma-separated/);
    assert.deepEqual(await problemLines(box), [], 'no problem listed');
    const auc = aucMannWhitney(y, s);
    assert.equal(auc, 19 / 30, "the test data itself: 17 wins and 2 ties in 5 × 6 pairs");
    await expectResult(page, auc, 'AUC of the loaded file');
    await expectEntries(page, 'y', y, 'the labels were taken');
    await expectEntries(page, 's', s, 'the scores were taken');
    assert.equal(await box.text.inputValue(), csv, 'the file content is in the box, to edit');
    assert.notEqual(await plotLabel(page), plot0, 'the ROC plot changed');

    // A file with a bad label: that row is named, the others are used.
    const bad = 'y,s\n1,0.9\n2,0.5\n0,0.2\n';
    const badFile = path.join(tmp, 'bad.csv');
    fs.writeFileSync(badFile, bad);
    await box.file.setInputFiles(badFile);
    await expectCount(box, '2 rows used, 1 skipped', 'after loading a file with a bad label');
    const problems = await problemLines(box);
    assert.equal(problems.length, 1, JSON.stringify(problems));
    assert.match(problems[0], /^line 3: y = 2 is not in/, 'the bad label is named with its line');
    await expectResult(page, aucMannWhitney([1, 0], [0.9, 0.2]), 'AUC of the good rows of the file');
  });
});

test('mean: a list pasted on one line and one per line, + / − entry, and bad tokens', async () => {
  await withPage('/eq/mean', async (page) => {
    const box = await dataBox(page, ['x']);
    await paste(page, box, '1, 2, 3');
    await expectCount(box, '3 values', 'after pasting "1, 2, 3"');
    await expectEntries(page, 'x', [1, 2, 3], 'after pasting "1, 2, 3"');
    await expectResult(page, mean([1, 2, 3]), 'the mean of 1, 2, 3');

    await paste(page, box, '4\n5\n6\n7');
    await expectCount(box, '4 values', 'after pasting one per line');
    await expectEntries(page, 'x', [4, 5, 6, 7], 'after pasting 4 to 7 one per line');
    await expectResult(page, mean([4, 5, 6, 7]), 'the mean of 4 to 7');

    await page.getByRole('button', { name: 'Add entry to x', exact: true }).click();
    await waitUntil(async () => (await entries(page, 'x')).length === 5, { message: () => 'x has no 5th entry after + entry' });
    const x5 = spin(page, 'x 5');
    await x5.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('8');
    await expectEntries(page, 'x', [4, 5, 6, 7, 8], 'after typing 8 into the new entry');
    await expectResult(page, mean([4, 5, 6, 7, 8]), 'the mean with the added 8');
    await page.getByRole('button', { name: 'Remove last entry from x', exact: true }).click();
    await expectEntries(page, 'x', [4, 5, 6, 7], 'after − entry');
    await expectResult(page, mean([4, 5, 6, 7]), 'the mean after removing the 8');
    assert.equal(await box.text.inputValue(), '4\n5\n6\n7', 'the box keeps what was pasted');

    // A bad token is named; the good values beside it are used.
    await paste(page, box, '4, 5, x7, 6');
    await expectCount(box, '3 values used, 1 skipped', 'after pasting a bad token');
    assert.deepEqual(await problemLines(box), ['line 1: item 3: "x7" is not a number']);
    await expectEntries(page, 'x', [4, 5, 6], 'the good values of the line');
    await expectResult(page, mean([4, 5, 6]), 'the mean of the good values');

    // Nothing usable: the message names the token, the inputs and the
    // result stay as they were.
    await paste(page, box, '0x1F');
    await expectCount(box, '0 values', 'after pasting only a bad token');
    assert.match((await box.count.textContent()).trim(), /the inputs keep their last values/);
    assert.deepEqual(await problemLines(box), ['line 1: "0x1F" is not a number']);
    await settle(page);
    await expectEntries(page, 'x', [4, 5, 6], 'the entries after a paste with no value');
    await expectResult(page, mean([4, 5, 6]), 'the last valid result is kept');
    assert.equal(await box.text.inputValue(), '0x1F', 'the bad text stays in the box');
  });
});

test('entropy: a probability vector pasted as a list, a value outside [0, 1] named by line', async () => {
  await withPage('/eq/entropy', async (page) => {
    const box = await dataBox(page, ['p']);
    const H = (p) => -p.reduce((a, v) => a + (v > 0 ? v * Math.log(v) : 0), 0); // base e, the page's default
    await paste(page, box, '0.5, 0.25, 0.25');
    await expectCount(box, '3 values', 'after pasting 3 probabilities');
    await expectEntries(page, 'p', [0.5, 0.25, 0.25], 'the pasted probabilities');
    await expectResult(page, H([0.5, 0.25, 0.25]), 'H of the pasted probabilities');
    await paste(page, box, 'p\n0.125\n-0.5\n0.375\n0.5');
    await expectCount(box, '3 values used, 1 skipped', 'after pasting a negative probability');
    assert.deepEqual(await problemLines(box), ['line 3: p = -0.5 is not in [0, 1]']);
    await expectResult(page, H([0.125, 0.375, 0.5]), 'H of the 3 good probabilities');
  });
});

// The data box comes after the "N more entries" note (over 30 entries) and
// the vector's error (a rejected paste), which come and go: the box must
// stay the same box when they appear.

test('pearson-correlation: a paste of 40 rows (more than the 30 sliders) is computed and stays in the box', async () => {
  await withPage('/eq/pearson-correlation', async (page) => {
    const box = await dataBox(page, ['x', 'y']);
    const x = Array.from({ length: 40 }, (_, i) => i);
    const y = x.map((i) => (i * 7) % 11);
    const text = 'x,y\n' + x.map((v, i) => `${v},${y[i]}`).join('\n');
    await paste(page, box, text);
    await expectResult(page, pearson(x, y), 'r of the 40 rows');
    await settle(page);
    assert.equal(await box.text.inputValue(), text, 'the box still holds what was pasted');
  });
});

test('entropy: a pasted vector that does not sum to 1 is named and stays in the box', async () => {
  await withPage('/eq/entropy', async (page) => {
    const box = await dataBox(page, ['p']);
    await paste(page, box, '0.5, 0.3');
    await eventually(() => alertTexts(page), (t) => t.some((a) => a.includes('sums to 0.8')), 'an alert should say the sum is 0.8');
    await settle(page);
    assert.equal(await box.text.inputValue(), '0.5, 0.3', 'the box still holds what was pasted');
  });
});

const button = (page, name) => page.getByRole('button', { name, exact: true });

// Each stepper button is pressed once here, on the page as it loads: a
// button pressed after its count has changed steps from a stale value
// (see the TODO test below).
test('binomial-pmf: the n and k steppers and number boxes, with the mouse and the keyboard', async () => {
  await withPage('/eq/binomial-pmf', async (page) => {
    const n = spin(page, 'n');
    const k = spin(page, 'k');
    // The spec's defaults: n = 20, k = 5, p = 0.3.
    await expectValue(n, 20, 'n at first');
    await expectValue(k, 5, 'k at first');
    await expectResult(page, binomialPMF(20, 5, 0.3), 'P(X = 5) with n = 20');

    await button(page, 'Increase n').click();
    await expectValue(n, 21, 'n after a click on Increase n');
    await expectResult(page, binomialPMF(21, 5, 0.3), 'after Increase n');

    await button(page, 'Decrease k').focus();
    await page.keyboard.press('Space');
    await expectValue(k, 4, 'k after Space on Decrease k');
    await expectResult(page, binomialPMF(21, 4, 0.3), 'after Space on Decrease k');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    assert.equal(focused, 'Decrease k', 'the focus stays on the button after it is pressed');

    await k.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expectValue(k, 6, 'k after ArrowUp twice in its box');
    await expectResult(page, binomialPMF(21, 6, 0.3), 'after ArrowUp twice in the k box');
    await n.focus();
    await page.keyboard.press('ArrowDown');
    await expectValue(n, 20, 'n after ArrowDown in its box');
    await expectResult(page, binomialPMF(20, 6, 0.3), 'after ArrowDown in the n box');

    // At the edge of the domain the step down is disabled.
    await k.fill('0');
    await expectResult(page, binomialPMF(20, 0, 0.3), 'k = 0');
    await waitUntil(() => button(page, 'Decrease k').isDisabled(), { message: () => 'Decrease k is enabled at k = 0' });
    assert.ok(await button(page, 'Increase k').isEnabled(), 'Increase k is enabled at k = 0');
  });
});

// go-app keeps an element's first event handler whatever its closure
// captured: a − / + that captured the count at render time would step from
// the first count, so a second Increase n would leave n at 21.
test(
  'binomial-pmf: a stepper steps from the current count, after a step and after typing',
  async () => {
    await withPage('/eq/binomial-pmf', async (page) => {
      const n = spin(page, 'n');
      const k = spin(page, 'k');
      await button(page, 'Increase n').click();
      await expectValue(n, 21, 'n after one Increase n');
      await button(page, 'Increase n').click();
      await expectValue(n, 22, 'n after two Increase n');
      await k.fill('9');
      await expectResult(page, binomialPMF(22, 9, 0.3), 'k typed as 9');
      await button(page, 'Increase k').focus();
      await page.keyboard.press('Enter');
      await expectValue(k, 10, 'k after Enter on Increase k, from 9');
      await expectResult(page, binomialPMF(22, 10, 0.3), 'after Enter on Increase k');
    });
  },
);

test('f1-score: the confusion-matrix grid, stepped with Enter and typed into', async () => {
  await withPage('/eq/f1-score', async (page) => {
    const grid = page.getByRole('group', { name: 'Confusion matrix', exact: true });
    const order = await grid.locator('input[type="number"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    assert.deepEqual(order, ['TP', 'FN', 'FP', 'TN'], 'the grid reads actual 1 (TP, FN) then actual 0 (FP, TN)');
    // The spec's defaults: TP 40, TN 45, FP 5, FN 10.
    await expectResult(page, f1(40, 5, 10), 'F1 of the default counts');
    await grid.getByRole('button', { name: 'Increase TP', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expectValue(grid.getByRole('spinbutton', { name: 'TP', exact: true }), 41, 'TP after Enter on Increase TP');
    await expectResult(page, f1(41, 5, 10), 'F1 after Enter on Increase TP');

    const counts = { TP: 30, FP: 7, FN: 12, TN: 51 };
    for (const [name, v] of Object.entries(counts)) {
      const box = grid.getByRole('spinbutton', { name, exact: true });
      await box.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.type(String(v));
      await expectValue(box, v, `${name} after typing ${v}`);
    }
    await expectResult(page, f1(counts.TP, counts.FP, counts.FN), 'F1 of the typed counts');
  });
});
