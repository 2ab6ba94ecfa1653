// Large-data jobs (app/databox_job.go, web/jobs.js): a table too large to
// edit live is computed as a whole, on the server when it is large and the
// server answers, else in a Web Worker, with progress and a cancel button.
//
// The answers are checked against an AUC computed here, independently of
// eqx: the Mann–Whitney statistic with ties counted one half.
//
//	node --test playwright/jobs.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { startServer, useEnv, waitUntil } from './harness.mjs';
import { auc, table, upload } from './tables.mjs';

let env;

useEnv((e) => {
  env = e;
});

// open loads roc-auc and opens its data box.
async function open(page) {
  await env.goto(page, '/eq/roc-auc');
  await page.click('details.paste summary');
}

// watchProgress records, in the page, the largest value any job progress
// bar showed and whether one showed at all.
function watchProgress(page) {
  return page.evaluate(() => {
    window.__progress = { seen: false, max: 0, texts: new Set() };
    const look = () => {
      const bar = document.querySelector('.databox-running progress');
      if (!bar) return;
      window.__progress.seen = true;
      window.__progress.max = Math.max(window.__progress.max, bar.position >= 0 ? bar.position : 0);
      window.__progress.texts.add(document.querySelector('.databox-running span')?.textContent ?? '');
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

const progress = (page) => page.evaluate(() => ({ ...window.__progress, texts: [...window.__progress.texts] }));

// answer waits for the job's answer and returns its route and number.
async function answer(page, timeout = 90_000) {
  const el = page.locator('.databox-result');
  await el.waitFor({ timeout });
  const text = await el.textContent();
  const m = /= (\S+)$/.exec(text);
  assert.ok(m, `the answer has no "= value": ${text}`);
  return { route: await el.getAttribute('data-route'), value: Number(m[1]), text, panel: await page.textContent('.databox-job') };
}

// apiRequests counts the requests the page makes to the API and /healthz.
function apiRequests(page) {
  const seen = [];
  page.on('request', (r) => {
    const p = new URL(r.url()).pathname;
    if (p.startsWith('/api/') || p === '/healthz') seen.push(`${r.method()} ${p}`);
  });
  return seen;
}

const big = table(300_000); // 3.4 MB: above remoteAbove (2 MB)
const want = auc(big.y, big.s);
let serverAnswer;

test('a large file is computed on the server, with progress, and its AUC is right', { timeout: 180_000 }, async () => {
  const page = await env.newPage();
  await open(page);
  const before = await page.textContent('#result');
  const requests = apiRequests(page);
  await watchProgress(page);
  await upload(page, big.text);
  const a = await answer(page);
  assert.equal(a.route, 'server', `the job ran ${a.route}: ${a.panel}`);
  assert.ok(Math.abs(a.value - want) <= 1e-12, `AUC ${a.value}, want ${want}`);
  assert.match(a.panel, /300000 rows used/);
  assert.match(a.panel, /computed on the server/);
  const p = await progress(page);
  assert.ok(p.seen, 'no progress bar was shown');
  assert.ok(requests.includes('POST /api/v1/table'), `no request to the API: ${requests}`);
  serverAnswer = a.text;
  // The page's own inputs keep their values.
  assert.equal(await page.textContent('#result'), before);
  await page.close();
});

test('with the server stopped, the same file is computed in the browser, with progress and the same answer', { timeout: 180_000 }, async () => {
  // A server of its own, stopped once the page and the service worker's
  // cache (which holds the Web Worker's files) are loaded.
  const own = await startServer();
  let stopped = false;
  const page = await env.newPage();
  try {
    await page.goto(own.url + '/eq/roc-auc', { waitUntil: 'domcontentloaded' });
    await env.waitReady(page);
    await waitUntil(
      () =>
        page.evaluate(async () => {
          for (const key of await caches.keys()) {
            const urls = (await (await caches.open(key)).keys()).map((r) => new URL(r.url).pathname);
            if (urls.includes('/web/jobs.wasm')) return true;
          }
          return false;
        }),
      { timeout: 60_000, interval: 250, message: () => 'the service worker did not cache /web/jobs.wasm' },
    );
    await own.stop();
    stopped = true;
    await page.click('details.paste summary');
    await watchProgress(page);
    await upload(page, big.text);
    const a = await answer(page);
    assert.equal(a.route, 'browser', `the job ran ${a.route}: ${a.panel}`);
    assert.match(a.panel, /could not be reached: computed in this browser/);
    assert.ok(Math.abs(a.value - want) <= 1e-12, `AUC ${a.value}, want ${want}`);
    if (serverAnswer) assert.equal(a.text, serverAnswer, 'the browser and the server answered differently');
    const p = await progress(page);
    assert.ok(p.seen && p.max > 0, `no progress shown: ${JSON.stringify(p)}`);
  } finally {
    await page.close();
    if (!stopped) await own.stop();
  }
  // The health check's refused connection is logged by Chromium as a
  // failed load.
  env.errors.splice(0, env.errors.length, ...env.errors.filter((e) => !/ERR_CONNECTION_REFUSED|Failed to load resource/.test(e)));
});

test('below the threshold no request is made: a paste is parsed on the page, a mid-size file in the worker', { timeout: 120_000 }, async () => {
  const page = await env.newPage();
  await open(page);
  const requests = apiRequests(page);
  const small = table(50, 3);
  await page.fill('details.paste textarea', small.text);
  await waitUntil(async () => /50 rows/.test(await page.textContent('details.paste .databox-count')));
  // The page shows its result to 6 significant digits.
  const shown = Number(/= (\S+)/.exec(await page.textContent('#result'))?.[1]);
  assert.ok(Math.abs(shown - auc(small.y, small.s)) <= 5e-7, `${await page.textContent('#result')}, want ${auc(small.y, small.s)}`);
  const mid = table(30_000, 5); // 330 kB: a job, below remoteAbove
  await upload(page, mid.text);
  const a = await answer(page);
  assert.equal(a.route, 'browser');
  assert.ok(Math.abs(a.value - auc(mid.y, mid.s)) <= 1e-12, `AUC ${a.value}`);
  assert.deepEqual(requests, [], `requests were made: ${requests}`);
  await page.close();
});

test('a job in the browser can be cancelled, and no long task freezes the page while it runs', { timeout: 180_000 }, async () => {
  const page = await env.newPage();
  await open(page);
  // The service worker caches the whole site after the page is ready; on
  // this machine the server and that download share the page's cores, so
  // the job is timed once it is done (a real server is not on the
  // visitor's machine).
  await waitUntil(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
    timeout: 60_000,
    interval: 250,
    message: () => 'the service worker never took control',
  });
  await page.evaluate(() => {
    window.__long = [];
    window.__since = performance.now();
    // Each long task as its duration, with when it started relative to the
    // last reset, for the failure message.
    new PerformanceObserver((l) =>
      window.__long.push(...l.getEntries().map((e) => ({ ms: e.duration, at: e.startTime - window.__since }))),
    ).observe({ type: 'longtask', buffered: false });
  });
  const resetLong = () => page.evaluate(() => ((window.__long = []), (window.__since = performance.now())));
  const longMsg = (long) => `long tasks while the job ran: ${long.map((t) => `${t.ms.toFixed(0)} ms at +${t.at.toFixed(0)} ms`).join(', ')}`;
  // A first job shows the panel; then "in this browser" runs it again there.
  await upload(page, table(30_000, 9).text);
  await answer(page);
  await page.selectOption('.databox-route select', 'browser');
  const huge = table(1_000_000, 11); // 11 MB
  await resetLong();
  await upload(page, huge.text, 'huge.csv');
  await page.locator('.databox-running progress').waitFor();
  await waitUntil(async () => /Reading and computing/.test(await page.textContent('.databox-running')), { timeout: 30_000 });
  const long = await page.evaluate(() => window.__long);
  await page.click('.databox-cancel');
  await page.locator('.databox-job .input-error').waitFor();
  assert.match(await page.textContent('.databox-job'), /cancelled/);
  assert.equal(await page.locator('.databox-running').count(), 0, 'still running after Cancel');
  await page.waitForTimeout(500);
  assert.equal(await page.locator('.databox-result').count(), 0, 'an answer came after Cancel');
  assert.ok(long.every((t) => t.ms <= 100), longMsg(long));
  // Run to the end, still without a long task. The file is chosen again
  // (the route stays "in this browser"): going through "where it is
  // fastest" to start it again would first begin an 11 MB upload to the
  // server, and that upload's work on the page is not the browser job's.
  await resetLong();
  await upload(page, huge.text, 'huge.csv');
  const a = await answer(page, 120_000);
  assert.equal(a.route, 'browser');
  assert.ok(Math.abs(a.value - auc(huge.y, huge.s)) <= 1e-12, `AUC ${a.value}`);
  const long2 = await page.evaluate(() => window.__long);
  assert.ok(long2.every((t) => t.ms <= 100), longMsg(long2));
  await page.close();
});

test('a list output (softmax of 3·10^5 logits) comes back whole on both paths, the same, without freezing the page', { timeout: 180_000 }, async () => {
  // Logits from a fixed seed, and their softmax computed here in log
  // space: p_i = exp(z_i - logsumexp(z)), the largest logit subtracted.
  let x = 5;
  const z = Array.from({ length: 300_000 }, () => Number((((x = (x * 16807) % 2147483647) / 2147483647) * 30 - 15).toFixed(6)));
  const zmax = z.reduce((a, b) => Math.max(a, b), -Infinity);
  let sum = 0;
  for (const v of z) sum += Math.exp(v - zmax);
  const want = z.slice(0, 3).map((v) => Math.exp(v - zmax) / sum);
  const page = await env.newPage();
  await env.goto(page, '/eq/softmax');
  await page.click('details.paste summary');
  await page.evaluate(() => {
    window.__long = [];
    new PerformanceObserver((l) => window.__long.push(...l.getEntries().map((e) => e.duration))).observe({ type: 'longtask', buffered: false });
  });
  await upload(page, z.map((v) => v.toFixed(6)).join('\n') + '\n', 'logits.txt'); // 2.9 MB: the server's
  const onServer = await page.locator('.databox-result').waitFor({ timeout: 90_000 }).then(() => page.textContent('.databox-result'));
  assert.equal(await page.getAttribute('.databox-result', 'data-route'), 'server', await page.textContent('.databox-job'));
  const firsts = /\(([^)]*)\)/.exec(onServer)?.[1].split(', ') ?? [];
  assert.match(onServer, /… \(300000 values\)\)$/, onServer);
  for (let i = 0; i < 3; i++) {
    const got = Number(firsts[i]);
    assert.ok(Math.abs(got - want[i]) <= 5e-6 * want[i], `softmax[${i}] shown ${firsts[i]}, want ${want[i]}`);
  }
  const long = await page.evaluate(() => window.__long);
  assert.ok(long.every((d) => d <= 100), `long tasks while the server's answer was read: ${long.map((d) => d.toFixed(0)).join(', ')} ms`);
  // Every value can be downloaded: the file holds them all, each within
  // rounding of the reference (and to 6 digits of the one shown).
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('.databox-save')]);
  assert.equal(download.suggestedFilename(), 'softmax.csv');
  const csv = fs.readFileSync(await download.path(), 'utf8').trimEnd().split('\n');
  assert.equal(csv[0], 'i,value');
  assert.equal(csv.length, z.length + 1, 'the CSV does not hold every value');
  let total = 0;
  for (let i = 0; i < z.length; i++) {
    const [n, v] = csv[i + 1].split(',');
    const p = Number(v);
    const ref = Math.exp(z[i] - zmax) / sum;
    assert.ok(Number(n) === i + 1 && Math.abs(p - ref) <= 1e-12 * ref + 1e-300, `row ${i + 1}: ${csv[i + 1]}, want ${ref}`);
    total += p;
  }
  assert.ok(Math.abs(total - 1) < 1e-9, `the softmax sums to ${total}`);
  // The same file in this browser's worker: the same numbers.
  await page.selectOption('.databox-route select', 'browser');
  await waitUntil(async () => (await page.getAttribute('.databox-result', 'data-route').catch(() => null)) === 'browser', { timeout: 90_000 });
  assert.equal(await page.textContent('.databox-result'), onServer, 'the browser and the server answered differently');
  await page.close();
});

