// eqxReadFrame reads the answer to a large-data job sent as a frame
// (jobs.AppendFrame in Go): a first line of JSON, the response, padded
// with spaces so that what follows starts at a multiple of 8 bytes, then
// its list output, if any, as "values" float64s, little-endian, viewed in
// place as a Float64Array (no copy, no parse). Loaded by the page
// (web/jobs.js, for the server's answer) and by the Web Worker
// (web/jobs-worker.js, for jobs.wasm's).
self.eqxReadFrame = (buffer) => {
  const bytes = new Uint8Array(buffer);
  let nl = bytes.indexOf(10);
  if (nl < 0) nl = bytes.length;
  const response = JSON.parse(new TextDecoder().decode(bytes.subarray(0, nl)));
  if (typeof response.values === 'number') {
    const n = response.values;
    if ((nl + 1) % 8 !== 0 || bytes.length - nl - 1 !== 8 * n) throw new Error(`a frame of ${bytes.length} bytes cannot hold ${n} values after ${nl + 1}`);
    response.values = new Float64Array(buffer, nl + 1, n);
  }
  return response;
};
