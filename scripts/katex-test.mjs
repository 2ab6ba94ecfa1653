// KaTeX test: every equation of the catalogue (as `./bin/eqx list` prints
// it) must typeset with KaTeX exactly as the UI does it, with errors thrown
// rather than shown in red. Run by `make test` (after `make build`):
//
//	node --test scripts/katex-test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import katex from 'katex';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(root, 'bin', 'eqx');

// The options the UI uses; trust:false forbids \href, \url, \includegraphics
// and friends, throwOnError turns every parse error into a failure here.
const options = { displayMode: true, throwOnError: true, trust: false };

function catalogue() {
  let out;
  try {
    out = execFileSync(bin, ['list'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (err) {
    throw new Error(`running ${bin} list failed (run make build first): ${err.stderr || err.message}`);
  }
  return out.split('\n').filter((l) => l.trim() !== '').map((line, i) => {
    try {
      return JSON.parse(line);
    } catch (err) {
      throw new Error(`eqx list: line ${i + 1} is not JSON (${err.message}): ${line}`);
    }
  });
}

const entries = catalogue();

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
