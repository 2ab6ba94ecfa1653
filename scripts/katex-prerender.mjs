// Typesets with KaTeX, at build time, every formula the site's pages show
// at their defaults, so that eqx serve and eqx static send them typeset
// in the first paint instead of waiting for app.wasm (cmd/eqx/typeset.go).
//
//	node scripts/katex-prerender.mjs [EQX_BIN] OUT.json
//
// It reads `EQX_BIN list -typeset` (default bin/eqx): one call per line,
// {"latex", "mode", "output"}, with the options of the UI's own calls
// (app/katex.go): throwOnError, trust false. It writes {"mode|output|latex":
// markup}, in the order read. A formula KaTeX refuses is left out and
// reported (scripts/katex-test.mjs fails on it); the page then shows its
// source until the app starts, where it is shown as an error.
import { execFileSync } from 'node:child_process';
import { writeFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import katex from 'katex';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
if (args.length < 1 || args.length > 2) {
  console.error('usage: node scripts/katex-prerender.mjs [EQX_BIN] OUT.json');
  process.exit(2);
}
const out = args[args.length - 1];
const bin = args.length === 2 ? args[0] : path.join(root, 'bin', 'eqx');

const lines = execFileSync(bin, ['list', '-typeset'], { encoding: 'utf8', maxBuffer: 64 << 20 })
  .split('\n')
  .filter((l) => l.trim() !== '');
const table = {};
let refused = 0;
for (const line of lines) {
  const { latex, mode, output } = JSON.parse(line);
  try {
    table[`${mode}|${output}|${latex}`] = katex.renderToString(latex, {
      displayMode: mode === 'display',
      throwOnError: true,
      trust: false,
      output,
    });
  } catch (err) {
    refused++;
    console.error(`katex-prerender: KaTeX refused ${JSON.stringify(latex)}: ${err.message}`);
  }
}
// Written beside and renamed, so that a server never reads half a table.
writeFileSync(out + '.tmp', JSON.stringify(table));
renameSync(out + '.tmp', out);
console.log(`katex-prerender: ${Object.keys(table).length} formulas typeset into ${out} (KaTeX ${katex.version})${refused ? `, ${refused} refused` : ''}`);
