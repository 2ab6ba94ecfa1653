// eqx: fetches and compiles app.wasm before app.js asks for it.
//
// go-app's app.js is a deferred script: it runs, and fetched app.wasm,
// only once the whole document and the scripts before it (KaTeX's among
// them) had been parsed and run, and the page then waited for the fetch
// and the compile. This script comes first in the page's head and is not
// deferred; the download and V8's streaming compile go on while the page
// is read, in a worker (web/wasm-worker.js) when app.wasm comes from the
// network. app.js (app/loader.go,
// eqxInstantiate) instantiates the module compiled here, and fetches
// app.wasm itself if this failed.
//
// The download begins once the page has loaded (its stylesheets, fonts
// and images), or at once when the reader reaches for the page
// (web/wake.js calls start) or the app is to start without waiting
// (window.eqxAutostart): the page arrives complete from the server, and on
// a slow link 2.8 MB of wasm fetched beside the fonts and styles held its
// first paint back.
// In a sandboxed frame without allow-same-origin (WordPress embeds an
// oEmbed link so), the widget's origin is opaque and merely reading
// window.localStorage or sessionStorage throws. The Go runtime's
// js.Value.Get does not catch a JavaScript exception, so the app (and
// go-app, which reads both at start) would die before its first render.
// There, each is replaced by a store in memory, kept for the page's life
// only, which is all an opaque origin may keep. It is here, in the first
// script of the page, because it must run before app.wasm and costs no
// request of its own.
// A question's link (?predict=1, app/predict.go): the static site's pages
// are prerendered at their defaults, answer and all; until the app takes
// over and hides it itself, the prerendered result, worked lines and
// figures are not shown (web/app.css, .eqx-question).
if (/[?&]predict=1(&|$)/.test(location.search)) document.documentElement.classList.add('eqx-question');
(() => {
  for (const name of ['localStorage', 'sessionStorage']) {
    try {
      window[name];
      continue;
    } catch {}
    const items = new Map();
    const store = {
      get length() {
        return items.size;
      },
      key: (i) => [...items.keys()][i] ?? null,
      getItem: (k) => (items.has(String(k)) ? items.get(String(k)) : null),
      setItem: (k, v) => void items.set(String(k), String(v)),
      removeItem: (k) => void items.delete(String(k)),
      clear: () => items.clear(),
    };
    try {
      Object.defineProperty(window, name, { value: store, configurable: true });
    } catch {}
  }
})();

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
  // compile fetches and compiles app.wasm. From the network (a first
  // visit, a hard reload) it does so in web/wasm-worker.js, off the main
  // thread, with its progress: V8 decodes a module on the thread that
  // streams it, in tasks of 50-130 ms while the bytes arrive, and the page
  // could not answer a tap. A page that a service worker controls has
  // app.wasm in its cache, and compiles it here from the cache (the same
  // lookup as its fetch handler, caches.match, app/handler.go), without a
  // round trip through the service worker's script. The bytes are all
  // there, so there are no tasks while they arrive, and a worker (its
  // thread, its script, the module posted back) only added to the wait:
  // a page loaded again in a profile that had loaded it before had its
  // module ~35 ms later through one, and was ready ~45 ms later, with no
  // long task of its own either way (sigmoid, 36 loads; performance marks
  // and long tasks in the page). The first load after the service
  // worker's install (playwright/bench.mjs's warm load) took as long
  // either way.
  const url = '/web/app.wasm';
  // Reading navigator.serviceWorker throws in a sandboxed frame without
  // allow-same-origin (WordPress's embeds): there is no controller there.
  const controlled = (() => {
    try {
      return !!navigator.serviceWorker?.controller;
    } catch {
      return false;
    }
  })();
  const fromCache = async () => {
    const r = await caches.match(url);
    if (!r) return compileInWorker();
    from = 'cache';
    return WebAssembly.compileStreaming(r);
  };
  const compile = () => (controlled && window.caches ? fromCache() : compileInWorker());
  const compileInWorker = () =>
    new Promise((resolve, reject) => {
      let worker;
      try {
        worker = new Worker('/web/wasm-worker.js');
      } catch {
        resolve(WebAssembly.compileStreaming(fetch(url)));
        return;
      }
      worker.onmessage = ({ data }) => {
        if (data.loaded !== undefined) {
          loaded = data.loaded;
          report();
          return;
        }
        worker.terminate();
        from = 'network';
        if (data.module) resolve(data.module);
        else reject(new Error(data.error));
      };
      worker.onerror = (e) => {
        worker.terminate();
        reject(new Error(`web/wasm-worker.js: ${e.message || 'failed'}`));
      };
      worker.postMessage({ url });
    });
  let loaded = 0;
  let from = '';
  let listener = null;
  const report = () => listener?.(loaded);
  let begin;
  const started = new Promise((resolve) => (begin = resolve));
  const module = started.then(compile);
  // app.js reports a failure, when it fetches app.wasm again.
  module.catch(() => {});
  if (window.eqxAutostart || document.readyState === 'complete') begin();
  else addEventListener('load', () => begin(), { once: true });
  return {
    module,
    // from says where the module came from: 'cache' (the service
    // worker's), 'network', or '' (not yet, or compiled without a worker).
    get from() {
      return from;
    },
    // start begins the download now, if it has not begun.
    start() {
      begin();
    },
    // onProgress calls f with the bytes downloaded so far, now and as
    // more come.
    onProgress(f) {
      listener = f;
      report();
    },
  };
})();
