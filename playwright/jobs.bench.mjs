// Browser benchmark of the large-data jobs (not a test; `make bench-api`
// runs it against eqx serve and against the Worker under wrangler dev):
// for ROC AUC (labels and scores) and softmax (one column of logits) at
// n rows, and a sigmoid sweep of n points from −10 to 10 (a request of a
// few bytes, an answer of n numbers), the time from handing the job to
// eqxJob (web/jobs.js) until
// its answer, in this browser's Web Worker and on the server, median of
// REPS runs with a warm worker, plus the worker's first (cold) job. It
// prints a markdown table and the ratio at each size; the UI's crossover,
// remoteAbove in app/databox_job.go, is the size from which the server
// path is the faster one.
//
//	EQX_API_URL=http://127.0.0.1:8000 node playwright/jobs.bench.mjs
//	scripts/with-server.sh native node playwright/jobs.bench.mjs
//
// Environment: EQX_API_URL (required: the site and API), SIZES (rows,
// default 1000,10000,100000,300000,1000000), REPS (default 3), LABEL.
import { launchBrowser } from './harness.mjs';
import { table } from './tables.mjs';

const base = process.env.EQX_API_URL;
if (!base) {
  console.error('jobs.bench: set EQX_API_URL to the base URL of a running eqx site');
  process.exit(2);
}
const SIZES = (process.env.SIZES || '1000,10000,100000,300000,1000000').split(',').map(Number);
const REPS = Number(process.env.REPS || 3);
const LABEL = process.env.LABEL || base;

// logits returns n logits, one per line.
function logits(n) {
  let x = 3;
  const lines = new Array(n);
  for (let i = 0; i < n; i++) {
    x = (x * 16807) % 2147483647;
    lines[i] = ((x / 2147483647) * 20 - 10).toFixed(6);
  }
  return lines.join('\n') + '\n';
}

const jobs = [
  { name: 'ROC AUC', request: () => ({ id: 'roc-auc', columns: ['y', 's'] }), text: (n) => table(n, 17).text },
  { name: 'softmax', request: () => ({ id: 'softmax', columns: ['z'] }), text: logits },
  { name: 'sigmoid sweep', request: (n) => ({ id: 'sigmoid', sweep: { z: { from: -10, to: 10, count: n } } }), text: () => null },
];

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

const b = await launchBrowser();
try {
  const page = await b.context.newPage();
  await page.goto(`${base}/eq/roc-auc`, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => document.body?.dataset.eqxReady === '1', null, { timeout: 60_000 });
  // run times one job in the page: eqxJob with the route, until done.
  const run = (request, route) =>
    page.evaluate(
      ({ request, route }) =>
        new Promise((resolve, reject) => {
          const t0 = performance.now();
          window.eqxJob(JSON.stringify(request), window.__blob, route, 0, (m) => {
            if (m.type === 'done') {
              if (m.response.error) reject(new Error(m.response.error));
              else if (m.route !== route) reject(new Error(`ran ${m.route}: ${m.note}`));
              else {
                const ms = performance.now() - t0;
                // The whole output, hashed (FNV-1a): the paths must agree
                // to the bit. A list output is a Float64Array: its bytes.
                const v = m.response.values;
                const bytes = v ? new Uint8Array(v.buffer, v.byteOffset, v.byteLength) : new TextEncoder().encode(JSON.stringify(m.response.output));
                let h = 0x811c9dc5;
                for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i], 16777619) >>> 0;
                const head = v ? `[${v.slice(0, 2).join(',')}… ${v.length} values]` : JSON.stringify(m.response.output);
                resolve({ ms, output: `${head} #${h.toString(16)}` });
              }
            } else if (m.type === 'failed') reject(new Error(m.error));
          });
        }),
      { request, route },
    );
  const rows = [];
  let cold;
  for (const job of jobs) {
    for (const n of SIZES) {
      const text = job.text(n);
      await page.evaluate((t) => (window.__blob = t === null ? null : new Blob([t], { type: 'text/csv' })), text);
      const request = job.request(n);
      const warm = await run(request, 'browser'); // loads jobs.wasm the first time
      cold ??= warm.ms;
      const times = { browser: [], server: [] };
      const outputs = new Set();
      for (let r = 0; r < REPS; r++) {
        for (const route of ['browser', 'server']) {
          const t = await run(request, route);
          times[route].push(t.ms);
          outputs.add(t.output);
        }
      }
      if (outputs.size !== 1) throw new Error(`${job.name} n=${n}: the two paths answered differently: ${[...outputs]}`);
      const [bm, sm] = [median(times.browser), median(times.server)];
      rows.push(`| ${job.name} | ${n.toExponential(0).replace('e+', 'e')} | ${text === null ? '–' : (text.length / 1e6).toFixed(2)} | ${bm.toFixed(0)} | ${sm.toFixed(0)} | ${(bm / sm).toFixed(2)} |`);
      process.stdout.write('.');
    }
  }
  console.log(`\n\nLarge-data jobs in the browser (${LABEL}): ms from eqxJob to its answer, median of ${REPS}, warm worker (its first job, loading jobs.wasm: ${cold.toFixed(0)} ms)\n`);
  console.log('| job | rows or points | MB sent | in the browser (Web Worker) | on the server | browser ÷ server |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(r);
} finally {
  await b.close();
}
