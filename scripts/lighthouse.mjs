// Lighthouse's mobile performance of eqx's pages, as a phone on a slow link
// meets them: Lighthouse 12.2.3 (package.json), its default mobile settings
// (simulated slow 4G, 4× CPU slowdown, a Moto G Power's screen), Debian's
// Chromium, against bin/eqx serve on loopback.
//
//	node scripts/lighthouse.mjs [--runs N] [--check] [PATH...]
//
// Each page is measured N times (default 3) and the run with the median
// score is reported: the score, first and largest contentful paint, total
// blocking time, speed index, layout shift, the bytes transferred, and
// what remains (the longest main-thread tasks and the largest requests).
// --check fails unless every page scores at least 90 with its largest
// contentful paint within 2.5 s and its total blocking time within 300 ms
// (issue 18's targets). Default pages: /, /eq/softmax and
// /eq/logistic-regression-gd-step. make bench runs it with --check.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, CHROMIUM, CHROMIUM_ARGS } from '../playwright/harness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
let runs = 3;
let check = false;
const paths = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--runs') runs = Number(args[++i]);
  else if (args[i] === '--check') check = true;
  else paths.push(args[i]);
}
if (!(runs >= 1)) throw new Error('--runs must be a positive number');
if (paths.length === 0) paths.push('/', '/eq/softmax', '/eq/logistic-regression-gd-step');

const budget = { score: 90, lcp: 2500, tbt: 300 };
const bin = path.join(root, 'node_modules', '.bin', 'lighthouse');
if (!fs.existsSync(bin)) throw new Error(`${bin} not found: run make deps (npm ci)`);

function measure(url) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'eqx-lh-')), 'report.json');
  try {
    execFileSync(bin, [url, '--only-categories=performance', '--output=json', `--output-path=${out}`, '--quiet',
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`], {
      env: { ...process.env, CHROME_PATH: CHROMIUM },
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: 180_000,
    });
    return JSON.parse(fs.readFileSync(out, 'utf8'));
  } finally {
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  }
}

function summary(r) {
  const a = r.audits;
  return {
    score: Math.round(r.categories.performance.score * 100),
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    si: a['speed-index'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    kib: a['total-byte-weight'].numericValue / 1024,
    tasks: (a['long-tasks']?.details?.items || []).slice(0, 3).map((t) => `${Math.round(t.duration)} ms ${short(t.url)}`),
    requests: (a['network-requests']?.details?.items || [])
      .sort((x, y) => y.transferSize - x.transferSize)
      .slice(0, 3)
      .map((q) => `${Math.round(q.transferSize / 1024)} KiB ${short(q.url)}`),
  };
}

const short = (u) => (u && u.startsWith('http') ? new URL(u).pathname : u || '?');

const server = await startServer();
let failed = false;
try {
  console.log(`Lighthouse 12.2.3, mobile (simulated slow 4G, 4x CPU), ${runs} run(s) per page, the median shown`);
  console.log(`${'page'.padEnd(34)} score   FCP s   LCP s  TBT ms    SI s    CLS     KiB`);
  for (const p of paths) {
    const all = [];
    for (let i = 0; i < runs; i++) all.push(summary(measure(server.url + p)));
    all.sort((x, y) => x.score - y.score);
    const m = all[all.length >> 1];
    const over = [];
    if (m.score < budget.score) over.push(`score < ${budget.score}`);
    if (m.lcp > budget.lcp) over.push(`LCP > ${budget.lcp / 1000} s`);
    if (m.tbt > budget.tbt) over.push(`TBT > ${budget.tbt} ms`);
    console.log(
      `${p.padEnd(34)} ${String(m.score).padStart(5)} ${(m.fcp / 1000).toFixed(2).padStart(7)} ${(m.lcp / 1000).toFixed(2).padStart(7)}` +
        ` ${String(Math.round(m.tbt)).padStart(7)} ${(m.si / 1000).toFixed(2).padStart(7)} ${m.cls.toFixed(3).padStart(6)} ${String(Math.round(m.kib)).padStart(7)}` +
        (over.length ? `  ! ${over.join(', ')}` : ''),
    );
    console.log(`${''.padEnd(34)} scores of the runs: ${all.map((x) => x.score).join(', ')}`);
    console.log(`${''.padEnd(34)} longest tasks (observed, unthrottled): ${m.tasks.join('; ') || 'none over 50 ms'}`);
    console.log(`${''.padEnd(34)} largest requests: ${m.requests.join('; ')}`);
    if (over.length) failed = true;
  }
} finally {
  server.stop?.();
}
if (check && failed) {
  console.error(`lighthouse: a page is outside the budget (score >= ${budget.score}, LCP <= ${budget.lcp / 1000} s, TBT <= ${budget.tbt} ms)`);
  process.exit(1);
}
