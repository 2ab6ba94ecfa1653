// Predict, then reveal (app/predict.go): the switch hides the result, the
// worked lines and the figure; a guess is dragged (bars, by mouse and by
// touch), moved by keys (a line's ends) or typed; Reveal shows the answer
// over it and says the error in words; New question draws the inputs
// anew; the link (?predict=1) and the widget keep the mode, and the
// server's first HTML of a question holds no answer.
//
//	node --test playwright/predict.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { audit, describe } from './axe.mjs';
import { useEnv, waitUntil } from './harness.mjs';
import { phoneProblems } from './phone.mjs';

let env;

useEnv((e) => {
  env = e;
});

// softmax of z, computed here (independently of eqx).
const softmax = (z) => {
  const m = Math.max(...z);
  const e = z.map((v) => Math.exp(v - m));
  const s = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / s);
};

// six significant digits, as the page writes them.
const g6 = (v) => String(Number(v.toPrecision(6)));

const guesses = async (page) => (await page.locator('.guess-bar').evaluateAll((els) => els.map((e) => +e.value)));

// hidden asserts that the page shows no answer.
async function assertHidden(page) {
  assert.match(await page.locator('#result').innerText(), /= \?$/, 'the result is not hidden');
  assert.match(await page.locator('#worked').innerText(), /hidden until you reveal/);
  assert.match(await page.locator('#plot').innerText(), /hidden until you reveal/);
  assert.equal(await page.locator('#plot svg').count(), 0, 'a figure is shown before the reveal');
}

test('softmax: switch on, drag a bar, reveal, read the error in words', async () => {
  const page = await env.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await env.goto(page, '/eq/softmax');
  await page.getByLabel('Predict first: hide the answer and guess it').check();
  await page.locator('#predict').waitFor();
  await assertHidden(page);
  await waitUntil(async () => page.url().includes('predict=1'), { message: () => `the link lacks the mode: ${page.url()}` });
  // The bars start level at 1/3.
  for (const v of await guesses(page)) assert.ok(Math.abs(v - 1 / 3) < 1e-15, `a bar starts at ${v}`);
  assert.deepEqual(await page.locator('.guess-value').allInnerTexts(), ['0.333333', '0.333333', '0.333333']);

  // Drag the third bar up with the mouse.
  const box = await page.locator('#guess-2').boundingBox();
  const x = box.x + box.width / 2;
  await page.mouse.move(x, box.y + box.height * 0.6);
  await page.mouse.down();
  await page.mouse.move(x, box.y + box.height * 0.2, { steps: 6 });
  await page.mouse.up();
  await waitUntil(async () => (await guesses(page))[2] > 0.7, { message: async () => `the bar did not follow the drag: ${await guesses(page)}` });
  const g = (await page.locator('.guess-value').allInnerTexts()).map(Number);
  assert.ok(Math.abs(g[0] + g[1] + g[2] - 1) < 1e-4, `a probability's bars sum to 1: ${g}`);
  await assertHidden(page);

  await page.getByRole('button', { name: 'Reveal' }).click();
  const truth = softmax([1, 2, 3]);
  await waitUntil(async () => (await page.locator('#verdict').innerText()) !== '');
  const verdict = await page.locator('#verdict').innerText();
  // The largest miss, by this test's own arithmetic.
  const miss = g.map((v, i) => Math.abs(v - truth[i]));
  const worst = miss.indexOf(Math.max(...miss));
  assert.match(verdict, new RegExp(`^Your guess put ${g6(g[worst]).replace('.', '\\.')}\\d* on entry ${worst + 1}; it is ${g6(truth[worst]).replace('.', '\\.')} `), verdict);
  assert.match(await page.locator('#result').innerText(), new RegExp(g6(truth[2]).replace('.', '\\.')));
  assert.equal(await page.locator('#plot svg').count() > 0, true, 'the figure is back');
  assert.equal(await page.locator('.guess-truth').count(), 3, 'each bar says its true value');
  const v = await audit(page);
  assert.deepEqual(v, [], `axe-core finds WCAG 2.1 AA violations in the revealed guess:\n${describe(v)}`);

  // Hide again: the answer goes, the guess stays.
  await page.getByRole('button', { name: 'Hide and guess again' }).click();
  await waitUntil(async () => /= \?$/.test(await page.locator('#result').innerText()));
  assert.equal((await guesses(page))[2] > 0.7, true);
  await page.close();
});

