// eqxJob runs one large-data job for the page (app/databox_job.go): an
// equation over a table of 10^5–10^6 rows, read from a pasted text or a
// file, by jobs.Table in Go either way; or a sweep (a request with
// "sweep", no source: jobs.Sweep, POST /api/v1/sweep).
//
//   route 'browser': in a Web Worker (web/jobs-worker.js, web/jobs.wasm),
//                    so the page never freezes;
//   route 'server':  POST /api/v1/table, the file sent as it is;
//   route 'auto':    the server when the table has at least remoteAbove
//                    bytes and the server answers /healthz, else the
//                    browser. Below remoteAbove no request is made. A
//                    sweep runs in the browser: its request is a few
//                    bytes, but its answer is all of its outputs, and
//                    for a kernel such as a sigmoid sending them costs
//                    more than computing them (playwright/jobs.bench.mjs).
//
// A server that cannot be reached, or fails (5xx, 413), hands the job to
// the browser, and the report says why. Either way a list output arrives
// as a Float64Array in response.values (web/frame.js). report receives
//   {type: 'progress', route, phase, done, total}   (done/total optional)
//   {type: 'done', route, response, ms, note}
//   {type: 'failed', route, error}
// eqxJob returns a function that cancels the job (nothing is reported
// after it).
(() => {
  const frameType = 'application/vnd.eqx.frame'; // jobs.FrameType
  let health = { at: -Infinity, state: 'down' };

  // serverUp asks /healthz, remembering the answer for 30 s: 'up' for a
  // native server, 'wasm' for one that runs WebAssembly as this browser
  // does (a Cloudflare Worker), which computes a job no faster than the
  // browser's own Web Worker (playwright/jobs.bench.mjs), else 'down'.
  async function serverUp() {
    if (!navigator.onLine) return 'down';
    if (performance.now() - health.at < 30_000) return health.state;
    let state = 'down';
    try {
      const res = await fetch('/healthz', { cache: 'no-store', signal: AbortSignal.timeout(2000) });
      if (res.ok) state = res.headers.get('X-Eqx-Runtime') === 'js/wasm' ? 'wasm' : 'up';
    } catch {
      state = 'down';
    }
    health = { at: performance.now(), state };
    return state;
  }

  function sizeOf(source) {
    if (source == null) return 0;
    return typeof source === 'string' ? source.length : source.size;
  }

  // The worker is kept between jobs, so that jobs.wasm is loaded once; a
  // cancelled job terminates it, and the next job starts another.
  let idle = null;

  function inBrowser(job, note) {
    const worker = idle || new Worker('/web/jobs-worker.js');
    idle = null;
    const t0 = performance.now();
    const finish = (m) => {
      worker.onmessage = worker.onerror = null;
      job.cancel = () => {};
      job.report(m);
    };
    worker.onmessage = (e) => {
      const m = e.data;
      if (m.type === 'progress') {
        job.report({ type: 'progress', route: 'browser', phase: m.phase, done: m.done, total: m.total });
        return;
      }
      // A worker that failed (its wasm did not load) is not kept.
      if (m.type === 'done' && !idle) idle = worker;
      else worker.terminate();
      if (m.type === 'done') finish({ type: 'done', route: 'browser', response: m.response, ms: performance.now() - t0, note });
      else finish({ type: 'failed', route: 'browser', error: m.error });
    };
    worker.onerror = (e) => {
      worker.terminate();
      finish({ type: 'failed', route: 'browser', error: e.message || 'the worker could not start' });
    };
    worker.postMessage({ request: job.request, source: job.source });
    job.cancel = () => worker.terminate();
  }

  function onServer(job) {
    const r = job.request;
    let url = '/api/v1/sweep';
    if (!r.sweep) {
      url = `/api/v1/table?id=${encodeURIComponent(r.id)}&columns=${encodeURIComponent(r.columns.join(','))}`;
      if (r.inputs && Object.keys(r.inputs).length) url += `&inputs=${encodeURIComponent(JSON.stringify(r.inputs))}`;
    }
    const xhr = new XMLHttpRequest();
    const t0 = performance.now();
    const fallback = (why) => {
      health = { at: performance.now(), state: 'down' };
      inBrowser(job, `${why}: computed in this browser instead`);
    };
    xhr.open('POST', url);
    xhr.responseType = 'arraybuffer';
    xhr.setRequestHeader('Content-Type', r.sweep ? 'application/json' : 'text/plain; charset=utf-8');
    xhr.setRequestHeader('Accept', frameType);
    xhr.upload.onprogress = (e) =>
      job.report({ type: 'progress', route: 'server', phase: 'uploading', done: e.loaded, total: e.lengthComputable ? e.total : sizeOf(job.source) });
    xhr.upload.onload = () => job.report({ type: 'progress', route: 'server', phase: 'computing' });
    xhr.onerror = () => fallback('the server could not be reached');
    xhr.ontimeout = () => fallback('the server did not answer in time');
    xhr.onload = () => {
      // A frame (a list output as float64s, web/frame.js), or JSON for
      // an error the server gave before the job (a missing parameter).
      let response;
      try {
        response = xhr.getResponseHeader('Content-Type') === frameType
          ? self.eqxReadFrame(xhr.response)
          : JSON.parse(new TextDecoder().decode(xhr.response));
      } catch {
        response = null;
      }
      if (xhr.status >= 500 || xhr.status === 413 || !response) {
        fallback(`the server answered ${xhr.status}${response && response.error ? ` (${response.error})` : ''}`);
        return;
      }
      job.report({ type: 'done', route: 'server', response, ms: performance.now() - t0 });
    };
    xhr.send(r.sweep ? JSON.stringify(r) : job.source);
    job.cancel = () => xhr.abort();
  }

  // eqxSaveValues downloads a list output as a CSV file, a header and
  // one "i,value" row per value, each number in the shortest form that
  // reads back to the same float64 (NaN and ±Infinity as JavaScript
  // writes them). Written when asked, not with every answer: 10^6 rows
  // are 20 MB of text.
  window.eqxSaveValues = (values, filename) => {
    const rows = new Array(values.length + 1);
    rows[0] = 'i,value';
    for (let i = 0; i < values.length; i++) rows[i + 1] = `${i + 1},${values[i]}`;
    window.eqxDownload(new Blob([rows.join('\n'), '\n'], { type: 'text/csv' }), filename); // web/export.js
  };

  window.eqxJob = (requestJSON, sourceValue, route, remoteAbove, report) => {
    // A textarea is read here, not in Go: the text of 10^6 rows is not
    // copied into the wasm memory of the page.
    const source = sourceValue == null || sourceValue instanceof Blob ? sourceValue : String(sourceValue.value ?? sourceValue);
    let cancelled = false;
    const job = {
      request: JSON.parse(requestJSON),
      source,
      cancel: () => {},
      report: (m) => {
        if (!cancelled) report(m);
      },
    };
    (async () => {
      if (route === 'browser') {
        inBrowser(job, '');
        return;
      }
      if (route === 'auto' && (job.request.sweep || sizeOf(source) < remoteAbove)) {
        inBrowser(job, ''); // small enough: no request at all
        return;
      }
      const state = await serverUp();
      if (cancelled) return;
      if (state === 'up' || (state === 'wasm' && route === 'server')) onServer(job);
      else if (state === 'wasm') inBrowser(job, 'the server runs WebAssembly too and would be no faster: computed in this browser');
      else inBrowser(job, navigator.onLine ? 'the server could not be reached: computed in this browser instead' : 'offline: computed in this browser');
    })();
    return () => {
      cancelled = true;
      job.cancel();
    };
  };
})();
