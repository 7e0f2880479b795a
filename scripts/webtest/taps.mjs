// Tap latency and idle CPU of the web app at a phone's size (issue 23; docs/performance-phone.md):
// the time from a finger's tap to the first changed frame of the page (Chrome's screencast: the
// first frame after the tap that differs from the one before it) for a side tab, an airship's
// button, a first tap on a green square (its preview) and End turn, N times each (median), then
// the page's main-thread busy time over 30 s idle in a game (DevTools Performance metrics).
//
//   node taps.mjs URL [N] [--cpu K]
import { launch, phone, Tester, log, sleep } from './lib.mjs';

const args = process.argv.slice(2);
const opt = (name) => { const i = args.indexOf(name); return i < 0 ? null : args.splice(i, 2)[1]; };
const cpu = Number(opt('--cpu') || 1);
const url = args[0] || 'http://127.0.0.1:8080/';
const n = Number(args[1] || 5);
const median = (a) => a.length ? [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)] : NaN;

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
// the last frame before it.
async function firstChange(page, act) {
  const cdp = await page.createCDPSession();
  let frames = [];
  cdp.on('Page.screencastFrame', (f) => {
    frames.push({ t: f.metadata.timestamp * 1000, data: f.data });
    cdp.send('Page.screencastFrameAck', { sessionId: f.sessionId }).catch(() => {});
  });
  await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 40, everyNthFrame: 1 });
  await sleep(700);
  const base = frames.length ? frames[frames.length - 1].data : null;
  frames = [];
  const t0 = Date.now();
  await act();
  await sleep(4000);
  await cdp.send('Page.stopScreencast');
  await cdp.detach();
  const f = frames.find((f) => f.t >= t0 - 5 && f.data !== base);
  return f ? Math.round(f.t - t0) : NaN;
}

const tapAt = (page, x, y) => page.touchscreen.tap(x, y);
const btn = (s, text) => s.buttons.find((b) => b.text === text && !b.disabled && !b.hidden);

const browser = await launch();
const out = { tab: [], airship: [], place: [], endTurn: [] };
try {
  const page = await browser.newPage();
  await page.emulate(phone(390, 844));
  const perf = await page.createCDPSession();
  if (cpu > 1) await perf.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const t = new Tester(page, url, '/tmp/wm-taps');
  await t.open('', true);
  await page.evaluate(() => localStorage.clear());
  await t.open();
  await t.tapButton('New game');
  await t.tapButton('Start');
  let s = await setup(t);
  log('setup done');
  // idle in the game: nothing touched for 30 s
  await sleep(3000);
  await perf.send('Performance.enable');
  const m = async () => Object.fromEntries((await perf.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]));
  const a = await m();
  await sleep(30000);
  const z = await m();
  const busy = (z.TaskDuration - a.TaskDuration) / (z.Timestamp - a.Timestamp);
  const script = (z.ScriptDuration - a.ScriptDuration) / (z.Timestamp - a.Timestamp);
  console.log(`idle 30 s in a game: main thread busy ${(busy * 100).toFixed(1)} %, script ${(script * 100).toFixed(1)} %, frames ${z.Frames !== undefined ? z.Frames - a.Frames : '?'}`);
  for (let i = 0; i < n; i++) {
   try {
    s = await t.waitFor((s) => btn(s, 'End turn') && s.ships && s.ships.length, 'your turn', 120000);
    await sleep(1000);
    s = await t.fresh();
    // a side tab (Log, second of five), then back to Play
    const hint = s.buttons.find((b) => b.text === 'Hint');
    const tabY = hint.y + hint.h / 2 + 28;
    out.tab.push(await firstChange(page, () => tapAt(page, s.width * 0.3, tabY)));
    await tapAt(page, s.width * 0.1, tabY);
    await sleep(800);
    // an airship's button (the action bar)
    s = await t.fresh();
    const ship = s.ships.find((x) => x.endsWith('(2)')) || s.ships[0];
    const b = btn(s, ship);
    out.airship.push(await firstChange(page, () => tapAt(page, b.x, b.y)));
    s = await greenCells(t);
    // a first tap on a green square: the preview
    const c = s.cells[Math.floor(s.cells.length / 2)];
    out.place.push(await firstChange(page, () => tapAt(page, c.x, c.y)));
    const before = s.actions;
    await tapAt(page, c.x, c.y); // the second tap places it
    for (let k = 0; k < 30; k++) { // (a choice it brought, a theft's, is taken)
      s = await t.fresh();
      if (btn(s, 'End turn')) break;
      const b2 = btn(s, 'Confirm') || (s.choices && s.choices.length && btn(s, s.choices[0]));
      if (b2) await tapAt(page, b2.x, b2.y);
      await sleep(700);
    }
    s = await t.waitFor((s) => btn(s, 'End turn'), 'End turn');
    const e = btn(s, 'End turn');
    out.endTurn.push(await firstChange(page, () => tapAt(page, e.x, e.y)));
    // the outlaws' turn, to its end
    for (let k = 0; k < 60; k++) {
      s = await t.fresh();
      if (btn(s, 'End turn') && !s.outlawsToMove) break;
      const fin = btn(s, 'Finish their turn') || btn(s, 'OK') || btn(s, 'Close');
      if (fin) await tapAt(page, fin.x, fin.y);
      await sleep(1000);
    }
   } catch (e) {
    log(`round ${i + 1} not measured whole: ${e.message.slice(0, 200)}`);
    const c = btn(await t.fresh(), 'Cancel') || btn(await t.fresh(), 'Put down');
    if (c) await tapAt(page, c.x, c.y);
   }
    log(`round ${i + 1}: tab ${out.tab[i]} ms, airship ${out.airship[i]}, place ${out.place[i]}, End turn ${out.endTurn[i]}`);
  }
  console.log(`${url} cpu ${cpu}x, median of ${n} (first changed frame, ms): tab ${median(out.tab)}, airship ${median(out.airship)}, place ${median(out.place)}, End turn ${median(out.endTurn)}`);
  console.log(JSON.stringify(out));
} finally {
  await browser.close();
}
