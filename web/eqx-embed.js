// <eqx-embed equation="softmax" inputs="z=1,2,3"></eqx-embed>: an eqx
// widget for pages with many of them (docs/embedding.md). It shows the
// equation's plot as an image at once (/embed/ID.svg, drawn by the
// server: no WebAssembly), and becomes the live widget (an iframe of
// /embed/ID) when clicked, or when scrolled into view with
// load="visible"; the iframe is then sized to its content. A page of ten
// loads no app.wasm until one is used: the facade pattern of
// lite-youtube. Attributes: equation (an id), inputs (the query of the
// equation's page), theme (light or dark), load (click or visible).
//
// The element speaks the widget's host API (web/embed.js) for its page:
// el.set('z=5,1,1'), await el.state(), and an 'eqx-change' event whose
// detail is {equation, inputs, result}.
//
// Written for eqx, from no other code; it needs no library.
(() => {
  'use strict';
  if (customElements.get('eqx-embed')) return;
  // The eqx this script came from serves the widgets.
  const origin = new URL(document.currentScript?.src || location.href).origin;
  const ID = /^[a-z0-9-]{1,80}$/;
  const MAX_INPUTS = 4000;

  // query is the widget's query for the element: its inputs, read as a
  // query (anything else in them is the server's to refuse), and theme.
  const query = (el) => {
    const q = new URLSearchParams((el.getAttribute('inputs') || '').slice(0, MAX_INPUTS));
    const theme = el.getAttribute('theme');
    if (theme === 'light' || theme === 'dark') q.set('theme', theme);
    const s = q.toString();
    return s ? '?' + s : '';
  };

  const frames = new Map(); // iframe window → element
  addEventListener('message', (e) => {
    const el = e.origin === origin && frames.get(e.source);
    const m = e.data;
    if (!el || !m || typeof m !== 'object') return;
    if (m.type === 'eqx-size' && Number.isFinite(m.height)) {
      el.frame.style.height = Math.min(Math.max(m.height, 100), 4000) + 'px';
    } else if (m.eqx === 1 && (m.type === 'change' || m.type === 'state') && typeof m.inputs === 'string' && typeof m.result === 'string') {
      const detail = { equation: String(m.equation), inputs: m.inputs, result: m.result };
      if (m.type === 'state') el.waiting.splice(0).forEach((resolve) => resolve(detail));
      else el.dispatchEvent(new CustomEvent('eqx-change', { detail }));
    }
  });

  class EqxEmbed extends HTMLElement {
    connectedCallback() {
      if (this.shadowRoot) return;
      this.waiting = [];
      const root = this.attachShadow({ mode: 'open' });
      const id = this.getAttribute('equation') || '';
      if (!ID.test(id)) {
        root.textContent = 'eqx-embed: equation="' + id.slice(0, 80) + '" is not an equation id';
        return;
      }
      const style = document.createElement('style');
      style.textContent =
        ':host{display:block;max-width:46rem}button{all:unset;display:block;width:100%;cursor:pointer;position:relative}' +
        'img{display:block;width:100%;height:auto}span{position:absolute;right:.5rem;bottom:.5rem;padding:.3rem .6rem;' +
        'border-radius:.4rem;background:#3b3b98;color:#fff;font:600 .85rem system-ui,sans-serif}' +
        'button:focus-visible{outline:2px solid #3b3b98}iframe{display:block;width:100%;height:42rem;border:0}';
      const button = document.createElement('button');
      button.type = 'button';
      const img = document.createElement('img');
      img.src = origin + '/embed/' + id + '.svg' + query(this);
      img.alt = id + ' (eqx): click to open the live widget';
      img.loading = 'lazy';
      const hint = document.createElement('span');
      hint.textContent = 'Open live ▸';
      button.append(img, hint);
      button.addEventListener('click', () => this.live());
      root.append(style, button);
      if (this.getAttribute('load') === 'visible' && 'IntersectionObserver' in window) {
        this.seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && this.live());
        this.seen.observe(this);
      }
    }

    disconnectedCallback() {
      this.seen?.disconnect();
      if (this.frame) frames.delete(this.frame.contentWindow);
    }

    // live replaces the picture with the widget.
    live() {
      if (this.frame || !this.shadowRoot) return;
      this.seen?.disconnect();
      const id = this.getAttribute('equation');
      const f = document.createElement('iframe');
      f.src = origin + '/embed/' + id + query(this);
      f.title = id + ' · eqx';
      this.frame = f;
      this.shadowRoot.querySelector('button').replaceWith(f);
      frames.set(f.contentWindow, this);
    }

    // set gives the widget new inputs (the query of the equation's page);
    // it opens the widget first when needed.
    set(inputs) {
      if (typeof inputs !== 'string' || inputs.length > MAX_INPUTS) throw new TypeError('eqx-embed: inputs must be a query string of at most 4000 characters');
      this.setAttribute('inputs', inputs);
      if (!this.frame) return this.live();
      this.frame.contentWindow.postMessage({ eqx: 1, type: 'set', inputs }, origin);
    }

    // state resolves to the widget's {equation, inputs, result}.
    state() {
      this.live();
      return new Promise((resolve) => {
        this.waiting.push(resolve);
        this.frame.contentWindow.postMessage({ eqx: 1, type: 'get' }, origin);
      });
    }
  }
  customElements.define('eqx-embed', EqxEmbed);
})();
