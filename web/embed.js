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
})();