test('the least-squares line: one end dragged, the other moved by keys, the verdict in slope, intercept and error', async () => {
  const page = await env.newPage();
  await env.goto(page, '/eq/normal-equation?predict=1');
  await assertHidden(page);
  // The default points (0, 1), (1, 3), (2, 2), (3, 5): by hand, slope
  // 5.5/5 = 1.1 and intercept 2.75 − 1.65 = 1.1.
  // The left end dragged down with the mouse, the right end moved by keys.
  const start = await page.locator('svg.guess-plot path.guess-mine').getAttribute('d');
  const lbox = await page.locator('#guess-0').boundingBox();
  const lx = lbox.x + lbox.width / 2;
  await page.mouse.move(lx, lbox.y + lbox.height * 0.5);
  await page.mouse.down();
  await page.mouse.move(lx, lbox.y + lbox.height * 0.8, { steps: 6 });
  await page.mouse.up();
  await waitUntil(async () => (await page.locator('svg.guess-plot path.guess-mine').getAttribute('d')) !== start, {
    message: () => 'the drawn line did not follow the drag of its end',
  });
  const end = page.locator('#guess-1');
  await end.focus();
  // A key moves the end by a hundredth of its range.
  const step = (+(await end.getAttribute('max')) - +(await end.getAttribute('min'))) / 100;
  const before = +(await end.inputValue());
  for (let i = 0; i < 40; i++) await page.keyboard.press('ArrowUp');
  await waitUntil(async () => +(await end.inputValue()) > before, { message: () => 'the arrow keys did not move the end' });
  const left = +(await page.locator('#guess-0').inputValue());
  const right = +(await end.inputValue());
  assert.ok(Math.abs(right - before - 40 * step) < 1e-9, `40 steps of ${step} from ${before}: ${right}`);
  await page.getByRole('button', { name: 'Reveal' }).click();
  await waitUntil(async () => (await page.locator('#verdict').innerText()) !== '');
  const verdict = await page.locator('#verdict').innerText();
  const slope = (right - left) / 3;
  const mse = [[0, 1], [1, 3], [2, 2], [3, 5]].reduce((s, [x, y]) => s + (y - (left + slope * x)) ** 2, 0) / 4;
  assert.equal(verdict, `Your line has slope ${g6(slope)} and intercept ${g6(left)}; the least-squares line has slope 1.1 and intercept 1.1. ` +
    `Its mean squared error is ${g6(mse)}, against the least possible 0.675.`);
  assert.equal(await page.locator('svg.guess-plot path.guess-true').count(), 1, 'the true line is drawn over the guess');
  await page.close();
});

test("a shared question: the link's inputs, hidden, and the server's HTML holds no answer", async () => {
  // σ(2) = 0.880797 (1/(1 + e^−2)).
  const html = await (await fetch(env.url + '/eq/sigmoid?z=2&predict=1')).text();
  assert.doesNotMatch(html, /0\.880797/, 'the first HTML of a question shows its answer');
  assert.match(html, /<meta property="og:description" content="A question: what does Logistic sigmoid at z = 2 give\? Guess, then reveal the answer\.">/);
  assert.doesNotMatch(html, /og:image/, 'a question has no image of its answer');
  const open = await (await fetch(env.url + '/eq/sigmoid?z=2')).text();
  assert.match(open, /0\.880797/, 'the first HTML of a page without the mode shows its answer');

  const page = await env.newPage();
  await env.goto(page, '/eq/sigmoid?z=2&predict=1');
  await assertHidden(page);
  assert.equal(await page.getByLabel('Predict first: hide the answer and guess it').isChecked(), true);
  const box = page.getByLabel('Your guess', { exact: true });
  await box.fill('0.9');
  await box.press('Enter');
  await page.getByRole('button', { name: 'Reveal' }).click();
  await waitUntil(async () => (await page.locator('#verdict').innerText()) !== '');
  const t = 1 / (1 + Math.exp(-2));
  assert.equal(await page.locator('#verdict').innerText(),
    `You guessed 0.9; it is ${g6(t)}: ${g6(0.9 - t)} too high (${(((0.9 - t) / t) * 100).toPrecision(2)}% off). Close enough.`);

  // A new question: other inputs, in the link, hidden again.
  const url = page.url();
  await page.getByRole('button', { name: 'New question' }).click();
  await waitUntil(async () => page.url() !== url && /= \?$/.test(await page.locator('#result').innerText()), {
    message: () => `no new question: ${page.url()}`,
  });
  assert.match(page.url(), /predict=1/);
  assert.equal(await page.locator('#verdict').innerText(), '');
  const z = Number(new URL(page.url()).searchParams.get('z'));
  assert.ok(z >= -10 && z <= 10, `z = ${z} inside the slider's range`);
  await page.close();
});

