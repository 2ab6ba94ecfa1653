// eqx: starts the app when the reader reaches for the page, and carries over
// what they did before it ran.
//
// The server sends every page complete: the formula typeset, the result,
// the worked lines and the figures for the state in its link (cmd/eqx,
// typeset.go). What app.wasm adds is the live part, and starting it holds
// the main thread for a while (the Go runtime, the catalogue, a render of
// the whole page: 0.2 s on a desktop, a second on a phone). So app.wasm is
// downloaded and compiled in the background as before (boot.js), but run
// only on the first sign that the reader wants more than to read: a
// pointer or touch on the page, a key, a focus, a scroll, or a mouse
// moving over it. A page that is only read never pays for the app; one
// that is used starts at once, as the download is usually done by then.
//
// The page's inputs work before the app runs (they are plain HTML). What the
// reader changes or clicks meanwhile is recorded, and played again on the
// app's own page once it is ready (replay): the same element, found by the
// same path in the same markup, gets the same value or click, and the
// focus goes back where it was. Nothing typed is lost.
//
// window.eqxAutostart = true before this script runs (the browser tests'
// harness) starts the app without waiting.
var eqxWake = (() => {
  'use strict';
  let wake;
  const woken = new Promise((resolve) => (wake = resolve));
  const intents = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll', 'input'];
  const onIntent = (e) => {
    // The browser's own focus of an autofocus field (the home page's
    // search) is not the reader's; their typing in it is.
    if (e.type === 'focusin' && e.target instanceof Element && e.target.hasAttribute('autofocus') &&
      !navigator.userActivation?.hasBeenActive) {
      return;
    }
    for (const type of intents) removeEventListener(type, onIntent, true);
    removeEventListener('mousemove', onIntent, true);
    if (typeof eqxBoot === 'object' && eqxBoot) eqxBoot.start();
    wake();
  };
  if (window.eqxAutostart) {
    wake();
  } else {
    for (const type of intents) addEventListener(type, onIntent, { capture: true, passive: true });
    // A mouse moving over the page: a desktop reader on the way to a
    // control. (Touch has no hover; its touchstart comes first.)
    addEventListener('mousemove', onIntent, { capture: true, passive: true });
    // A page whose point is what the app computes (an equation's checks,
    // app/checks.go) says so with data-eqx-autostart, and starts at once.
    const auto = () => {
      if (document.querySelector('[data-eqx-autostart]')) onIntent({ type: 'autostart' });
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', auto, { once: true });
    else auto();
  }

  // path returns the element-child indices from el's nearest ancestor with
  // an id (or the body) down to el, and that ancestor's id.
  const path = (el) => {
    const steps = [];
    for (; el && el !== document.body && !el.id; el = el.parentElement) {
      steps.unshift(Array.prototype.indexOf.call(el.parentElement.children, el));
    }
    return { id: el && el.id ? el.id : '', steps };
  };
  const find = ({ id, steps }) => {
    let el = id ? document.getElementById(id) : document.body;
    for (const i of steps) el = el && el.children[i];
    return el || null;
  };

  // What the reader did before the app ran: the last value of each input,
  // and the clicks on buttons and summaries, in order. Recorded until the
  // replay, on the server's page and on the app's alike.
  const edits = [];
  let focused = null;
  let replayed = false;
  const record = (e) => {
    if (replayed) return;
    const el = e.target;
    if (!(el instanceof Element) || el.closest('#app-wasm-loader')) return;
    if (e.type === 'click') {
      const target = el.closest('button, summary');
      if (target && e.isTrusted) edits.push({ at: path(target), click: true });
      return;
    }
    if (!el.matches('input, select, textarea')) return;
    const at = path(el);
    const key = JSON.stringify(at);
    const i = edits.findIndex((x) => x.key === key);
    if (i >= 0) edits.splice(i, 1);
    edits.push({ at, key, type: el.type, value: el.value, checked: el.checked });
  };
  for (const type of ['input', 'change', 'click']) addEventListener(type, record, true);
  addEventListener('focusin', (e) => {
    if (!replayed && e.target instanceof Element && e.target !== document.body) focused = path(e.target);
  }, true);

  // carry puts the recorded values into the elements of the page now in
  // place and the focus back, without events. It runs when the app puts
  // its page in place of the server's (a mutation of <body>, in the same
  // task, before the next key reaches the page): typing goes on in the
  // app's box, where it would otherwise have gone to <body> and been lost.
  const carry = () => {
    for (const x of edits) {
      const el = x.click ? null : find(x.at);
      if (!el) continue;
      if (x.type === 'checkbox' || x.type === 'radio') el.checked = x.checked;
      else el.value = x.value;
    }
    const el = focused && find(focused);
    if (el && document.activeElement !== el) {
      el.focus({ preventScroll: true });
      if (typeof el.value === 'string' && el.setSelectionRange && /^(text|search|url|tel|password)$/.test(el.type)) {
        el.setSelectionRange(el.value.length, el.value.length);
      }
    }
  };
  const takeover = new MutationObserver(() => {
    takeover.disconnect();
    carry();
  });
  const watch = () => takeover.observe(document.body, { childList: true });
  if (document.body) watch();
  else document.addEventListener('DOMContentLoaded', watch, { once: true });

  // replay hands the recorded edits to the app once it is ready: each
  // input's value (as typed, including what was typed since the takeover)
  // as an input and a change event, each click again, in order.
  const replay = () => {
    replayed = true;
    takeover.disconnect();
    carry();
    for (const x of edits) {
      const el = find(x.at);
      if (!el) continue;
      if (x.click) {
        el.click();
        continue;
      }
      if (x.type === 'checkbox' || x.type === 'radio') {
        el.dispatchEvent(new Event('change', { bubbles: true }));
        continue;
      }
      el.dispatchEvent(new Event('input', { bubbles: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
    }
    edits.length = 0;
  };
  document.addEventListener('eqx-ready', replay, { once: true });

  return { woken };
})();
