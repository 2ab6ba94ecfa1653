// Tables of labels and scores for the large-data job tests, with their
// AUC computed here, independently of eqx.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// table returns n rows "y,s" under a header, from a fixed seed: labels 0
// or 1, scores with 6 decimals (so some tie), positives scoring higher on
// average.
export function table(n, seed = 7) {
  let x = seed;
  const rnd = () => (x = (x * 16807) % 2147483647) / 2147483647;
  const y = new Array(n);
  const s = new Array(n);
  const lines = ['y,s'];
  for (let i = 0; i < n; i++) {
    y[i] = rnd() < 0.4 ? 1 : 0;
    s[i] = Number((rnd() + 0.35 * y[i]).toFixed(6));
    lines.push(`${y[i]},${s[i].toFixed(6)}`);
  }
  return { y, s, text: lines.join('\n') + '\n' };
}

// auc is the probability that a random positive scores above a random
// negative, ties counting one half: sorted walk over the scores.
export function auc(y, s) {
  const idx = y.map((_, i) => i).sort((a, b) => s[a] - s[b]);
  let negBelow = 0;
  let wins = 0;
  let pos = 0;
  for (let i = 0; i < idx.length; ) {
    let j = i;
    let p = 0;
    let q = 0;
    while (j < idx.length && s[idx[j]] === s[idx[i]]) {
      if (y[idx[j]] === 1) p++;
      else q++;
      j++;
    }
    wins += p * negBelow + 0.5 * p * q;
    negBelow += q;
    pos += p;
    i = j;
  }
  return wins / (pos * negBelow);
}

// upload chooses a file of text in the data box. The file is written to
// disk first: a buffer would be handed to the page as base64 and decoded
// by script there, a long task of the test's own.
let files = 0;
export function upload(page, text, name = 'scores.csv') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `eqx-jobs-${files++}-`));
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return page.setInputFiles('details.paste input[type=file]', file);
}

