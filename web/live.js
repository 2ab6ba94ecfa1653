// eqx: paints the live regions of an equation page (the result, the
// equation with the user's numbers, the plot) on every slider move;
// app/paint.go calls it.
//
// Replacing a region's innerHTML makes the browser parse, style and lay
// out every element of it again: a worked equation is hundreds of KaTeX
// spans, a plot a few hundred SVG elements, and that was most of a
// move's time. From one move to the next only some numbers, path data and
// attributes change, so the new markup is parsed into an inert template
// and merged into the live region: only the nodes and attributes that
// differ are changed, and unchanged elements keep their style and layout.
(() => {
  'use strict';
  const template = document.createElement('template');

  function sameKind(a, b) {
    return a.nodeType === b.nodeType && a.nodeName === b.nodeName && a.namespaceURI === b.namespaceURI;
  }

  function mergeAttributes(from, to) {
    const want = to.attributes;
    for (let i = 0; i < want.length; i++) {
      const { name, value } = want[i];
      if (from.getAttribute(name) !== value) from.setAttribute(name, value);
    }
    const have = from.attributes;
    for (let i = have.length - 1; i >= 0; i--) {
      const name = have[i].name;
      if (!to.hasAttribute(name)) from.removeAttribute(name);
    }
  }

  // merge makes the node a equal to b, which is of the same kind.
  function merge(a, b) {
    if (a.nodeType !== Node.ELEMENT_NODE) {
      if (a.nodeValue !== b.nodeValue) a.nodeValue = b.nodeValue;
      return;
    }
    mergeAttributes(a, b);
    mergeChildren(a, b);
  }

  // mergeChildren makes the children of from equal to those of to. A
  // subtree equal to its new version (isEqualNode, native) is skipped; a
  // node of to is moved into from wherever from has nothing alike.
  function mergeChildren(from, to) {
    let a = from.firstChild;
    let b = to.firstChild;
    while (b) {
      const next = b.nextSibling;
      if (!a) {
        from.appendChild(b);
        a = b;
      } else if (!sameKind(a, b)) {
        from.replaceChild(b, a);
        a = b;
      } else if (!a.isEqualNode(b)) {
        merge(a, b);
      }
      a = a.nextSibling;
      b = next;
    }
    while (a) {
      const next = a.nextSibling;
      from.removeChild(a);
      a = next;
    }
  }

  function parse(html) {
    template.innerHTML = html;
    return template.content;
  }

  // eqxTypesetSeeds returns the formulas KaTeX typeset for the server's
  // page (app/katex_seeds.go): for each .katex element that carries its
  // source (output htmlAndMathml), its call, mode|output|latex, and its
  // markup, display mode's wrapper included, all NUL-separated.
  window.eqxTypesetSeeds = () => {
    const out = [];
    for (const k of document.querySelectorAll('.katex')) {
      const a = k.querySelector('annotation[encoding="application/x-tex"]');
      if (!a) continue;
      const wrap = k.parentElement?.classList.contains('katex-display') ? k.parentElement : null;
      out.push(`${wrap ? 'display' : 'inline'}|htmlAndMathml|${a.textContent}`, (wrap || k).outerHTML);
    }
    return out.join('\u0000');
  };

  // eqxPaint sets the content of el to the markup html, and reports
  // whether el now has n child nodes (one per part of the markup).
  window.eqxPaint = (el, html, n) => {
    if (!el.firstChild || !html) {
      el.innerHTML = html;
    } else {
      mergeChildren(el, parse(html));
      template.innerHTML = '';
    }
    return el.childNodes.length === n;
  };

  // eqxPaintPart sets the i-th child node of el to the one element of
  // html. It reports false, changing nothing, when html is not one element
  // or el has no i-th child and cannot get one by appending.
  window.eqxPaintPart = (el, i, html) => {
    const fresh = parse(html);
    const b = fresh.firstChild;
    let ok = !!b && b === fresh.lastChild && i <= el.childNodes.length;
    if (ok) {
      const a = el.childNodes[i];
      if (!a) el.appendChild(b);
      else if (!sameKind(a, b)) el.replaceChild(b, a);
      else merge(a, b);
    }
    template.innerHTML = '';
    return ok;
  };

  // eqxPatchSVG changes, in the figure that is the i-th child of el, the
  // elements of the document-order indexes idx (0 is the <svg> itself) to
  // those of lines, one element's markup each (an opening tag only, for a
  // group). app/paint.go sends only the lines that changed. It reports
  // false when the figure does not have those elements.
  window.eqxPatchSVG = (el, i, idx, lines) => {
    const svg = el.childNodes[i];
    if (!svg || svg.nodeName !== 'svg') return false;
    let k = 0;
    if (idx[0] === 0) {
      // The root's own attributes (the description in aria-label).
      const b = parse(`${lines[0]}</svg>`).firstChild;
      if (!b || b.nodeName !== 'svg') return false;
      mergeAttributes(svg, b);
      k = 1;
    }
    if (k === idx.length) return true;
    let markup = '<svg xmlns="http://www.w3.org/2000/svg">';
    for (let j = k; j < idx.length; j++) markup += lines[j].startsWith('<g') ? `${lines[j]}</g>` : lines[j];
    let b = parse(`${markup}</svg>`).firstChild?.firstElementChild;
    const all = svg.getElementsByTagName('*'); // descendants, in document order
    let ok = true;
    for (; k < idx.length; k++, b = b.nextElementSibling) {
      const a = all[idx[k] - 1];
      if (!a || !b || a.nodeName !== b.nodeName) {
        ok = false;
        break;
      }
      mergeAttributes(a, b);
      if (b.firstElementChild === null && a.textContent !== b.textContent) a.textContent = b.textContent;
    }
    template.innerHTML = '';
    return ok;
  };

  // The held regions' heights as the last frame laid them out, from a
  // ResizeObserver. eqxHold reads them here: reading offsetHeight at the
  // start of a move could lay the page out there, when the slider's thumb
  // had already dirtied it, and then again for the frame (in a trace of
  // 30 cold sigmoid moves: 3.6 ms of layout inside the moves, 0.7 after).
  const heights = new WeakMap();
  const sizes =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver((entries) => {
          for (const e of entries) {
            const box = e.borderBoxSize?.[0];
            if (box) heights.set(e.target, box.blockSize);
          }
        })
      : null;

  // eqxHold keeps el at least as tall as it has been while a slider
  // moves: a worked equation can gain a step and lose it again (ties in a
  // ranking), and the plot below it must not jump up and down with every
  // move. eqxRelease lets it fit its content again once the slider rests.
  // The height is the one shown (the last frame's), which is what must not
  // shrink; an element met for the first time is measured once.
  window.eqxHold = (el) => {
    let h = heights.get(el);
    if (h === undefined || !sizes) {
      h = el.getBoundingClientRect().height;
      heights.set(el, h);
      sizes?.observe(el, { box: 'border-box' });
    }
    if (h > (el.__eqxHeld || 0)) {
      el.__eqxHeld = h;
      el.style.minHeight = `${h}px`;
    }
  };
  window.eqxRelease = (el) => {
    el.__eqxHeld = 0;
    el.style.minHeight = '';
  };

  // eqxSyncSliders moves every slider under root to its data-value. go-app
  // sets an element's properties in no fixed order, and a range input
  // given its value before its step (1 by default) rounds it: 0.4 became
  // 0 on a slider of step 0.01. Called after go-app has rendered, never
  // while a slider is being dragged. A select with a data-value is set to
  // it too: go-app updates options in place by position, and when they
  // change (a word list following a corpus) the option a person picked
  // keeps its selectedness under another word.
  window.eqxSyncSliders = (root) => {
    for (const el of root.querySelectorAll('input[type="range"][data-value]')) {
      if (Number(el.value) !== Number(el.dataset.value)) el.value = el.dataset.value;
    }
    for (const el of root.querySelectorAll('select[data-value]')) {
      if (el.value !== el.dataset.value) el.value = el.dataset.value;
    }
  };

  // eqxTrim removes the child nodes of el after the first n.
  window.eqxTrim = (el, n) => {
    while (el.childNodes.length > n) el.removeChild(el.lastChild);
  };
})();
