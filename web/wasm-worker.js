// eqx: fetches and compiles app.wasm off the page's main thread, for
// web/boot.js.
//
// WebAssembly.compileStreaming on the page still decodes the module and
// sets up its functions on the page's main thread as the bytes arrive:
// tasks of 50–130 ms while app.wasm downloads, in which the page could not
// answer a tap. Here they hold up nothing; the compiled module goes to the
// page in a message (a WebAssembly.Module may be posted between a page
// and its workers), and the page only instantiates it.
//
// The page posts {url}; the worker posts back {loaded} as bytes arrive (at
// most every 256 kB), then {module} or {error}. A page that a service
// worker controls compiles app.wasm from its cache itself (web/boot.js).
onmessage = async ({ data }) => {
  try {
    const r = await fetch(data.url);
    if (!r.ok) throw new Error(`app.wasm: HTTP ${r.status}`);
    if (r.body) {
      // The progress, read from a copy: the response goes to
      // compileStreaming as it came, so that V8 can stream and cache it.
      (async () => {
        const reader = r.clone().body.getReader();
        let loaded = 0;
        let told = 0;
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          loaded += value.byteLength;
          if (loaded - told >= 256 << 10) {
            told = loaded;
            postMessage({ loaded });
          }
        }
        postMessage({ loaded });
      })().catch(() => {});
    }
    postMessage({ module: await WebAssembly.compileStreaming(r) });
  } catch (err) {
    postMessage({ error: String(err && err.message ? err.message : err) });
  }
};
