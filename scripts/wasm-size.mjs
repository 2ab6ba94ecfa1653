// Prints the size of a wasm binary raw, gzipped (-9) and brotli-compressed
// (quality 11), as a web server would send it. Uses Node's zlib, so no
// extra package is needed.
//
//	node scripts/wasm-size.mjs [web/app.wasm]
//	node scripts/wasm-size.mjs --check web/app.wasm
//
// --check fails unless the brotli file that is served (FILE.br, written by
// scripts/precompress.mjs at build time) is within the budget of
// issue 18, 2.5 MiB, and no older than FILE.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

function human(n) {
  return n >= 1 << 20 ? `${(n / (1 << 20)).toFixed(2)} MiB` : `${(n / 1024).toFixed(1)} KiB`;
}

// wasmSizes returns {raw, gzip, brotli} in bytes.
export function wasmSizes(file) {
  const data = fs.readFileSync(file);
  const gzip = zlib.gzipSync(data, { level: 9 }).length;
  const brotli = zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  }).length;
  return { raw: data.length, gzip, brotli };
}

export function printWasmSizes(file) {
  if (!fs.existsSync(file)) {
    throw new Error(`${file} not found: run make build first`);
  }
  const s = wasmSizes(file);
  console.log(`${file} size:`);
  console.log(`  raw       ${String(s.raw).padStart(10)} B  ${human(s.raw)}`);
  console.log(`  gzip -9   ${String(s.gzip).padStart(10)} B  ${human(s.gzip)}`);
  console.log(`  brotli 11 ${String(s.brotli).padStart(10)} B  ${human(s.brotli)}`);
  return s;
}

// BROTLI_BUDGET is the most app.wasm may weigh as sent with brotli.
export const BROTLI_BUDGET = 5 << 19; // 2.5 MiB

// checkBudget throws unless file.br is fresh and within BROTLI_BUDGET.
export function checkBudget(file) {
  const br = `${file}.br`;
  if (!fs.existsSync(br) || fs.statSync(br).mtimeMs < fs.statSync(file).mtimeMs) {
    throw new Error(`${br} is missing or older than ${file}: run make build`);
  }
  const size = fs.statSync(br).size;
  const verdict = `${br}: ${size} B (${human(size)}), budget ${BROTLI_BUDGET} B (${human(BROTLI_BUDGET)})`;
  if (size > BROTLI_BUDGET) throw new Error(`${verdict}: over by ${size - BROTLI_BUDGET} B`);
  console.log(`${verdict}: within, ${BROTLI_BUDGET - size} B to spare`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const args = process.argv.slice(2);
    if (args[0] === '--check') checkBudget(args[1] ?? 'web/app.wasm');
    else printWasmSizes(args[0] ?? 'web/app.wasm');
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
