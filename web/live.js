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

  // A figure's markup has one element a line (internal/plot's writer): an
  // opening tag (<svg …>, <g …>), a leaf (<path …/>, <text …>its
  // text</text>) or closing tags (</g></svg>). Attribute values and texts
  // are escaped as Go's html.EscapeString does.
  const OPEN = /^<([A-Za-z][\w-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*>$/;
  const LEAF = /^<([A-Za-z][\w-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(?:\/>|>([^<>]*)<\/\1>)$/;
  const CLOSE = /^(?:<\/[A-Za-z][\w-]*>)+$/;
  const ATTR = /([\w:-]+)="([^"]*)"/g;
  const ENTITIES = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&#39;': "'", '&#34;': '"', '&quot;': '"', '&apos;': "'" };
  const unescapeHTML = (s) => (s.includes('&') ? s.replace(/&(?:lt|gt|amp|#39|#34|quot|apos);/g, (e) => ENTITIES[e]) : s);
  const SVG_NS = 'http://www.w3.org/2000/svg';

  // setFrom gives the element a the attributes (and a leaf its text) of
  // its line, parsed by OPEN or LEAF into m, changing only what differs.
  // An element keeps its attributes' names and values as it was last
  // given them: when the names are the same (a path's d and style), the
  // values are compared with those, without asking the DOM.
  function setFrom(a, m, fresh) {
    const names = [];
    const values = [];
    ATTR.lastIndex = 0;
    for (let r; (r = ATTR.exec(m[2])); ) {
      names.push(r[1]);
      values.push(unescapeHTML(r[2]));
    }
    const key = names.join(' ');
    if (fresh) {
      for (let k = 0; k < names.length; k++) a.setAttribute(names[k], values[k]);
    } else if (a.__eqxNames === key) {
      const had = a.__eqxValues;
      for (let k = 0; k < names.length; k++) if (had[k] !== values[k]) a.setAttribute(names[k], values[k]);
    } else {
      for (let k = 0; k < names.length; k++) if (a.getAttribute(names[k]) !== values[k]) a.setAttribute(names[k], values[k]);
      const have = a.attributes;
      for (let k = have.length - 1; k >= 0; k--) if (!names.includes(have[k].name)) a.removeAttribute(have[k].name);
    }
    a.__eqxNames = key;
    a.__eqxValues = values;
    if (m.length > 3) {
      const text = m[3] === undefined ? '' : unescapeHTML(m[3]);
      if (a.textContent !== text) a.textContent = text;
    }
  }

  // eqxPatchFigure brings the figure that is the i-th child of el to the
  // markup svg without the HTML parser: it walks the figure's elements
  // beside the markup's lines, each group's children in order, and changes
  // an element only where its line changed since it was painted (each
  // element keeps its line): attributes set or removed, a leaf's text;
  // where the line's tag differs from the element's, a new element goes
  // in before it, and a group's elements beyond its lines go. A slider's
  // move changes most attributes of a few elements, or adds and removes a
  // tick, a contour, a mark; parsing and merging the whole figure on every
  // move was ~2 ms of a heavy page's move. It changes nothing and reports
  // false when the markup is not one element a line or the child is not
  // a figure.
  window.eqxPatchFigure = (el, i, svg) => {
    const root = el.childNodes[i];
    if (!root || root.nodeName !== 'svg') return false;
    const lines = svg.split('\n');
    // Each line's match (an opening tag, a leaf), or the number of groups
    // a line of closing tags closes.
    const parsed = new Array(lines.length);
    let depth = 0;
    for (let j = 0; j < lines.length; j++) {
      const line = lines[j];
      let m;
      if ((m = LEAF.exec(line))) {
        if (depth < 1) return false;
      } else if ((m = OPEN.exec(line))) {
        if (j === 0 ? m[1] !== 'svg' : depth < 1) return false;
        depth++;
        m.length = 3; // not a leaf: no text
      } else if (CLOSE.test(line)) {
        m = line.split('</').length - 1; // the groups it closes
        depth -= m;
        if (depth < 0 || (depth === 0 && j !== lines.length - 1)) return false;
      } else {
        return false;
      }
      parsed[j] = m;
    }
    if (depth !== 0 || typeof parsed[0] !== 'object' || parsed[0].length !== 3) return false;
    if (root.__eqxLine !== lines[0]) setFrom(root, parsed[0], false);
    root.__eqxLine = lines[0];
    // The open groups, and in each the element the next line is matched to.
    const groups = [root];
    const next = [root.firstElementChild];
    for (let j = 1; j < lines.length; j++) {
      const line = lines[j];
      const top = groups.length - 1;
      const m = parsed[j];
      if (typeof m === 'number') {
        // Closing tags: the elements left in each group closed go.
        for (let n = m; n > 0; n--) {
          const g = groups.pop();
          for (let a = next.pop(); a; ) {
            const after = a.nextElementSibling;
            g.removeChild(a);
            a = after;
          }
        }
        continue;
      }
      let a = next[top];
      if (a && a.__eqxLine === line) {
        next[top] = a.nextElementSibling;
      } else if (a && a.nodeName === m[1]) {
        setFrom(a, m, false);
        a.__eqxLine = line;
        next[top] = a.nextElementSibling;
      } else {
        const b = document.createElementNS(SVG_NS, m[1]);
        setFrom(b, m, true);
        b.__eqxLine = line;
        groups[top].insertBefore(b, a || null);
        a = b;
      }
      if (m.length === 3) {
        groups.push(a);
        next.push(a.firstElementChild);
      }
    }
    return true;
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
