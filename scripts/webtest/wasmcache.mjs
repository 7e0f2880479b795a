// Does a repeat visit reuse the WebAssembly the browser compiled on the first one? Opens the
// page (a new browser profile), waits for the app's home screen (or a hello world's
// window.helloReady) and its service worker, opens it again with Chrome's trace of V8's
// WebAssembly events and prints what the second visit did with the module: compiled it anew
// (wasm.CompileLazy, v8.wasm.compiledModule…) or read the code cached (a deserialization).
//
//   node wasmcache.mjs URL [--cpu K] [--mobile-net]     (--mobile-net: as timing.mjs)
import puppeteer from 'puppeteer-core';

const args = process.argv.slice(2);
const opt = (name) => { const i = args.indexOf(name); return i < 0 ? null : args.splice(i, 2)[1]; };
const cpu = Number(opt('--cpu') || 1);
const mobileNet = args.includes('--mobile-net') && !!args.splice(args.indexOf('--mobile-net'), 1);
const url = args[0] || 'http://127.0.0.1:8080/';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true,
  args: ['--no-sandbox', '--enable-unsafe-swiftshader', '--use-angle=swiftshader'],
});
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const cdp = await page.createCDPSession();
  if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  if (mobileNet) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false, latency: 562.5, downloadThroughput: 1474.56 * 1024 / 8, uploadThroughput: 675 * 1024 / 8,
    });
  }
  const shown = async () => {
    const t0 = Date.now();
    await page.goto(url + '?test', { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => window.helloReady || (window.wmState && JSON.parse(window.wmState).screen === 'home'), { timeout: 180000, polling: 50 });
    return Date.now() - t0;
  };
  console.log(`first visit: ${await shown()} ms`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await sleep(1000);
  await page.tracing.start({ categories: ['v8.wasm', 'disabled-by-default-v8.wasm.detailed', 'v8', 'blink'] });
  console.log(`repeat visit: ${await shown()} ms`);
  const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString());
  const counts = new Map();
  for (const e of trace.traceEvents) {
    if (!/wasm/i.test(e.name) && !/wasm/i.test(e.cat)) continue;
    const k = `${e.cat} ${e.name}`;
    const c = counts.get(k) || { n: 0, ms: 0 };
    c.n++; c.ms += (e.dur || 0) / 1000;
    counts.set(k, c);
  }
  for (const [k, c] of [...counts].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25)) {
    console.log(`${String(c.n).padStart(6)} × ${c.ms.toFixed(1).padStart(9)} ms  ${k}`);
  }
} finally {
  await browser.close();
}
