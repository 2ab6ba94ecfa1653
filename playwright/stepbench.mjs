// The latency of one step of the update rules (app/iterate.go), for
// playwright/bench.mjs: a click of Step to the step count, the result,
// the worked lines, the plot and the loss history updated (style and
// layout included), n steps per equation; then the steps a second that
// Play reaches in 3 s (the page is drawn once a frame, after however
// many steps).
import { fetchCatalogue, launchBrowser, warmUp, watchErrors } from './harness.mjs';

// stepLatencies clicks Step n times in the page and returns the time of
// each, from the click to the last change of the regions once the count
// has changed, and a frame after it.
function stepLatencies(page, n) {
  return page.evaluate(async (n) => {
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    const times = [];
    for (let i = 0; i < n; i++) {
      const step = [...document.querySelectorAll('.iterate button')].find((b) => b.textContent === 'Step');
      const before = document.getElementById('iter-status').textContent;
      let last = null;
      const obs = new MutationObserver(() => {
        void document.body.offsetHeight;
        last = performance.now();
      });
      for (const id of ['result', 'worked', 'plot', 'iter-status']) {
        const el = document.getElementById(id);
        if (el) obs.observe(el.closest('section') ?? el, { subtree: true, childList: true, characterData: true, attributes: true });
      }
      const t0 = performance.now();
      step.click();
      // go-app handles the click on its next frame: wait for the count,
      // then one more frame for what follows it.
      const now = () => document.getElementById('iter-status')?.textContent;
      for (let f = 0; f < 120 && now() === before; f++) await frame();
      if (now() === before) throw new Error(`step ${i + 1} changed nothing in 2 s: ${before}`);
      await frame();
      obs.disconnect();
      times.push((last ?? performance.now()) - t0);
      await new Promise((r) => setTimeout(r, 0));
    }
    return times;
  }, n);
}

// stepBench prints the table of the step latencies of every update rule
// and returns it as rows.
export async function stepBench(serverURL, n, errors, stats) {
  const ids = [];
  const browser = await launchBrowser();
  const rows = [];
  try {
    const page = await browser.context.newPage();
    watchErrors(page, errors);
    await warmUp(page, serverURL);
    for (const e of await fetchCatalogue(serverURL)) {
      await page.goto(`${serverURL}/eq/${e.id}`, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(() => document.body?.dataset.eqxReady === '1', null, { timeout: 60_000 });
      if ((await page.locator('.iterate').count()) === 0) continue;
      ids.push(e.id);
      await stepLatencies(page, 5); // warm up
      const row = { id: e.id, ...stats(await stepLatencies(page, n)) };
      // Played: the steps a second Play reaches.
      const btn = (name) => page.locator('.iterate').getByRole('button', { name, exact: true });
      const count = async () => Number((await page.textContent('#iter-status')).match(/^step (\d+)/)[1]);
      const c0 = await count();
      const t0 = Date.now();
      await btn('Play').click();
      await page.waitForTimeout(3000);
      const c1 = await count();
      const t1 = Date.now();
      if (await btn('Pause').count()) await btn('Pause').click();
      row.rate = (c1 - c0) / ((t1 - t0) / 1000);
      rows.push(row);
    }
  } finally {
    await browser.close();
  }
  console.log(`\n  Step → the result, worked lines, plot and loss history updated, ${n} steps from the defaults:\n`);
  console.log('| id | median ms | p95 ms | max ms | played steps/s |');
  console.log('|---|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.id} | ${r.median.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} | ${r.rate.toFixed(0)} |`);
  return rows;
}
