// eqx: starts fetching and compiling app.wasm while the page is parsed.
//
// go-app's app.js is a deferred script: it runs, and fetched app.wasm,
// only once the whole document and the scripts before it (KaTeX's among
// them) had been parsed and run, about 80 ms into a load from the service
// worker, and the page then waited for the fetch and the compile. This
// script comes first in the page's head and is not deferred, so the
// download and V8's streaming compile, which runs on other threads, go on
// while the main thread parses the rest. app.js (app/loader.go,
// eqxInstantiate) instantiates the module compiled here, and fetches
// app.wasm itself if this failed.
var eqxBoot = (() => {
  'use strict';
  // The same conditions as go-app's goappCanLoadWebAssembly: no wasm for
  // crawlers, nor with ?wasm=false.
  if (
    typeof WebAssembly !== 'object' ||
    typeof WebAssembly.compileStreaming !== 'function' ||
    /bot|googlebot|crawler|spider|robot|crawling/i.test(navigator.userAgent) ||
    new URLSearchParams(location.search).get('wasm') === 'false'
  ) {
    return null;
  }
  // fromCache reads app.wasm from the service worker's cache directly
  // when a service worker controls the page: the same lookup as its fetch
  // handler (caches.match, app/handler.go), so the same version of the
  // file, but without a round trip through the worker's script. That trip
  // took twice as long as the read itself (55 against 25 ms for the 16 MB
  // on two cores), and the worker was busy answering the page's other
  // requests meanwhile. Without a controller (a first visit, a hard
  // reload) the page and app.wasm come from the network, as they must.
  const fromCache = async () => {
    const cached = navigator.serviceWorker?.controller && self.caches && (await caches.match('/web/app.wasm').catch(() => undefined));
    return cached || fetch('/web/app.wasm');
  };
  let loaded = 0;
  let listener = null;
  const report = () => listener?.(loaded);
  const response = fromCache().then((r) => {
    if (!r.ok) throw new Error(`app.wasm: HTTP ${r.status}`);
    // The download's progress, read from a copy: the response itself
    // goes to compileStreaming as it came, so V8 can stream and cache it.
    if (r.body) {
      (async () => {
        const reader = r.clone().body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          loaded += value.byteLength;
          report();
        }
      })().catch(() => {});
    }
    return r;
  });
  const module = WebAssembly.compileStreaming(response);
  // app.js reports a failure, when it fetches app.wasm again.
  module.catch(() => {});
  return {
    module,
    // onProgress calls f with the bytes downloaded so far, now and as
    // more come.
    onProgress(f) {
      listener = f;
      report();
    },
  };
})();
