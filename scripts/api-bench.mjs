// Times the API's large jobs end to end against a running server, as a
// page's fetch would see them: send the request, read the whole answer.
// The jobs are those of BenchmarkAPI (server/bench_test.go): softmax of n
// logits, ROC AUC of n scored labels, and the sigmoid at n points sent as
// a list and as a range, for n = 10^3, 10^5, 10^6; and the SVD of an
// n × n matrix, n = 100, 300, whose work grows faster than its data. The numbers are drawn
// here (a seeded generator) with the same distributions, so the bodies
// have the sizes of the Go benchmark's.
//
//	EQX_API_URL=http://127.0.0.1:8787 node scripts/api-bench.mjs
//	scripts/with-server.sh worker node scripts/api-bench.mjs   (make bench-worker)
//
// Environment: EQX_API_URL (required), SIZES (default 1000,100000,1000000),
// LABEL (the name of the server in the table).
const base = process.env.EQX_API_URL;
if (!base) {
  console.error("api-bench: set EQX_API_URL to the server's base URL");
  process.exit(2);
}
const sizes = (process.env.SIZES || "1000,100000,1000000").split(",").map(Number);
const label = process.env.LABEL || base;

// mulberry32: a small seeded generator, so that every run sends the same bodies.
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function normal(r) {
  return Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());
}

const jobs = [
  {
    name: "softmax",
    path: "/api/v1/eval",
    body(n) {
      const r = rng(1);
      const z = Array.from({ length: n }, () => normal(r) * 3);
      return JSON.stringify({ id: "softmax", inputs: { z } });
    },
  },
  {
    name: "roc-auc",
    path: "/api/v1/eval",
    body(n) {
      const r = rng(3);
      const y = new Array(n);
      const s = new Array(n);
      for (let i = 0; i < n; i++) {
        y[i] = r() < 0.5 ? 1 : 0;
        s[i] = 0.3 * y[i] + 0.7 * r();
      }
      y[0] = 0;
      y[n - 1] = 1;
      return JSON.stringify({ id: "roc-auc", inputs: { y, s } });
    },
  },
  {
    name: "sigmoid-sweep-list",
    path: "/api/v1/sweep",
    body(n) {
      const z = Array.from({ length: n }, (_, i) => -10 + (20 * i) / (n - 1));
      return JSON.stringify({ id: "sigmoid", sweep: { z } });
    },
  },
  {
    name: "sigmoid-sweep-range",
    path: "/api/v1/sweep",
    body(n) {
      return JSON.stringify({ id: "sigmoid", sweep: { z: { from: -10, to: 10, count: n } } });
    },
  },
  {
    name: "svd",
    path: "/api/v1/eval",
    sizes: [100, 300], // an n × n matrix
    body(n) {
      const r = rng(5);
      const A = Array.from({ length: n }, () => Array.from({ length: n }, () => normal(r)));
      return JSON.stringify({ id: "svd", inputs: { A } });
    },
  },
];

async function once(url, body) {
  const t0 = performance.now();
  const resp = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body });
  const text = await resp.text();
  const ms = performance.now() - t0;
  if (resp.status !== 200) {
    throw new Error(`${url}: status ${resp.status}: ${text.slice(0, 300)}`);
  }
  return { ms, bytes: text.length };
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

const rows = [];
for (const job of jobs) {
  for (const n of job.sizes || sizes) {
    const body = job.body(n);
    const reps = body.length > 1e7 ? 3 : body.length > 1e6 ? 5 : 20;
    const url = base.replace(/\/$/, "") + job.path;
    const warm = await once(url, body); // the first request also starts an isolate
    const times = [];
    for (let i = 0; i < reps; i++) {
      times.push((await once(url, body)).ms);
    }
    rows.push({ job: job.name, n, up: body.length, down: warm.bytes, median: median(times), min: Math.min(...times), reps });
    console.error(`api-bench: ${job.name} n=${n}: median ${median(times).toFixed(1)} ms`);
  }
}

const mb = (b) => (b / 1e6).toFixed(2);
console.log(`\nAPI end to end (${label}): median of the runs, ms\n`);
console.log("| job | n | request MB | answer MB | median ms | min ms | runs |");
console.log("|---|---:|---:|---:|---:|---:|---:|");
for (const r of rows) {
  console.log(`| ${r.job} | ${r.n} | ${mb(r.up)} | ${mb(r.down)} | ${r.median.toFixed(1)} | ${r.min.toFixed(1)} | ${r.reps} |`);
}