test('a sweep of 10^5 sigmoid points is the same in the browser and on the server, and right', { timeout: 120_000 }, async () => {
  const page = await env.newPage();
  await env.goto(page, '/eq/sigmoid');
  const n = 100_001;
  const sweep = (route) =>
    page.evaluate(
      ({ n, route }) =>
        new Promise((resolve, reject) => {
          const request = { id: 'sigmoid', sweep: { z: { from: -50, to: 50, count: n } } };
          window.eqxJob(JSON.stringify(request), null, route, 0, (m) => {
            if (m.type === 'failed') reject(new Error(m.error));
            if (m.type === 'done') resolve({ route: m.route, error: m.response.error, values: Array.from(m.response.values ?? []) });
          });
        }),
      { n, route },
    );
  const [local, remote, auto] = [await sweep('browser'), await sweep('server'), await sweep('auto')];
  assert.deepEqual([local.route, remote.route, auto.route], ['browser', 'server', 'browser'], 'routes');
  assert.equal(local.values.length, n, local.error);
  assert.ok(local.values.every((v, i) => Object.is(v, remote.values[i])), 'the two paths differ');
  // σ(z) at z = −50 + i·10^−3, with the sweep's exact last point.
  for (const i of [0, 1, 12_345, 50_000, 99_999, 100_000]) {
    const z = i === n - 1 ? 50 : -50 + i * (100 / (n - 1));
    const want = 1 / (1 + Math.exp(-z));
    assert.ok(Math.abs(local.values[i] - want) <= 1e-15 * want, `σ(${z}) = ${local.values[i]}, want ${want}`);
  }
  await page.close();
});
