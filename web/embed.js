// In a widget (/embed/ID, app/embed.go) shown in another site's iframe:
// post the widget's height to the host page whenever it changes, as
// {type: 'eqx-size', height}. It is the only message a widget sends, and
// the host's snippet takes nothing else; the two are of different origins
// and cannot script each other. Elsewhere this script does nothing.
(() => {
  if (window.parent === window || !location.pathname.startsWith('/embed/')) return;
  let last = 0;
  const post = () => {
    const el = document.querySelector('.embed') || document.body;
    const h = Math.ceil(el.getBoundingClientRect().height);
    if (h === last || h === 0) return;
    last = h;
    window.parent.postMessage({ type: 'eqx-size', height: h }, '*');
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
})();
