// Checks the Cloudflare Worker against the 3 MiB limit on a Worker's
// compressed size (the Workers Free plan's; paid plans allow 10 MiB).
// It bundles the Worker offline with `wrangler deploy --dry-run --outdir`
// (which uploads nothing), prints wrangler's own "gzip:" figure and a gzip
// of the bundled files computed here, and fails if either is over.
//
//	node scripts/worker-size.mjs        (make test-worker runs it after make worker)
//
// Environment: WRANGLER (default node_modules/.bin/wrangler),
// WORKER_SIZE_LIMIT_KIB (default 3072).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const wrangler = process.env.WRANGLER || "node_modules/.bin/wrangler";
const limitKiB = Number(process.env.WORKER_SIZE_LIMIT_KIB || 3072);
const outdir = mkdtempSync(join(tmpdir(), "eqx-worker-"));

try {
  const run = spawnSync(wrangler, ["deploy", "--dry-run", "--outdir", outdir], {
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  });
  const output = `${run.stdout}\n${run.stderr}`;
  if (run.status !== 0) {
    console.error(output);
    throw new Error(`wrangler deploy --dry-run failed (exit ${run.status})`);
  }
  // "Total Upload: 10307.71 KiB / gzip: 2814.83 KiB"
  const m = output.match(/Total Upload:\s*([\d.]+)\s*KiB\s*\/\s*gzip:\s*([\d.]+)\s*KiB/);
  if (!m) {
    console.error(output);
    throw new Error("wrangler's output has no 'Total Upload: … / gzip: …' line");
  }
  const [total, wranglerGzip] = [Number(m[1]), Number(m[2])];

  // The same measure done here: every bundled module, gzip at the default
  // level, source maps and wrangler's README aside (they are not uploaded
  // as modules).
  let ownGzip = 0;
  const files = readdirSync(outdir).filter((f) => !f.endsWith(".map") && f !== "README.md");
  for (const f of files) {
    ownGzip += gzipSync(readFileSync(join(outdir, f))).length;
  }
  ownGzip /= 1024;

  console.log(`worker: ${files.join(", ")}`);
  console.log(`worker size: ${total.toFixed(0)} KiB, gzip ${wranglerGzip.toFixed(0)} KiB (wrangler) / ${ownGzip.toFixed(0)} KiB (zlib here), limit ${limitKiB} KiB`);
  const worst = Math.max(wranglerGzip, ownGzip);
  if (worst > limitKiB) {
    throw new Error(`the worker's gzip size ${worst.toFixed(0)} KiB is over the limit of ${limitKiB} KiB`);
  }
  console.log(`worker size: ok, ${(limitKiB - worst).toFixed(0)} KiB under the limit`);
} catch (err) {
  console.error(`worker-size: ${err.message}`);
  process.exitCode = 1;
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
