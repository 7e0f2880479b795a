// For the web page's loading bar (scripts/web writes its output into index.html): for each
// percent 1..99 of a compressed copy of the app (.br or .gz), how many bytes of the app its
// first bytes unpack to, as a JSON list.
//
//   node progress.mjs build/web/app.wasm.br
import fs from 'node:fs';
import zlib from 'node:zlib';

const file = process.argv[2];
const data = fs.readFileSync(file);
const make = file.endsWith('.br') ? zlib.createBrotliDecompress : zlib.createGunzip;

function unpacked(n) {
  return new Promise((resolve) => {
    const z = make();
    let got = 0;
    z.on('data', (b) => { got += b.length; });
    z.on('error', () => resolve(got)); // (the copy cut short: what came out so far)
    z.on('end', () => resolve(got));
    z.end(data.subarray(0, n));
  });
}

const out = [];
for (let k = 1; k < 100; k++) out.push(await unpacked(Math.floor((data.length * k) / 100)));
console.log(JSON.stringify(out));
