// Tap latency and idle CPU of the web app at a phone's size (docs/performance-phone.md):
// the time from a finger's tap to the first changed frame of the page (Chrome's screencast: the
// first frame drawn after the tap that differs from the last one drawn before it) for a side
// tab, an airship's button, a first tap on a green square (its preview), the second tap on it
// (the airship placed) and End turn, N times each (median), with the CPU time the page and the
// GPU process spent within 4 s of each tap;
// then the page's main-thread busy time over 30 s idle in a game (DevTools Performance metrics).
//
//   node taps.mjs URL [URL2 …] [N] [--cpu K] [--scale S] [--hello URL] [--idle-only URL]… [--no-idle]
//                 [--shots DIR] [--profile DIR] [--trace DIR]
//
// Several builds (URL, URL2…) are measured side by side: each has its own browser, and their
// rounds alternate (build 1's round 1, build 2's round 1, build 1's round 2…), so that the
// machine's load hits them alike. Idle is measured twice where the build allows it: with the
// test hook publishing its state every 200 ms (what the browser test needs) and with the hook
// paused (window.wmTestPause: the page as a player has it). --idle-only URL measures only the
// idle page of a build that has no game (a Fyne hello world): 30 s from 10 s after its canvas;
// --hello URL measures a Fyne hello world's button (scripts/web --hello) in the same rounds: three
// taps a round, each changing its label, the first changed frame as the app's, and its idle page
// as --idle-only does (before the games, unless --no-idle); --no-idle measures the taps only; --shots DIR keeps a picture of the page after each tap.
// --profile DIR records the page's CPU profile of every tap (cpuprofile.mjs: where its time
// goes; the build needs its name section to name the app's functions) and prints its summary;
// --trace DIR records Chrome's trace of every tap (as name.json, for DevTools) and prints each
// thread's busy time (the page's and the GPU's).
import fs from 'node:fs';
import { launch, phone, Tester, log, sleep } from './lib.mjs';
import { startProfile, stopProfile, summary, traceSummary } from './cpuprofile.mjs';

const args = process.argv.slice(2);
const opt = (name) => { const i = args.indexOf(name); return i < 0 ? null : args.splice(i, 2)[1]; };
const cpu = Number(opt('--cpu') || 1);
const scale = Number(opt('--scale') || 3); // the phone's device scale (CSS pixel to screen pixels)
const profileDir = opt('--profile');
const noIdle = args.includes('--no-idle') && !!args.splice(args.indexOf('--no-idle'), 1);
if (profileDir) fs.mkdirSync(profileDir, { recursive: true });
const shotDir = opt('--shots');
if (shotDir) fs.mkdirSync(shotDir, { recursive: true });
const traceDir = opt('--trace');
if (traceDir) fs.mkdirSync(traceDir, { recursive: true });
const traceCategories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'gpu', 'viz', 'cc', 'toplevel', 'v8.execute'];
const idleOnly = [];
for (let u; (u = opt('--idle-only'));) idleOnly.push(u);
const helloURL = opt('--hello');
if (helloURL && !noIdle) idleOnly.push(helloURL);
const n = args.length && /^[0-9]+$/.test(args[args.length - 1]) ? Number(args.pop()) : 5;
const urls = args.length ? args : (idleOnly.length || helloURL ? [] : ['http://127.0.0.1:8080/']);
const cpuUsed = new Map(); // build and tap → its CPU times within 4 s (cpuTimes: renderer and GPU)
const median = (a) => { const b = a.filter((x) => !Number.isNaN(x)); return b.length ? [...b].sort((x, y) => x - y)[Math.floor(b.length / 2)] : NaN; };

