// Browser benchmark of eqx (not a test; `make bench` runs it):
//
//   - slider latency: for sigmoid and softmax, 100 updates of the first
//     slider each, timed in the page with performance.now() from the
//     dispatch of the input event until both the result text and the plot's
//     aria-label have changed; prints the median and the 95th percentile.
//   - cold load: time from navigation start to <body data-eqx-ready="1">
//     on /eq/sigmoid with a fresh profile (no HTTP cache, no service
//     worker), median of 5.
//   - the size of web/app.wasm raw, gzip -9 and brotli (skip with
//     --no-sizes).
//
//	node playwright/bench.mjs [--no-sizes] [--updates N] [--loads N]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { printWasmSizes } from '../scripts/wasm-size.mjs';
import { ROOT, launchBrowser, startServer, watchErrors } from './harness.mjs';

const { values: opts } = parseArgs({
  options: {
    'no-sizes': { type: 'boolean', default: false },
    updates: { type: 'string', default: '100' },
    loads: { type: 'string', default: '5' },
  },
});
const UPDATES = Number(opts.updates);
const LOADS = Number(opts.loads);

function quantile(xs, q) {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const i = Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1));
  return s[i];
}
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const ms = (x) => `${x.toFixed(1)} ms`;

// readyAt records, in the page, the moment data-eqx-ready becomes "1".
function recordReady() {
  window.__eqxReadyAt = undefined;
  const check = () => {
    if (window.__eqxReadyAt === undefined && document.body?.dataset.eqxReady === '1') {
      window.__eqxReadyAt = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-eqx-ready'] });
}

async function waitReady(page) {
  await page.waitForFunction(() => window.__eqxReadyAt !== undefined || document.body?.dataset.eqxReady === '1', null, {
    timeout: 60_000,
    polling: 20,
  });
  return page.evaluate(() => window.__eqxReadyAt ?? performance.now());
}

// sliderLatencies runs n updates of the first slider inside the page.
function sliderLatencies(page, n) {
  return page.evaluate(async (n) => {
    let slider = document.querySelector('input[type="range"]');
    if (!slider) throw new Error('no slider');
    const state = () => {
      const r = document.querySelector('#result');
      const svg = document.querySelector('#plot svg[role="img"]') ?? document.querySelector('#plot svg');
      return { result: r?.textContent ?? '', label: svg?.getAttribute('aria-label') ?? '' };
    };
    const lo = slider.min === '' ? 0 : Number(slider.min);
    const hi = slider.max === '' ? 100 : Number(slider.max);
    const times = [];
    for (let i = 0; i < n; i++) {
      slider = document.querySelector('input[type="range"]'); // in case a render replaced it
      const before = state();
      const old = slider.value;
      // Spread the values over the middle 80% of the range, never twice
      // the same in a row.
      let v = lo + (hi - lo) * (0.1 + 0.8 * (((i * 37) % 100) / 100));
      slider.value = String(v);
      if (slider.value === old) {
        slider.value = String(lo + (hi - lo) * (0.1 + 0.8 * ((((i + 50) * 37) % 100) / 100)));
      }
      const t0 = performance.now();
      const done = new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          obs.disconnect();
          const s = state();
          reject(new Error(`update ${i} (${old} → ${slider.value}) not shown within 5 s: result ${JSON.stringify(s.result)}, plot ${JSON.stringify(s.label)}`));
        }, 5_000);
        const check = () => {
          const s = state();
          if (s.result !== before.result && s.label !== before.label) {
            const t = performance.now() - t0;
            clearTimeout(timer);
            obs.disconnect();
            resolve(t);
          }
        };
        const obs = new MutationObserver(check);
        obs.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      });
      slider.dispatchEvent(new Event('input', { bubbles: true }));
      times.push(await done);
      // Let the page settle (a paint) before the next update.
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    }
    return times;
  }, n);
}

async function main() {
  const server = await startServer();
  const errors = [];
  try {
    console.log(`eqx browser benchmark (server ${server.url}, ${UPDATES} slider updates, ${LOADS} cold loads)`);

    // Slider latency.
    {
      const browser = await launchBrowser();
      try {
        for (const id of ['sigmoid', 'softmax']) {
          const page = await browser.context.newPage();
          watchErrors(page, errors);
          await page.addInitScript(recordReady);
          await page.goto(`${server.url}/eq/${id}`, { waitUntil: 'domcontentloaded' });
          await waitReady(page);
          await sliderLatencies(page, 5); // warm up
          const t = await sliderLatencies(page, UPDATES);
          console.log(
            `  ${id.padEnd(8)} slider → result + plot: n=${t.length}  median ${ms(median(t))}  p95 ${ms(quantile(t, 0.95))}  max ${ms(Math.max(...t))}`,
          );
          await page.close();
        }
      } finally {
        await browser.close();
      }
    }

    // Cold load, each with a fresh profile.
    {
      const times = [];
      for (let i = 0; i < LOADS; i++) {
        const browser = await launchBrowser();
        try {
          const page = await browser.context.newPage();
          watchErrors(page, errors);
          await page.addInitScript(recordReady);
          await page.goto(`${server.url}/eq/sigmoid`, { waitUntil: 'domcontentloaded' });
          times.push(await waitReady(page));
        } finally {
          await browser.close();
        }
      }
      console.log(
        `  cold load /eq/sigmoid to data-eqx-ready (fresh profile): n=${times.length}  median ${ms(median(times))}  ` +
          `min ${ms(Math.min(...times))}  max ${ms(Math.max(...times))}`,
      );
    }
  } finally {
    await server.stop();
  }
  if (errors.length) {
    console.error(`page or console errors during the benchmark:\n  ${errors.join('\n  ')}`);
    process.exitCode = 1;
  }
  if (!opts['no-sizes']) printWasmSizes(path.join(ROOT, 'web', 'app.wasm'));
}

main().catch((err) => {
  console.error(`bench: ${err.stack || err.message}`);
  process.exit(1);
});
