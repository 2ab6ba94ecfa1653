//go:build !wasm

package app

import "strings"

// swStart is the line of go-app's app.js that registers the service
// worker as soon as the script runs.
const swStart = "\ngoappInitServiceWorker();\n"

// newGo is the line of go-app's app.js that needs wasm_exec.js.
const newGo = "\n    const go = new Go();"

// loadGo loads wasm_exec.js again when its deferred script did not
// define Go. The page's script can fail to load (a network error, or the
// service worker stopped while answering: a CI run saw "Go is not
// defined" once in 300 pages), and go-app's loader then stops for good,
// leaving the page without its computations. Two more tries, the second
// past the service worker's cache, before the loader shows the error.
const loadGo = `
// eqx (app/loader.go, AppJS): wasm_exec.js again if it did not load.
async function eqxLoadGo() {
  const src = document.querySelector('script[src$="wasm_exec.js"]')?.src || "/wasm_exec.js";
  for (const url of [src, src + "?retry=" + Date.now()]) {
    if (typeof Go !== "undefined") return;
    console.warn("eqx: wasm_exec.js did not define Go; loading", url);
    await eqxScript(url);
  }
  if (typeof Go === "undefined") throw new Error("wasm_exec.js could not be loaded: reload the page");
}

// eqxScript adds a script of url to the page and waits until it has run
// or failed to load.
function eqxScript(url) {
  return new Promise((resolve) => {
    const s = document.createElement("script");
    s.src = url;
    s.onload = s.onerror = resolve;
    document.head.appendChild(s);
  });
}
`

// wasmInstantiate is the call of go-app's app.js that fetches, compiles
// and instantiates app.wasm.
const wasmInstantiate = "instantiateStreaming(\n      fetchWithProgress(\"/web/app.wasm\""

// instantiateWasm takes the module that web/boot.js began to compile
// while the page was parsed (it is the first script of the page's head),
// and runs it when web/wake.js says the reader has reached for the page.
// If the early compile failed or did not run, go-app's own fetch of
// app.wasm takes over: it is called only then, so app.wasm is not fetched
// twice.
const instantiateWasm = `
// eqx (app/loader.go, AppJS): the module web/boot.js compiled early, run
// when web/wake.js says so.
async function eqxInstantiate(instantiateStreaming, progress, fetchWasm, importObject) {
  // The page's deferred scripts (live.js, ...) have all run by
  // DOMContentLoaded; the app uses them from its first render. readyState
  // cannot tell: it is "interactive" while they run (app.js is one of
  // them), and a reload once started the app before the others had run.
  // The navigation entry says whether DOMContentLoaded has come.
  const nav = performance.getEntriesByType?.("navigation")?.[0];
  if (document.readyState !== "complete" && !(nav && nav.domContentLoadedEventStart > 0)) {
    await new Promise((resolve) => document.addEventListener("DOMContentLoaded", resolve, { once: true }));
  }
  // The server's page is painted first: it is complete (typeset,
  // computed, drawn), and the app's start holds the main thread for a
  // while. A paint entry says the page has been painted
  // (requestAnimationFrame does not: its first callback can come before
  // the first paint); a browser without them goes on after a second.
  await new Promise((resolve) => {
    const timer = setTimeout(resolve, 1000);
    try {
      new PerformanceObserver((_, observer) => {
        observer.disconnect();
        clearTimeout(timer);
        setTimeout(resolve, 0);
      }).observe({ type: "paint", buffered: true });
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
  // KaTeX loads while the module compiles; the app starts with both.
  const katexLoaded = eqxLoadKaTeX();
  const total = parseInt(goappWasmContentLength, 10);
  const percent = (loaded) => progress(Math.min(100, Math.round((loaded * 100) / total)));
  const loader = document.getElementById("app-wasm-loader");
  // woken waits for web/wake.js; the loader's badge is hidden meanwhile,
  // as there is nothing left to wait for but the reader.
  const woken = async () => {
    if (typeof eqxWake !== "object" || !eqxWake) return;
    if (loader) loader.hidden = true;
    await eqxWake.woken;
    if (loader) loader.hidden = false;
  };
  if (typeof eqxBoot === "object" && eqxBoot) {
    try {
      if (total > 0) eqxBoot.onProgress(percent);
      const module = await eqxBoot.module;
      await katexLoaded;
      progress(100);
      await woken();
      return { module, instance: await WebAssembly.instantiate(module, importObject) };
    } catch (err) {
      console.warn("eqx: the early compile of app.wasm failed; fetching it again:", err);
    }
  }
  await katexLoaded;
  await woken();
  try {
    return await instantiateStreaming(fetchWasm(), importObject);
  } catch (err) {
    // go-app shows this in the loader's badge.
    throw new Error("The live part of eqx (app.wasm) did not load: " + (err && err.message ? err.message : err) +
      ". The page shows what the server computed; reload to try again.");
  }
}
`