// idle is the page's main-thread busy share over 30 s with nothing touched.
// With --profile the page's CPU profile of those 30 s is written to DIR/name.cpuprofile and
// summarised.
async function idle(perf, name) {
  await perf.send('Performance.enable');
  const m = async () => Object.fromEntries((await perf.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]));
  if (profileDir && name) await startProfile(perf);
  const a = await m();
  await sleep(30000);
  const z = await m();
  if (profileDir && name) {
    const profile = await stopProfile(perf);
    fs.writeFileSync(`${profileDir}/${name}.cpuprofile`, JSON.stringify(profile));
    console.log([`${name}:`, ...summary(profile, 30000, 25, true)].join('\n'));
  }
  const busy = (z.TaskDuration - a.TaskDuration) / (z.Timestamp - a.Timestamp);
  const script = (z.ScriptDuration - a.ScriptDuration) / (z.Timestamp - a.Timestamp);
  return `main thread busy ${(busy * 100).toFixed(1)} %, script ${(script * 100).toFixed(1)} %, frames ${z.Frames !== undefined ? z.Frames - a.Frames : '?'}`;
}

async function setup(t) {
  let s = await t.waitFor((s) => s.screen === 'game' && s.setup, 'the new game');
  for (let guard = 0; s.setup && guard < 20; guard++) {
    const before = s.hash;
    if (s.choices && s.choices.length) await t.tapButton(s.choices[0]);
    else {
      if (!s.allCells && !(s.cells && s.cells.length)) await t.tapButton(s.pieces[0]);
      s = await greenCells(t);
      await t.page.touchscreen.tap(s.cells[0].x, s.cells[0].y);
      s = await t.waitFor((s) => s.ghost || s.hash !== before, 'the ghost');
      if (s.hash === before) await t.page.touchscreen.tap(s.ghost.x, s.ghost.y);
    }
    s = await t.waitFor((s) => s.hash !== before, 'the setup step');
  }
  return s;
}

// greenCells waits for green squares in view (a build without wmState.allCells lists them all);
// on the zoomed phone board it zooms out until some are in view.
async function greenCells(t) {
  let s = await t.waitFor((s) => (s.cells && s.cells.length) || s.allCells > 0, 'green squares');
  if (!s.allCells) return s;
  return t.cellsInView('green squares');
}

// firstChange is the time from the tap (act) to the first screencast frame that differs from
// the last frame before it. The test hook is paused meanwhile (the page as a player has it:
// the hook's walk of the screen, five times a second, would hold up a tap that comes during
// it). With --profile the page's CPU profile of the tap is written to that folder (as
// name.cpuprofile, for DevTools) and summarised on the output.
async function firstChange(page, act, name) {
  const pause = (on) => page.evaluate((on) => typeof window.wmTestPause === 'function' && window.wmTestPause(on), on);
  await pause(true);
  try {
    return await watch(page, act, name);
  } finally {
    await pause(false);
  }
}

