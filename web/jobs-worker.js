// The Web Worker of eqx's large-data jobs, started by web/jobs.js. It loads
// web/jobs.wasm (cmd/jobs: the catalogue and kernels, no UI) once, then
// answers each message {request, source} — source a string or a File, or
// none for a sweep (a request with "sweep", jobs.Sweep) — with progress
// messages and one last message: done (the jobs.Response or
// jobs.SweepResponse, a list output as a Float64Array in its values,
// web/frame.js) or failed. Cancelling a job terminates the worker.
importScripts('/wasm_exec.js', '/web/frame.js');

let ready;

function load() {
  ready ??= (async () => {
    const go = new Go();
    const res = await fetch('/web/jobs.wasm');
    if (!res.ok) throw new Error(`loading jobs.wasm: HTTP ${res.status}`);
    const { instance } = await WebAssembly.instantiate(await res.arrayBuffer(), go.importObject);
    go.run(instance);
    while (typeof self.eqxSweep !== 'function') await new Promise((r) => setTimeout(r, 0));
  })();
  return ready;
}

self.onmessage = async (e) => {
  const { request, source } = e.data;
  try {
    self.postMessage({ type: 'progress', phase: 'loading' });
    await load();
    let frame;
    if (request.sweep) {
      self.postMessage({ type: 'progress', phase: 'computing' });
      frame = self.eqxSweep(JSON.stringify(request));
    } else {
      self.postMessage({ type: 'progress', phase: 'reading' });
      const text = typeof source === 'string' ? source : await source.text();
      frame = self.eqxTable(JSON.stringify(request), text, (done, total) =>
        self.postMessage({ type: 'progress', phase: 'parsing', done, total }));
    }
    const response = self.eqxReadFrame(frame.buffer);
    // The values are moved to the page, not copied.
    self.postMessage({ type: 'done', response }, response.values ? [response.values.buffer] : []);
  } catch (err) {
    self.postMessage({ type: 'failed', error: String((err && err.message) || err) });
  }
};
