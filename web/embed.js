// In a widget (/embed/ID, app/embed.go) shown in another site's iframe:
// post the widget's height to the host page whenever it changes, as
// {type: 'eqx-size', height}, which eqx's snippet takes; the two are of
// different origins and cannot script each other. WordPress, which embeds
// an oEmbed link as <iframe sandbox="allow-scripts" src="…#?secret=S">,
// sizes the frame only from {message: 'height', value, secret: S} (and
// clamps it to 200…1000 px): when the URL's fragment carries a secret,
// that message is sent too. Elsewhere this script does nothing.
(() => {
  if (window.parent === window || !location.pathname.startsWith('/embed/')) return;
  // WordPress's secrets are 10 letters and digits (wp_generate_password).
  const secret = /^#\?(?:.*&)?secret=([A-Za-z0-9]{1,64})(?:&|$)/.exec(location.hash)?.[1];
  let last = 0;
  const post = () => {
    const el = document.querySelector('.embed') || document.body;
    const h = Math.ceil(el.getBoundingClientRect().height);
    if (h === last || h === 0) return;
    last = h;
    window.parent.postMessage({ type: 'eqx-size', height: h }, '*');
    if (secret) window.parent.postMessage({ message: 'height', value: h, secret }, '*');
  };
  // go-app replaces the prerendered widget when the app starts: the
  // widget's root is looked up again when the body's nodes change (a
  // querySelector, cheap beside a paint), and
  // the size is watched on whichever element it is now.
  const watch = () => {
    const ro = new ResizeObserver(post);
    let root = null;
    const find = () => {
      const el = document.querySelector('.embed');
      if (el && el !== root) {
        if (root) ro.unobserve(root);
        ro.observe((root = el));
      }
    };
    new MutationObserver(find).observe(document.body, { childList: true, subtree: true });
    find();
  };
  if (document.body) watch();
  else addEventListener('DOMContentLoaded', watch);

  // The host API, version 1 (docs/embedding.md): a host page reads the
  // widget's state, sets its inputs, and hears of each change.
  //   host → widget  {eqx: 1, type: 'get'}                 → a 'state' reply
  //                  {eqx: 1, type: 'set', inputs: 'z=1,2,3'} (the page's query)
  //   widget → host  {eqx: 1, type: 'state' | 'change', equation, inputs, result}
  // Messages are taken from the parent window only; anything else, or of
  // another shape or version, or inputs over 4000 characters, is ignored.
  // The inputs are a query that the app reads as it reads a link's, so a
  // hostile one is refused input by input, as in a link.
  const equation = location.pathname.slice('/embed/'.length).replace(/\/$/, '');
  const state = (type) => {
    const q = new URLSearchParams(location.search);
    q.delete('theme');
    const result = document.getElementById('result')?.textContent.trim().slice(0, 4000) ?? '';
    return { eqx: 1, type, equation, inputs: q.toString(), result };
  };
  addEventListener('message', (e) => {
    const m = e.data;
    if (e.source !== window.parent || !m || typeof m !== 'object' || m.eqx !== 1) return;
    if (m.type === 'get') {
      window.parent.postMessage(state('state'), '*');
    } else if (m.type === 'set' && typeof m.inputs === 'string' && m.inputs.length <= 4000) {
      const q = new URLSearchParams(m.inputs);
      const theme = new URLSearchParams(location.search).get('theme');
      if (theme) q.set('theme', theme);
      // The widget opens again at the new link, which the server renders
      // and the app reads as any link (app/share.go); go-app's own
      // navigation to the same page with another query re-renders it
      // before its inputs are loaded and stops the app. The fragment
      // keeps WordPress's secret and marks the load as a change to tell.
      const hash = location.hash || '#?';
      location.replace(location.pathname + '?' + q.toString() + (announced ? hash : hash + (hash === '#?' ? '' : '&') + 'eqx-set'));
    }
  });
  // A change is a new result or new inputs, told once the page has settled;
  // the first state of a widget opened by 'set' is one.
  const announced = /[?&]eqx-set(&|$)/.test(location.hash);
  let told = '';
  let timer = 0;
  const tell = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (document.body?.dataset.eqxReady !== '1') return;
      const s = state('change');
      const key = s.inputs + '\n' + s.result;
      if (key === told) return;
      const first = told === '';
      told = key;
      if (!first || announced) window.parent.postMessage(s, '*');
    }, 50);
  };
  const observe = () => new MutationObserver(tell).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-eqx-ready'] });
  if (document.body) observe();
  else addEventListener('DOMContentLoaded', observe);
})();