async function watch(page, act, name) {
  const cdp = await page.createCDPSession();
  const frames = [];
  cdp.on('Page.screencastFrame', (f) => {
    frames.push({ t: f.metadata.timestamp * 1000, data: f.data });
    cdp.send('Page.screencastFrameAck', { sessionId: f.sessionId }).catch(() => {});
  });
  // frames at the page's size in CSS pixels (a third of the phone's pixels each way: less for
  // the browser to encode while it is being measured; any change still changes the picture)
  const vp = page.viewport();
  await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 40, maxWidth: vp.width, maxHeight: vp.height, everyNthFrame: 1 });
  await sleep(700);
  if (profileDir) await startProfile(cdp);
  if (traceDir) await page.tracing.start({ categories: traceCategories });
  const cpu0 = cpuTimes(page.browser());
  const t0 = Date.now();
  await act();
  await sleep(4000);
  const cpu1 = cpuTimes(page.browser());
  const used = Object.fromEntries(Object.keys(cpu1).map((k) => [k, cpu1[k] - (cpu0[k] || 0)]));
  log(`${name}: CPU time within 4 s: ${Object.entries(used).map(([k, v]) => `${k} ${v} ms`).join(', ')}`);
  const key = name.replace(/-[0-9]+$/, '');
  cpuUsed.set(key, [...(cpuUsed.get(key) || []), (used.renderer || 0) + (used.gpu || 0)]);
  const profile = profileDir ? await stopProfile(cdp) : null;
  const trace = traceDir ? JSON.parse(Buffer.from(await page.tracing.stop()).toString()) : null;
  // The frames come with the time they were drawn, but on a loaded machine they arrive late
  // (seconds): the one before the tap is the last drawn before it, whenever it came, and the
  // first changed one may still be on its way (waited for up to 10 s more).
  const first = () => {
    const base = frames.filter((f) => f.t < t0 - 5).sort((a, b) => a.t - b.t).pop();
    return frames.filter((f) => f.t >= t0 - 5 && (!base || f.data !== base.data)).sort((a, b) => a.t - b.t)[0];
  };
  for (let waited = 0; waited < 10000 && !first(); waited += 250) await sleep(250);
  await cdp.send('Page.stopScreencast');
  await cdp.detach();
  if (shotDir) await page.screenshot({ path: `${shotDir}/${name}.png` });
  const f = first();
  const ms = f ? Math.round(f.t - t0) : NaN;
  if (trace) {
    fs.writeFileSync(`${traceDir}/${name}.json`, JSON.stringify(trace));
    console.log([`${name}: first changed frame ${ms} ms`, ...traceSummary(trace.traceEvents, Number.isNaN(ms) ? 1000 : ms)].join('\n'));
  }
  if (profile) {
    fs.writeFileSync(`${profileDir}/${name}.cpuprofile`, JSON.stringify(profile));
    console.log([`${name}: first changed frame ${ms} ms`, ...summary(profile, Number.isNaN(ms) ? 1000 : ms)].join('\n'));
  }
  return ms;
}

// cpuTimes is the CPU time used so far (ms, user and system, all threads) by the browser's
// renderer and GPU processes (Linux /proc; {} elsewhere): a tap's cost that the machine's
// load does not stretch, where the time to its frame is stretched by every other process.
function cpuTimes(browser) {
  const out = {};
  const root = browser.process() && browser.process().pid;
  if (!root || !fs.existsSync('/proc/self/stat')) return out;
  const kids = new Map();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^[0-9]+$/.test(d)) continue;
    try {
      const st = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      const f = st.slice(st.lastIndexOf(')') + 2).split(' ');
      kids.set(Number(d), { ppid: Number(f[1]), ms: (Number(f[11]) + Number(f[12])) * 10 });
    } catch { /* gone */ }
  }
  const mine = (pid) => { for (let p = pid; p; p = kids.get(p) && kids.get(p).ppid) if (p === root) return true; return false; };
  for (const [pid, k] of kids) {
    if (!mine(pid)) continue;
    let cmd = '';
    try { cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'); } catch { continue; }
    const type = cmd.includes('--type=renderer') ? 'renderer' : cmd.includes('--type=gpu-process') ? 'gpu' : null;
    if (type) out[type] = (out[type] || 0) + k.ms;
  }
  return out;
}

const tapAt = (page, x, y) => page.touchscreen.tap(x, y);
const btn = (s, text) => s.buttons.find((b) => b.text === text && !b.disabled && !b.hidden);