test('a widget asks the question too (?predict=1), and its bars take a finger at a phone width', async () => {
  const page = await env.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await env.goto(page, '/embed/softmax?predict=1');
  await assertHidden(page);
  const box = await page.locator('#guess-0').boundingBox();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  const touch = (type, cx, cy) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: cx, y: cy }] });
  const x = box.x + box.width / 2;
  const scroll0 = await page.evaluate(() => [scrollX, scrollY]);
  await touch('touchStart', x, box.y + box.height * 0.66);
  for (let i = 1; i <= 10; i++) await touch('touchMove', x, box.y + box.height * (0.66 - i * 0.05));
  await touch('touchEnd');
  await waitUntil(async () => (await guesses(page))[0] > 0.5, { message: async () => `the bar did not follow the finger: ${await guesses(page)}` });
  assert.deepEqual(await page.evaluate(() => [scrollX, scrollY]), scroll0, 'the page scrolled under the finger');
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), 'the widget scrolls sideways');
  await cdp.detach();
  await page.getByRole('button', { name: 'Reveal' }).click();
  await waitUntil(async () => /^Your guess put /.test(await page.locator('#verdict').innerText()));
  const v = await audit(page);
  assert.deepEqual(v, [], `axe-core finds WCAG 2.1 AA violations in the widget's question:\n${describe(v)}`);
  await page.close();
});

test('yes or no at a phone width: independence of the default joint table, and every target large enough', async () => {
  const page = await env.newPage();
  await page.setViewportSize({ width: 360, height: 640 });
  await env.goto(page, '/eq/independence?predict=1');
  await assertHidden(page);
  assert.deepEqual(await phoneProblems(page), []);
  await page.getByLabel('no', { exact: true }).check();
  await page.getByRole('button', { name: 'Reveal' }).click();
  await waitUntil(async () => (await page.locator('#verdict').innerText()) !== '');
  // The default table ((0.06, 0.14), (0.24, 0.56)) is the product of its
  // margins (0.2, 0.8) and (0.3, 0.7), cell by cell: independent.
  assert.equal(await page.locator('#verdict').innerText(), 'You said no; it is yes.');
  assert.deepEqual(await phoneProblems(page), []);
  await page.close();
});

test("a classifier's boundary after one step: drawn over the points, judged by the sides it puts them on", async () => {
  const page = await env.newPage();
  await env.goto(page, '/eq/logistic-regression-gd-step?predict=1');
  await assertHidden(page);
  assert.equal(await page.locator('svg.guess-plot .guess-was').count(), 1, 'the boundary before the step is drawn');
  assert.equal(await page.locator('svg.guess-plot .guess-point.ring').count(), 1, 'the one point of class 0 is a ring');
  await page.locator('#guess-1').focus();
  for (let k = 0; k < 5; k++) await page.keyboard.press('PageDown');
  const left = +(await page.locator('#guess-0').inputValue());
  const right = +(await page.locator('#guess-1').inputValue());
  await page.getByRole('button', { name: 'Reveal' }).click();
  await waitUntil(async () => (await page.locator('#verdict').innerText()) !== '');
  // One step from w = (0.3, −0.2), b = 0.1 with α = 0.5 on X = (1, 2),
  // (2, 0), (0, 1), y = 1, 0, 1 (NumPy 1.24): w = (−0.11818777,
  // 0.56248959), b = 0.27839571, so the new boundary crosses x = 0 at
  // −0.494935 with slope 0.210115, and every point lies above it.
  const slope = (right - left) / 2;
  const above = [[1, 2], [2, 0], [0, 1]].map(([x, y]) => y > left + slope * x);
  const same = above.filter(Boolean).length;
  assert.equal(await page.locator('#verdict').innerText(),
    `Your boundary has slope ${g6(slope)} and crosses x = 0 at ${g6(left)}; the new one has slope 0.210115 and crosses it at -0.494935. ` +
    `Yours puts ${Math.max(same, 3 - same)} of the 3 points on the sides the new one puts them.`);
  await page.close();
});

test('a mean is placed among its data: a click on the line of dots, then the verdict', async () => {
  const page = await env.newPage();
  await env.goto(page, '/eq/mean?x=2,4,4,4,5,5,7,9&predict=1');
  await assertHidden(page);
  assert.equal(await page.locator('.guess-strip .guess-dot').count(), 8, 'one dot per entry');
  const slide = page.locator('#guess-line-0');
  const box = await slide.boundingBox();
  await page.mouse.click(box.x + box.width * 0.4, box.y + box.height / 2);
  await waitUntil(async () => (await slide.inputValue()) !== '' && (await page.locator('#guess-0').inputValue()) !== '', {
    message: () => 'the click placed no guess',
  });
  const v = +(await slide.inputValue());
  assert.equal(await page.locator('#guess-0').inputValue(), g6(v), 'the box shows the placed guess');
  await page.getByRole('button', { name: 'Reveal' }).click();
  await waitUntil(async () => (await page.locator('#verdict').innerText()) !== '');
  // (2 + 4 + 4 + 4 + 5 + 5 + 7 + 9)/8 = 5.
  const off = Math.abs(v - 5);
  assert.match(await page.locator('#verdict').innerText(),
    new RegExp(`^You guessed ${g6(v).replace('.', '\\.')}; it is 5: ${g6(off).replace('.', '\\.')} too ${v > 5 ? 'high' : 'low'} `));
  assert.equal(await page.locator('.guess-strip .guess-dot.truth').count(), 1, 'the answer is marked on the line');
  await page.close();
});
