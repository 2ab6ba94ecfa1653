// KaTeX test: every equation of the catalogue (as `./bin/eqx list` prints
// it) and every line of its worked examples (`./bin/eqx list -worked`) must
// typeset with KaTeX exactly as the UI does it, with errors thrown rather
// than shown in red. Run by `make test` (after `make build`):
//
//	node --test scripts/katex-test.mjs
//
// EQX_BIN names another eqx binary to read, e.g. one built with
// `go build -o /tmp/eqx ./cmd/eqx`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import katex from 'katex';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = process.env.EQX_BIN || path.join(root, 'bin', 'eqx');

// The options the UI uses; trust:false forbids \href, \url, \includegraphics
// and friends, throwOnError turns every parse error into a failure here.
const options = { displayMode: true, throwOnError: true, trust: false };

function catalogue(...flags) {
  let out;
  const args = ['list', ...flags];
  try {
    out = execFileSync(bin, args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 << 20 });
  } catch (err) {
    throw new Error(`running ${bin} ${args.join(' ')} failed (run make build first): ${err.stderr || err.message}`);
  }
  return out.split('\n').filter((l) => l.trim() !== '').map((line, i) => {
    try {
      return JSON.parse(line);
    } catch (err) {
      throw new Error(`eqx ${args.join(' ')}: line ${i + 1} is not JSON (${err.message}): ${line}`);
    }
  });
}

const entries = catalogue();
const worked = catalogue('-worked');

test('eqx list prints a non-empty catalogue', () => {
  assert.ok(entries.length > 0, 'eqx list printed no equation');
  for (const e of entries) {
    assert.equal(typeof e.id, 'string', `an entry has no string id: ${JSON.stringify(e)}`);
    assert.ok(e.id !== '', `an entry has an empty id: ${JSON.stringify(e)}`);
    assert.equal(typeof e.latex, 'string', `${e.id}: latex is not a string`);
    assert.ok(e.latex.trim() !== '', `${e.id}: latex is empty`);
  }
  const ids = entries.map((e) => e.id);
  assert.equal(new Set(ids).size, ids.length, `duplicate ids in eqx list: ${ids}`);
});

for (const e of entries) {
  test(`KaTeX renders ${e.id}`, () => {
    let html;
    try {
      html = katex.renderToString(e.latex, options);
    } catch (err) {
      assert.fail(`${e.id}: KaTeX cannot render ${JSON.stringify(e.latex)}: ${err.message}`);
    }
    assert.match(html, /class="katex/, `${e.id}: KaTeX produced no .katex element`);
    assert.doesNotMatch(html, /katex-error/, `${e.id}: KaTeX produced a .katex-error element`);
  });
}

test('eqx list -worked prints worked examples', () => {
  assert.ok(worked.length > 0, 'eqx list -worked printed no worked example');
  const ids = new Set(entries.map((e) => e.id));
  for (const w of worked) {
    assert.ok(ids.has(w.id), `a worked example names ${JSON.stringify(w.id)}, which eqx list does not`);
    assert.ok(Array.isArray(w.worked) && w.worked.length > 0, `${w.id} (${w.case}): no worked lines`);
  }
});

// One test per worked example; each of its lines is typeset on its own, as
// the page shows them: in display style in KaTeX's inline mode, which lets
// a wide line wrap (app/katex.go, newWorkedLine).
for (const w of worked) {
  test(`KaTeX renders the worked ${w.id} (${w.case})`, () => {
    for (const [i, line] of w.worked.entries()) {
      let html;
      try {
        html = katex.renderToString('\\displaystyle ' + line, { ...options, displayMode: false });
      } catch (err) {
        assert.fail(`${w.id} (${w.case}), line ${i + 1}: KaTeX cannot render ${JSON.stringify(line)}: ${err.message}`);
      }
      assert.doesNotMatch(html, /katex-error/, `${w.id} (${w.case}), line ${i + 1}: KaTeX produced a .katex-error element`);
    }
  });
}