// measure is build k's page: open() sets up a game and measures idle, round(i) one round.
function measure(url, k) {
  const out = { url, tab: [], airship: [], place: [], commit: [], endTurn: [], idle: [] };
  let browser, page, t, s;
  out.open = async () => {
    browser = await launch();
    page = await browser.newPage();
    await page.emulate(phone(390, 844, scale));
    const perf = await page.createCDPSession();
    if (cpu > 1) await perf.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    t = new Tester(page, url, '/tmp/wm-taps');
    await t.open('', true);
    await page.evaluate(() => localStorage.clear());
    await t.open();
    await t.tapButton('New game');
    await t.tapButton('Start');
    s = await setup(t);
    log(url, 'setup done');
    // idle in the game: nothing touched for 30 s, with the test hook, then with it paused
    if (noIdle) return;
    await sleep(3000);
    out.idle.push('hook on: ' + await idle(perf));
    if (await page.evaluate(() => typeof window.wmTestPause === 'function')) {
      await page.evaluate(() => window.wmTestPause(true));
      await sleep(1000);
      out.idle.push('hook paused: ' + await idle(perf, `build${k + 1}-idle`));
      await page.evaluate(() => window.wmTestPause(false));
    }
    log(url, 'idle 30 s in a game:', out.idle.join('; '));
  };
  // outlawsTurn plays the outlaws' turn to its end.
  const outlawsTurn = async () => {
    for (let k = 0; k < 60; k++) {
      s = await t.fresh();
      if (btn(s, 'End turn') && !s.outlawsToMove) break;
      const fin = btn(s, 'Finish their turn') || btn(s, 'OK') || btn(s, 'Close');
      if (fin) await tapAt(page, fin.x, fin.y);
      await sleep(1000);
    }
  };
  // forgeTurn takes a turn with every airship away: Forge (Confirm where a first tap previews
  // it) brings them home, then End turn and the outlaws' turn (not measured).
  const forgeTurn = async () => {
    for (const step of ['Forge', 'Confirm', 'Finish forging', 'End turn']) {
      s = await t.fresh();
      const b = btn(s, step);
      if (b) {
        await tapAt(page, b.x, b.y);
        await sleep(1200);
      }
    }
    await outlawsTurn();
  };
  out.round = async (i) => {
   try {
    s = await t.waitFor((s) => btn(s, 'End turn') && !s.outlawsToMove, 'your turn', 120000);
    await sleep(500);
    s = await t.fresh();
    if (!(s.ships && s.ships.length)) await forgeTurn();
    s = await t.waitFor((s) => btn(s, 'End turn') && s.ships && s.ships.length, 'your turn', 120000);
    await sleep(1000);
    s = await t.fresh();
    // a side tab (Log, second of five), then back to Play. The row of tabs lies under the tool
    // bar (its Hint button), which moves when a side tab takes room from the board: the row is
    // found again before each tap.
    const tabY = async () => {
      const st = await t.fresh();
      const hint = st.buttons.find((b) => b.text === 'Hint');
      return hint.y + hint.h / 2 + 28;
    };
    // from the Play tab (a turn may begin on another: the tap would then change nothing)
    await tapAt(page, s.width * 0.1, await tabY());
    await sleep(1500);
    const logY = await tabY();
    out.tab[i] = await firstChange(page, () => tapAt(page, s.width * 0.3, logY), `build${k + 1}-tab-${i + 1}`);
    await tapAt(page, s.width * 0.1, await tabY());
    await sleep(800);
    // an airship's button (the action bar)
    s = await t.fresh();
    const ship = s.ships.find((x) => x.endsWith('(2)')) || s.ships[0];
    const b = btn(s, ship);
    out.airship[i] = await firstChange(page, () => tapAt(page, b.x, b.y), `build${k + 1}-airship-${i + 1}`);
    s = await greenCells(t);
    // a first tap on a green square: the preview
    const c = s.cells[Math.floor(s.cells.length / 2)];
    out.place[i] = await firstChange(page, () => tapAt(page, c.x, c.y), `build${k + 1}-place-${i + 1}`);
    await sleep(800);
    // the second tap on it: the airship placed
    out.commit[i] = await firstChange(page, () => tapAt(page, c.x, c.y), `build${k + 1}-commit-${i + 1}`);
    for (let k = 0; k < 30; k++) { // (a choice it brought, a theft's, is taken)
      s = await t.fresh();
      if (btn(s, 'End turn')) break;
      const b2 = btn(s, 'Confirm') || (s.choices && s.choices.length && btn(s, s.choices[0]));
      if (b2) await tapAt(page, b2.x, b2.y);
      await sleep(700);
    }
    s = await t.waitFor((s) => btn(s, 'End turn'), 'End turn');
    const e = btn(s, 'End turn');
    out.endTurn[i] = await firstChange(page, () => tapAt(page, e.x, e.y), `build${k + 1}-endTurn-${i + 1}`);
    await outlawsTurn();
   } catch (e) {
    log(`${url} round ${i + 1} not measured whole: ${e.message.slice(0, 200)}`);
    const c = btn(await t.fresh(), 'Cancel') || btn(await t.fresh(), 'Put down');
    if (c) await tapAt(page, c.x, c.y);
   }
    log(`${url} round ${i + 1}: tab ${out.tab[i]} ms, airship ${out.airship[i]}, place ${out.place[i]}, commit ${out.commit[i]}, End turn ${out.endTurn[i]}`);
  };
  out.close = () => browser && browser.close();
  return out;
}

