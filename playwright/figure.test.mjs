// A figure follows a move without the HTML parser (web/live.js,
// eqxPatchFigure): its elements are changed, added and removed in place
// where their lines changed. Whatever the figures before and after, the
// patched figure must be the one a fresh parse of the new markup gives
// (the same elements, attributes and texts; the whitespace between
// elements aside).
//
//	node --test playwright/figure.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rangeInfos, setRange, useEnv } from './harness.mjs';

let env;

useEnv((e) => {
  env = e;
});

// checkPatches wraps eqxPatchFigure so that each patch it makes is
// compared with a fresh parse of its markup: window.__figures counts the
// patches and keeps the differences found.
function checkPatches() {
  window.__figures = { patched: 0, refused: 0, wrong: [] };
  const strip = (n) => {
    for (const c of [...n.childNodes]) {
      if (c.nodeType === Node.TEXT_NODE && c.parentNode.nodeName !== 'text' && c.textContent.trim() === '') n.removeChild(c);
      else strip(c);
    }
    return n;
  };
  window.__sameFigure = (got, markup) => {
    const t = document.createElement('template');
    t.innerHTML = markup;
    const want = strip(t.content.firstChild.cloneNode(true));
    const have = strip(got.cloneNode(true));
    if (have.isEqualNode(want)) return null;
    const a = have.getElementsByTagName('*');
    const b = want.getElementsByTagName('*');
    for (let k = 0; k < Math.max(a.length, b.length); k++) {
      if (!a[k] || !b[k] || !a[k].cloneNode(false).isEqualNode(b[k].cloneNode(false)) || a[k].textContent !== b[k].textContent) {
        return `element ${k}: ${a[k]?.outerHTML.slice(0, 160)} ≠ ${b[k]?.outerHTML.slice(0, 160)}`;
      }
    }
    return `the roots differ: ${have.cloneNode(false).outerHTML.slice(0, 200)} ≠ ${want.cloneNode(false).outerHTML.slice(0, 200)}`;
  };
  addEventListener('DOMContentLoaded', () => {
    const patch = window.eqxPatchFigure;
    window.eqxPatchFigure = (el, i, svg) => {
      const ok = patch(el, i, svg);
      if (!ok) {
        window.__figures.refused++;
        return ok;
      }
      window.__figures.patched++;
      const diff = window.__sameFigure(el.childNodes[i], svg);
      if (diff) window.__figures.wrong.push(diff);
      return ok;
    };
  });
}

test('a figure patched move after move is the figure its markup gives', async () => {
  const page = await env.newPage();
  await page.addInitScript(checkPatches);
  // Pages whose figures gain and lose elements as a slider moves: ticks
  // (minkowski-distance), contours (the cost surface), decision regions.
  for (const id of ['logistic-regression-regularized-cost', 'minkowski-distance', 'knn-classifier', 'gan-minimax']) {
    await env.goto(page, `/eq/${id}`);
    const sliders = page.locator('section.controls input[type="range"]');
    const [s] = await rangeInfos(sliders.first());
    for (const f of [0.1, 0.9, 0.3, 0.75, 0.05, 0.5, 0.95]) {
      await setRange(sliders.first(), s.min + (s.max - s.min) * f);
    }
    await page.waitForTimeout(400); // the figures drawn in full once it rests
    const r = await page.evaluate(() => window.__figures);
    assert.deepEqual(r.wrong, [], `${id}: patched figures differ from their markup`);
    assert.ok(r.patched > 0, `${id}: no figure was patched`);
  }
});

test('a patch adds, removes and replaces elements, unescapes, and refuses markup it cannot follow', async () => {
  const page = await env.newPage();
  await page.addInitScript(checkPatches);
  await env.goto(page, '/eq/sigmoid');
  const cases = await page.evaluate(() => {
    const A = [
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" role="img" aria-label="a">',
      '<g transform="scale(1, -1)">',
      '<path d="M0,0L1,1" style="fill:none"/>',
      '<text x="1" y="2">one</text>',
      '<g class="k">',
      '<path d="M1,1"/>',
      '<path d="M2,2"/>',
      '</g>',
      '<text x="3">three &amp; &lt;four&gt;</text>',
      '</g></svg>',
    ];
    const B = [
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10" role="img" aria-label="b &#34;q&#34; &#39;s&#39;">',
      '<g transform="scale(1, -1)">',
      '<path d="M0,0L1,2" style="fill:none;stroke:#000"/>',
      '<path d="M5,5"/>',
      '<text y="2">two</text>',
      '<g class="k">',
      '<path d="M1,1"/>',
      '<circle r="3"/>',
      '<g>',
      '<text>deep</text>',
      '</g>',
      '</g>',
      '<text x="3"></text>',
      '<rect width="1"/>',
      '</g></svg>',
    ];
    const C = ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1">', '<g>', '</g></svg>'];
    const out = {};
    const run = (name, from, to) => {
      const el = document.createElement('div');
      document.body.appendChild(el);
      el.innerHTML = from.join('\n');
      const before = el.innerHTML;
      const ok = window.eqxPatchFigure(el, 0, to.join('\n'));
      out[name] = { ok, diff: ok ? window.__sameFigure(el.firstChild, to.join('\n')) : el.innerHTML === before ? 'unchanged' : 'changed' };
      el.remove();
      return el;
    };
    run('A → B', A, B);
    run('B → A', B, A);
    run('A → C (all but the frame gone)', A, C);
    run('C → B', C, B);
    // The same element patched twice: the line it keeps must not hide a change.
    const el = document.createElement('div');
    document.body.appendChild(el);
    el.innerHTML = A.join('\n');
    window.eqxPatchFigure(el, 0, B.join('\n'));
    window.eqxPatchFigure(el, 0, A.join('\n'));
    const ok = window.eqxPatchFigure(el, 0, B.join('\n'));
    out['A → B → A → B'] = { ok, diff: window.__sameFigure(el.firstChild, B.join('\n')) };
    el.remove();
    for (const [name, bad] of [
      ['two elements on a line', [A[0], '<g>', '<path/><path/>', '</g></svg>']],
      ['unbalanced', [A[0], '<g>', '<path/>', '</g>']],
      ['a line after the end', [A[0], '</svg>', '<path/>']],
      ['not a figure', ['<div>', '</div>']],
    ]) {
      run(name, A, bad);
    }
    return out;
  });
  for (const name of ['A → B', 'B → A', 'A → C (all but the frame gone)', 'C → B', 'A → B → A → B']) {
    assert.deepEqual(cases[name], { ok: true, diff: null }, name);
  }
  for (const name of ['two elements on a line', 'unbalanced', 'a line after the end', 'not a figure']) {
    assert.deepEqual(cases[name], { ok: false, diff: 'unchanged' }, name);
  }
});
