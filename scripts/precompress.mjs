// Writes FILE.br (brotli, quality 11) and FILE.gz (gzip -9) next to each
// FILE, for eqx serve to send to browsers that accept them (app.wasm is
// 4× smaller as brotli). Brotli 11 takes about a minute for app.wasm, so a
// file whose content has not changed since its last compression (its
// SHA-256 is kept in FILE.sum) is not compressed again; its compressed
// copies are only touched, so that they are not older than it. The files
// and their two compressions run side by side (zlib's thread pool): on
// two cores app.wasm's brotli then covers the rest.
//
//	node scripts/precompress.mjs web/app.wasm web/jobs.wasm
import crypto from 'node:crypto';
import fs from 'node:fs';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function precompress(file) {
  const data = fs.readFileSync(file);
  const sum = crypto.createHash('sha256').update(data).digest('hex');
  const outs = [`${file}.br`, `${file}.gz`];
  const same = fs.existsSync(`${file}.sum`) && fs.readFileSync(`${file}.sum`, 'utf8') === sum && outs.every((f) => fs.existsSync(f));
  if (same) {
    const now = new Date();
    for (const f of outs) fs.utimesSync(f, now, now);
    console.log(`precompress: ${file} unchanged`);
    return;
  }
  const t0 = Date.now();
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: 9 }),
  ]);
  // Written under temporary names, then renamed: a server never sends half a file.
  for (const [name, body] of [[outs[0], br], [outs[1], gz], [`${file}.sum`, sum]]) {
    fs.writeFileSync(`${name}.tmp`, body);
    fs.renameSync(`${name}.tmp`, name);
  }
  console.log(`precompress: ${file} ${data.length} B → brotli ${br.length} B, gzip ${gz.length} B (${Date.now() - t0} ms)`);
}

await Promise.all(process.argv.slice(2).map(precompress));