// katexJS is KaTeX's script, which the app needs to typeset a formula the
// server's page did not have (a new value, a worked line while sliding).
//
// It is not one of the page's deferred scripts: those run before
// DOMContentLoaded, and when KaTeX's (76 kB with gzip, the page's largest
// script) ran before the browser first painted the page, Lighthouse's
// simulated slow link counted its download into the largest paint.
// /eq/softmax's fell in two bands, 1.8-2.0 s and 2.5-2.8 s, from run to
// run; without the script in the head, 10 runs of 10 were 1.96-2.0 s.
const katexJS = "/web/katex/katex.min.js"

// loadKaTeX loads katexJS once the server's page has been painted, before
// the app starts (instantiateWasm): the app typesets from its first render
// on. It tries twice, the second time past the service worker's cache, as
// loadGo does and with its eqxScript; if both fail, the app starts anyway,
// and a formula it cannot typeset shows its source in an error box
// (app/katex.go).
const loadKaTeX = `
// eqx (app/loader.go, AppJS): KaTeX, after the first paint.
async function eqxLoadKaTeX() {
  for (const url of ["` + katexJS + `", "` + katexJS + `?retry=" + Date.now()]) {
    if (typeof katex !== "undefined") return;
    await eqxScript(url);
  }
  if (typeof katex === "undefined") console.warn("eqx: KaTeX could not be loaded; new formulas will show their source");
}
`

// AppJS is go-app's app.js (the page's loader), with wasm_exec.js loaded
// again if it failed (loadGo), app.wasm compiled while the page is parsed
// (instantiateWasm), KaTeX loaded after the first paint (loadKaTeX), and
// the service worker registered once the page is interactive and the
// reader has left it alone for a moment (swQuietMs), instead of at once. Installing it
// downloads the whole site for offline use, the 133 pages and app.wasm
// among them; done while the page itself loads it slowed a first visit
// from 2.5 s to 4.4 s on loopback (playwright/bench.mjs): the server
// renders the pages and the browser decodes app.wasm twice, on the same
// cores. Done from the ready event on, it fell on a first visitor's first
// slider moves instead: on two cores the slowest of the first 30 moves
// took 40-90 ms with the install running and 20-36 ms without it
// (bench.mjs --cold, six pages, two runs each). A page whose app does
// not start (it is only read, as web/wake.js waits for the reader, or a
// broken deployment) registers it 5 s after the page has loaded, so that
// the site still works offline after one visit and an update can still
// reach it. It returns js unchanged if go-app's script no longer has that
// line (the TestAppJS test says so).
func AppJS(js string) string {
	js = strings.Replace(js, newGo, "\n    await eqxLoadGo();"+newGo, 1)
	js = strings.Replace(js, wasmInstantiate,
		`eqxInstantiate(instantiateStreaming, showProgress, () =>`+wasmInstantiate[len("instantiateStreaming("):], 1)
	js += loadGo + loadKaTeX + instantiateWasm
	return strings.Replace(js, swStart, `
// eqx: the service worker is registered once the page is interactive
// (app/loader.go, AppJS).
(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // In a sandboxed frame without allow-same-origin (WordPress's
    // embeds), reading navigator.serviceWorker throws: no worker there.
    try {
      if (!navigator.serviceWorker) return;
    } catch {
      return;
    }
    goappInitServiceWorker();
  };
  // Once the app is ready, the registration waits for a quiet moment:
  // each input, key, wheel, press or drag puts it off again.
  const acts = ["input", "keydown", "wheel", "pointerdown", "pointermove"];
  let timer = 0;
  const rest = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      for (const type of acts) removeEventListener(type, act, true);
      start();
    }, `+swQuietMs+`);
  };
  const act = (e) => {
    if (e.type !== "pointermove" || e.buttons) rest();
  };
  let ready = false;
  document.addEventListener("`+ReadyEvent+`", () => {
    ready = true;
    for (const type of acts) addEventListener(type, act, { capture: true, passive: true });
    rest();
  }, { once: true });
  const later = () => setTimeout(() => ready || start(), 5000);
  if (document.readyState === "complete") later();
  else addEventListener("load", later, { once: true });
})();
`, 1)
}

// swQuietMs is how long, in milliseconds, the reader of a ready page
// leaves it alone before the service worker is registered (AppJS): long
// enough to span the pauses within a drag or between two keys, short
// enough that a visit of a few seconds still leaves the site offline.
const swQuietMs = "1500"