// helloTaps is the hello world's page: open() waits for its button (window.helloButton, CSS
// pixels), round(i) taps it three times.
function helloTaps(url) {
  const out = { url, tap: [] };
  let browser, page;
  out.open = async () => {
    browser = await launch();
    page = await browser.newPage();
    await page.emulate(phone(390, 844, scale));
    const perf = await page.createCDPSession();
    if (cpu > 1) await perf.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => window.helloReady, { timeout: 180000, polling: 100 });
    log(url, 'hello world shown');
  };
  out.round = async (i) => {
    for (let j = 0; j < 3; j++) {
      const b = await page.evaluate(() => window.helloButton);
      await sleep(1000);
      out.tap.push(await firstChange(page, () => tapAt(page, b.x + b.w / 2, b.y + b.h / 2), `hello-tap-${3 * i + j + 1}`));
    }
    log(`${url} round ${i + 1}: taps ${out.tap.slice(-3).join(', ')} ms`);
  };
  out.close = () => browser && browser.close();
  return out;
}

// idlePage measures the idle page of a build without a game (a Fyne hello world).
async function idlePage(url) {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.emulate(phone(390, 844, scale));
    const perf = await page.createCDPSession();
    if (cpu > 1) await perf.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('canvas', { timeout: 120000 });
    await sleep(10000);
    const r = await idle(perf, 'hello-idle');
    log(url, 'idle 30 s:', r);
    return r;
  } finally {
    await browser.close();
  }
}

const runs = urls.map((u, k) => measure(u, k));
const hello = helloURL ? helloTaps(helloURL) : null;
const idles = [];
try {
  // idle first, one page at a time (nothing else of this script running meanwhile)
  for (const u of idleOnly) idles.push(`${u}: ${await idlePage(u)}`);
  for (const r of runs) await r.open();
  if (hello) await hello.open();
  for (let i = 0; i < n; i++) {
    if (hello) await hello.round(i);
    for (const r of runs) await r.round(i);
  }
  console.log(`load average ${(await import('node:os')).loadavg().map((x) => x.toFixed(1)).join(' ')}`);
  for (const l of idles) console.log(`idle (no game) ${l}`);
  for (const [k, v] of cpuUsed) console.log(`${k}: CPU time of the page and the GPU within 4 s of the tap, median ${median(v)} ms (${v.join(', ')})`);
  if (hello) {
    console.log(`${hello.url} cpu ${cpu}x, hello world's button, median of ${hello.tap.length} (first changed frame, ms): ${median(hello.tap)}`);
    console.log(JSON.stringify({ url: hello.url, tap: hello.tap }));
  }
  for (const r of runs) {
    console.log(`${r.url} idle 30 s in a game: ${r.idle.join('; ')}`);
    console.log(`${r.url} cpu ${cpu}x, median of ${n} (first changed frame, ms): tab ${median(r.tab)}, airship ${median(r.airship)}, place ${median(r.place)}, commit ${median(r.commit)}, End turn ${median(r.endTurn)}`);
    console.log(JSON.stringify({ url: r.url, tab: r.tab, airship: r.airship, place: r.place, commit: r.commit, endTurn: r.endTurn }));
  }
} finally {
  for (const r of runs) await r.close();
  if (hello) await hello.close();
}
