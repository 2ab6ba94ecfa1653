// Every curve can be read as numbers and heard (WCAG 1.1.1; Desmos' audio
// trace): "Show the data" lists the plotted points, and "Listen" plays
// them, the pitch following y, and stops on Escape; with the button
// focused, the arrow keys walk the points, each announced.
//
// The Web Audio calls are recorded by wrapping the oscillators the page
// creates; the expected frequencies are computed here from the table:
// 220 Hz · 2^(2 (y − min y) / (max y − min y)).
//
//	node --test playwright/listen.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setRange, useEnv, waitUntil } from './harness.mjs';

let env;

useEnv((e) => {
  env = e;
});

// recordAudio wraps AudioContext.prototype.createOscillator so that the
// page's scheduled frequencies and stops are kept in window.__audio.
function recordAudio() {
  window.__audio = { freqs: [], stops: [] };
  const create = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function () {
    const osc = create.call(this);
    const set = osc.frequency.setValueAtTime.bind(osc.frequency);
    osc.frequency.setValueAtTime = (v, t) => {
      if (osc.type === 'sine') window.__audio.freqs.push(v);
      return set(v, t);
    };
    const stop = osc.stop.bind(osc);
    osc.stop = (t) => {
      window.__audio.stops.push(t === undefined ? 'now' : 'scheduled');
      return stop(t);
    };
    return osc;
  };
}

const tableOf = (page) =>
  page.locator('#figure-data table[data-figure="0"]').evaluate((t) => ({
    head: [...t.querySelectorAll('thead th')].map((th) => th.textContent),
    rows: [...t.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((td) => td.textContent)),
  }));

test('the data of a curve is a table of its values, and Listen plays them and stops on Escape', async () => {
  const page = await env.newPage();
  await page.addInitScript(recordAudio);
  await env.goto(page, '/eq/sigmoid');
  // The table: σ at evenly spaced z, the ends included.
  await page.getByText('Show the data').click();
  const t = await tableOf(page);
  assert.deepEqual(t.head.slice(0, 2), ['z', 'σ(z)']);
  assert.ok(t.rows.length >= 20, `${t.rows.length} rows`);
  for (const [z, s] of t.rows) {
    const want = 1 / (1 + Math.exp(-Number(z)));
    assert.ok(Math.abs(Number(s) - want) <= 5e-6 * want, `σ(${z}) = ${s}, want ${want}`);
  }

  // Listen: one sine frequency per point, from the values of the table.
  const listen = page.getByRole('button', { name: /^Listen to the curve of σ\(z\)/ });
  await listen.click();
  await waitUntil(async () => (await page.evaluate(() => window.__audio.freqs.length)) >= t.rows.length, {
    message: async () => `frequencies scheduled: ${await page.evaluate(() => window.__audio.freqs.length)}`,
  });
  assert.equal(await listen.getAttribute('aria-pressed'), 'true');
  const ys = t.rows.map((r) => Number(r[1]));
  const [lo, hi] = [Math.min(...ys), Math.max(...ys)];
  const want = ys.map((y) => 220 * 2 ** ((2 * (y - lo)) / (hi - lo)));
  const freqs = await page.evaluate(() => window.__audio.freqs);
  assert.equal(freqs.length, want.length);
  freqs.forEach((f, i) => assert.ok(Math.abs(f - want[i]) < 1e-6 * want[i], `point ${i}: ${f} Hz, want ${want[i]}`));
  assert.ok(freqs[freqs.length - 1] > freqs[0] * 3.9, 'σ rises: the pitch rises two octaves');

  await page.keyboard.press('Escape');
  await waitUntil(async () => (await listen.getAttribute('aria-pressed')) === 'false', { message: () => 'Escape did not stop it' });
  assert.ok((await page.evaluate(() => window.__audio.stops)).includes('now'), 'the oscillators were stopped at once');

  // The arrow keys walk the points, each said in the status line.
  await listen.focus();
  await page.keyboard.press('End');
  await waitUntil(async () => (await page.locator('.listen-status').innerText()).includes(`point ${t.rows.length} of ${t.rows.length}`), {
    message: async () => `status: ${await page.locator('.listen-status').innerText()}`,
  });
  await page.keyboard.press('ArrowLeft');
  const last = t.rows[t.rows.length - 2];
  assert.match(await page.locator('.listen-status').innerText(), new RegExp(`^z = ${last[0]}, σ\\(z\\) = ${last[1]} `));

  await page.close();
});

test('the table follows the inputs: a leak moved is a new curve', async () => {
  const page = await env.newPage();
  await env.goto(page, '/eq/leaky-relu');
  const before = await tableOf(page);
  const at = Number(await setRange(page.getByRole('slider', { name: 'alpha', exact: true }), 0.5));
  await waitUntil(async () => JSON.stringify(await tableOf(page)) !== JSON.stringify(before), { message: () => 'the table stayed' });
  const { rows } = await tableOf(page);
  for (const [x, y] of rows) {
    const want = Number(x) >= 0 ? Number(x) : at * Number(x);
    assert.ok(Math.abs(Number(y) - want) <= 5e-6 * Math.max(1, Math.abs(want)), `LeakyReLU(${x}) with α = ${at}: ${y}, want ${want}`);
  }
  await page.close();
});

test('bars are listed and heard one bar at a time', async () => {
  const page = await env.newPage();
  await page.addInitScript(recordAudio);
  await env.goto(page, '/eq/softmax');
  const t = await tableOf(page);
  assert.equal(t.rows.length, 3, 'a row per bar');
  const sum = t.rows.reduce((s, r) => s + Number(r[1]), 0);
  assert.ok(Math.abs(sum - 1) < 1e-5, `the probabilities sum to ${sum}`);
  const listen = page.getByRole('button', { name: /^Listen to the bars/ });
  await listen.focus();
  await page.keyboard.press('Home');
  assert.match(await page.locator('.listen-status').innerText(), /point 1 of 3/);
  await page.close();
});
