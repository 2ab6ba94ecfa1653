// The latency of dragging a point on the plane (app/drag.go), for
// playwright/bench.mjs: on every equation page whose plot has points to
// drag (.plane-tools), a press on a point of the first figure and n moves
// of the pointer around it, each timed in the page from just before the
// pointermove's dispatch until #result and #plot show the moved point,
// style and layout included. The page moves the point, computes and
// paints in the pointermove listener itself, so, as for the slider, the
// timing is synchronous: t0, dispatchEvent, a read of
// document.body.offsetHeight, t1.
import { fetchCatalogue, launchBrowser, waitUntil, warmUp, watchErrors } from './harness.mjs';
import { firstPointOnPlane } from './page.mjs';

// dragLatencies presses the first point of the plane (firstPointOnPlane)
// and moves the pointer n times on a circle around it (radius 18 px,
// inside the data area), then lets go. It returns {times, noop}: the
// latency of each move that changed the result or the plot, and how many
// changed neither.
async function dragLatencies(page, n) {
  const { cx, cy } = await firstPointOnPlane(page);
  return page.evaluate(([n, cx, cy]) => {
    const pointer = (type, x, y) =>
      new PointerEvent(type, { clientX: x, clientY: y, button: 0, buttons: type === 'pointerup' ? 0 : 1, bubbles: true, cancelable: true, pointerId: 1, isPrimary: true });
    const svg = document.querySelector('#plot svg[data-frame]');
    const under = document.elementFromPoint(cx, cy);
    if (!under || !svg.contains(under)) throw new Error('the point is covered by another element');
    under.dispatchEvent(pointer('pointerdown', cx, cy));
    const regions = ['result', 'plot'].map((id) => document.getElementById(id));
    const times = [];
    let noop = 0;
    for (let i = 1; i <= n; i++) {
      const a = (2 * Math.PI * i) / 24;
      const before = regions.map((el) => el.innerHTML);
      const t0 = performance.now();
      document.dispatchEvent(pointer('pointermove', cx + 18 * Math.cos(a), cy + 18 * Math.sin(a)));
      void document.body.offsetHeight; // style and layout of what the listener wrote
      const t1 = performance.now();
      if (regions.every((el, j) => el.innerHTML === before[j])) noop++;
      else times.push(t1 - t0);
    }
    // Back where it was, so that the page's state is the one it had.
    document.dispatchEvent(pointer('pointermove', cx, cy));
    document.dispatchEvent(pointer('pointerup', cx, cy));
    return { times, noop };
  }, [n, cx, cy]);
}

// dragBench measures every equation of families with points on the plane
// and prints a table like the slider's: id | median | p95 | max | within
// budget. It returns the rows, with their statistics from stats.
export async function dragBench(url, n, errors, stats, { families, only, budget }) {
  let catalogue = (await fetchCatalogue(url)).filter((e) => families.has(e.category));
  if (only.length) catalogue = catalogue.filter((e) => only.includes(e.id));
  const rows = [];
  const failed = [];
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    watchErrors(page, errors);
    await warmUp(page, url);
    for (const e of catalogue) {
      try {
        await page.goto(`${url}/eq/${e.id}`, { waitUntil: 'domcontentloaded' });
        await page.waitForFunction(() => document.body?.dataset.eqxReady === '1', null, { timeout: 60_000, polling: 20 });
        if ((await page.locator('.plane-tools').count()) === 0) continue;
        await waitUntil(() => page.evaluate(() => !!document.querySelector('#plot svg[data-frame]')), {
          message: () => `${e.id}: no figure with a data-frame`,
        });
        await dragLatencies(page, 5); // warm up
        const r = await dragLatencies(page, n);
        if (r.times.length === 0) throw new Error(`${n} moves changed neither the result nor the plot`);
        rows.push({ id: e.id, noop: r.noop, ...stats(r.times) });
        process.stderr.write('.');
      } catch (err) {
        failed.push(`${e.id}: ${err.message.split('\n')[0]}`);
      }
    }
    process.stderr.write('\n');
  } finally {
    await browser.close();
  }
  rows.sort((a, b) => b.p95 - a.p95);
  console.log(`\n  Drag a point → #result and #plot updated (style and layout included), ${n} pointer moves around the first point:\n`);
  console.log('| id | median ms | p95 ms | max ms | within 16 ms |');
  console.log('|---|---:|---:|---:|:---:|');
  for (const s of rows) {
    const id = s.noop ? `${s.id} [${s.noop} without change]` : s.id;
    console.log(`| ${id} | ${s.median.toFixed(1)} | ${s.p95.toFixed(1)} | ${s.max.toFixed(1)} | ${s.p95 <= budget ? 'yes' : '**no**'} |`);
  }
  if (failed.length) console.log(`  Could not be measured:\n    ${failed.join('\n    ')}`);
  return rows;
}
