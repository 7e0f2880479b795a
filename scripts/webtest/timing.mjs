// Time from opening the page to the home screen, at a phone's size on Chromium: N first visits
// (each in a new browser profile: nothing cached) and N second visits (the service worker's
// copy). The home screen counts as shown when the app reports it with its New game button
// (window.wmState, polled every 50 ms; the app refreshes it every 200 ms). A page without the
// app's report (a Fyne hello world built the same way, see docs/performance.md) counts as shown
// when it sets window.helloReady.
//
//   node timing.mjs URL [N] [--cpu K] [--mobile-net] [--profile DIR] [--player]   (docs/performance-phone.md)
//
// --player opens the page as a player does, without "?test" (no test hook walking the screen
// every 200 ms while the app starts): the home screen counts as shown when the app sets
// window.wmShown to "home" (its first screen laid out, checked every 50 ms as the hello world
// checks its button).
//
// --cpu K slows the page's CPU K times; --mobile-net throttles the network as Lighthouse's
// mobile profile does (its DevTools equivalent: 562.5 ms request latency, 1474.6 kbit/s down,
// 675 kbit/s up, from a 150 ms round trip, 1.6 Mbit/s and 750 kbit/s). --profile DIR records the
// page's CPU profile of each repeat visit (DIR/repeat-N.cpuprofile, for DevTools) and prints where
// its time went (cpuprofile.mjs; a build that keeps its names names the app's functions).
import fs from 'node:fs';
import puppeteer from 'puppeteer-core';
import { startProfile, stopProfile, summary } from './cpuprofile.mjs';

const args = process.argv.slice(2);
const flag = (name) => { const i = args.indexOf(name); return i < 0 ? null : (args.splice(i, 1), true); };
const opt = (name) => { const i = args.indexOf(name); return i < 0 ? null : args.splice(i, 2)[1]; };
const cpu = Number(opt('--cpu') || 1);
const mobileNet = !!flag('--mobile-net');
const profileDir = opt('--profile');
const player = !!flag('--player');
if (profileDir) fs.mkdirSync(profileDir, { recursive: true });
const url = args[0] || 'http://127.0.0.1:8080/';
const n = Number(args[1] || 5);
const phone = {
  viewport: { width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true,
  args: ['--no-sandbox', '--enable-unsafe-swiftshader', '--use-angle=swiftshader'],
});

async function toHome(page) {
  const t0 = Date.now();
  await page.goto(player ? url : url + '?test', { waitUntil: 'domcontentloaded' });
  for (;;) {
    const home = await page.evaluate(() => {
      if (window.helloReady || window.wmShown === 'home') return true;
      const s = window.wmState && JSON.parse(window.wmState);
      return !!(s && s.screen === 'home' && s.buttons.some((b) => b.text === 'New game'));
    });
    if (home) return Date.now() - t0;
    if (Date.now() - t0 > 120000) throw new Error('no home screen after 120 s');
    await sleep(50);
  }
}

const first = [], again = [];
for (let i = 0; i < n; i++) {
  const ctx = await browser.createBrowserContext();
  const page = await ctx.newPage();
  await page.emulate(phone);
  const cdp = await page.createCDPSession();
  if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  if (mobileNet) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false, latency: 562.5, downloadThroughput: 1474.56 * 1024 / 8, uploadThroughput: 675 * 1024 / 8,
    });
  }
  first.push(await toHome(page));
  await page.evaluate(() => navigator.serviceWorker.ready);
  await sleep(1000);
  if (profileDir) await startProfile(cdp);
  again.push(await toHome(page));
  if (profileDir) {
    const profile = await stopProfile(cdp);
    fs.writeFileSync(`${profileDir}/repeat-${i + 1}.cpuprofile`, JSON.stringify(profile));
    console.log(summary(profile, again[i], 30, true).join('\n'));
  }
  await ctx.close();
  console.log(`run ${i + 1}: first visit ${first[i]} ms, second visit ${again[i]} ms`);
}
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
console.log(`${url} cpu ${cpu}x${mobileNet ? ', mobile network' : ''}${player ? ', player\'s page' : ''}: median of ${n}: first visit ${median(first)} ms, second visit ${median(again)} ms`);
await browser.close();
