// Browser test of the decisions of a turn on a small phone (360×640 CSS pixels, touch) in French
// at the Larger text size, every step a tap on the screen (scripts/webtest/run runs it after
// phone.mjs): the Card Dock by two taps (the first tap on the dock makes nothing and puts its
// offers on screen, a tap on one previews it with Confirm on screen, Confirm docks); the Upgrade
// Dock by two taps (previewed, then docked by Confirm; each upgrade offered on screen, a tap on
// one previews it, Confirm buys it); the forge's worker move on screen without scrolling, and
// made by two taps (its green space, Confirm); a hint's Play it on screen without scrolling, and played.
// Each on a new game of its own, from its first turn. First, the loading bar of the page's first
// visit: its percentage is the compressed bytes received against the compressed size.
// Each decision must be on the screen without scrolling anything. The page is opened with a
// fixed seed, so the position is the same on every run. Any crash of the app fails it.
//
//   node decisions.mjs URL OUTDIR
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { launch, phone, Tester, log, sleep } from './lib.mjs';

const url = process.argv[2] || 'http://127.0.0.1:8080/';
const outDir = process.argv[3] || 'webtest-out';
const find = Tester.find;
const SEED = 441847;

// the app's words in French (its own translation files) and the docks' offers (its board)
const frWords = JSON.parse(fs.readFileSync(new URL('../../ui/text/translations/fr.json', import.meta.url), 'utf8'));
const w = (key) => (typeof frWords[key] === 'string' ? frWords[key] : key);
const boardFile = JSON.parse(fs.readFileSync(new URL('../../assets/board.json', import.meta.url), 'utf8'));
const docks = (boardFile.board || boardFile).docks;
const CARD_DOCK = docks.findIndex((d) => d.kind === 'card');
const UPGRADE_DOCK = docks.findIndex((d) => d.kind === 'upgrade');

// seen fails unless the button is whole on the screen, seen without scrolling anything.
function seen(s, text, what) {
  const b = s.buttons.find((b) => b.text === text && !b.hidden);
  if (!b || b.disabled || b.y - b.h / 2 < -0.5 || b.y + b.h / 2 > s.height + 0.5 || b.x - b.w / 2 < -0.5 || b.x + b.w / 2 > s.width + 0.5) {
    const any = s.buttons.find((b) => b.text === text);
    throw new Error(`${what}: "${text}" is not on the screen without scrolling (${any ? JSON.stringify(any) : 'no such button'}); buttons: ${s.buttons.filter((b) => !b.hidden).map((b) => b.text || b.icon).join(' | ')}`);
  }
  return b;
}

// settled waits a moment and returns a state published after it.
async function settled(t, ms = 500) {
  await sleep(ms);
  return t.fresh();
}

// dockInView zooms the board out until the dock (0-based) is in the board's view.
async function dockInView(t, dock) {
  let s = await t.fresh();
  for (let i = 0; i < 8 && s.docks && s.docks[dock].hidden && s.zoom > 1; i++) {
    const z = s.zoom;
    await t.tapIcon('zoom-out');
    s = await t.waitFor((s) => s.zoom < z, 'the board zoomed out');
    s = await settled(t, 300);
  }
  if (!s.docks || s.docks[dock].hidden) throw new Error(`dock ${dock + 1} is not in the board's view at ${s.zoom}×`);
  return s;
}

// choose takes the pending choices (a dock's: each previewed first, then Confirm) and what the
// move left under way, until End turn or the outlaws.
async function finishTurnsMove(t) {
  let s = await t.fresh();
  for (let i = 0; i < 12 && !s.outlawsToMove; i++) {
    if (s.preview && find(s, w('Confirm'))) {
      const before = s.hash;
      await t.tapButton(w('Confirm'), { noScroll: true });
      await t.waitFor((x) => x.hash !== before, 'Confirm taken');
    } else if (s.choices && s.choices.length) {
      const before = s.hash;
      await t.tapButton(s.choices[0]);
      await t.waitFor((x) => x.hash !== before || (x.preview && x.preview.length), 'the choice taken or previewed');
    } else {
      const done = ['Finish forging', 'Finish collecting', 'Skip this', 'Done'].map(w).find((d) => s.buttons.some((b) => b.text === d && !b.disabled));
      if (!done) return s;
      const before = s.hash;
      await t.tapButton(done);
      await t.waitFor((x) => x.hash !== before, `${done} taken`);
    }
    s = await settled(t, 300);
  }
  return s;
}

// endTurn ends your turn and lets the outlaws play theirs to its end.
async function endTurn(t) {
  let s = await finishTurnsMove(t);
  const turn = s.turn;
  await t.tapButton(w('End turn'), { noScroll: true });
  s = await t.waitFor((s) => s.outlawsToMove || s.turn > turn, "the outlaws' turn", 10000).catch(() => null);
  if (!s) { // (a turn without a main action asks again)
    await t.tapButton(w('End turn'), { noScroll: true });
    s = await t.waitFor((s) => s.outlawsToMove || s.turn > turn, "the outlaws' turn");
  }
  for (let i = 0; i < 40; i++) {
    s = await t.fresh();
    if (!s.outlawsToMove && s.turn > turn && (s.ships || []).length + s.buttons.filter((b) => b.text === w('End turn')).length > 0) break;
    const b = [w('Finish their turn'), w('Next step')].find((x) => find(s, x));
    if (b) await t.tapButton(b, { noScroll: true });
    else if (s.choices && s.choices.length) await t.tapButton(s.choices[0]); // (a theft: what you hand over)
    await sleep(400);
  }
  s = await t.waitFor((s) => !s.outlawsToMove && s.turn > turn, 'your next turn');
  log(`turn ${s.turn}: yours`);
  return settled(t);
}

// cardDock: an airship in hand, a first tap on the Card Dock docks nothing and puts its offers
// on screen; a tap on the second previews it (nothing made, Confirm on screen); Cancel goes back
// to the offers; the first previewed the same way, and Confirm docks.
async function cardDock(t) {
  let s = await t.fresh();
  await t.tapButton(s.ships[0], { noScroll: true });
  s = await dockInView(t, CARD_DOCK);
  const n = s.actions;
  const d = s.docks[CARD_DOCK];
  await t.page.touchscreen.tap(d.x, d.y);
  s = await settled(t, 800);
  if (s.actions !== n) throw new Error('a first tap on the Card Dock docked the airship');
  const offers = docks[CARD_DOCK].offers.map((o) => o.text.fr);
  for (const o of offers) seen(s, o, 'the Card Dock tapped');
  log(`the Card Dock tapped: its ${offers.length} offers on screen`);
  await t.shot('phone-card-dock');
  await t.tapButton(offers[1], { noScroll: true });
  s = await t.waitFor((s) => (s.preview && s.preview.length) || s.actions !== n, 'the preview of an offer');
  s = await settled(t);
  if (s.actions !== n) throw new Error('a tap on an offer of the Card Dock docked at once: no preview first');
  seen(s, w('Confirm'), 'an offer previewed');
  log(`an offer previewed: ${s.preview.join(' | ')}`);
  await t.shot('phone-card-dock-preview');
  // Cancel: back to the offers; the first (free) previewed, and made by Confirm
  await t.tapButton(w('Cancel'), { noScroll: true });
  s = await t.waitFor((s) => !s.preview, 'the preview taken back');
  s = await settled(t);
  for (const o of offers) seen(s, o, 'the Card Dock after Cancel');
  await t.tapButton(offers[0], { noScroll: true });
  s = await t.waitFor((s) => s.preview && s.preview.length, 'the preview of the first offer');
  s = await settled(t);
  if (s.actions !== n) throw new Error('a tap on an offer of the Card Dock docked at once: no preview first');
  seen(s, w('Confirm'), 'the first offer previewed');
  await t.tapButton(w('Confirm'), { noScroll: true });
  s = await t.waitFor((s) => s.actions === n + 1, 'docked by Confirm');
  log('Confirm docked the airship at the Card Dock');
  // what the dock asks next (how to pay: a choice of a dock, previewed too)
  s = await settled(t);
  if (s.choices && s.choices.length) {
    for (const c of s.choices) seen(s, c, "the dock's choice");
    await t.tapButton(s.choices[0], { noScroll: true });
    s = await settled(t);
    if (s.actions !== n + 1) throw new Error("a tap on the dock's choice made it at once: no preview first");
    seen(s, w('Confirm'), "the dock's choice previewed");
    await t.tapButton(w('Confirm'), { noScroll: true });
    await t.waitFor((s) => s.actions === n + 2, "the dock's choice made by Confirm");
    log("the dock's choice previewed, then made by Confirm");
  }
}

// upgradeDock: an airship in hand, a first tap on the Upgrade Dock previews it (nothing made,
// Confirm on screen); Confirm docks; every upgrade offered is on screen, a tap on one previews it
// (nothing bought, Confirm on screen), Confirm buys it.
async function upgradeDock(t) {
  let s = await t.fresh();
  for (const ship of s.ships) {
    await t.tapButton(ship, { noScroll: true });
    s = await dockInView(t, UPGRADE_DOCK);
    const n = s.actions;
    const d = s.docks[UPGRADE_DOCK];
    await t.page.touchscreen.tap(d.x, d.y);
    s = await settled(t, 800);
    if (s.actions !== n) throw new Error('a first tap on the Upgrade Dock docked the airship');
    if (!(s.preview && s.preview.length)) { // not this airship: put it down, try the next
      log(`the ${ship} cannot dock at the Upgrade Dock here`);
      await t.tapButton(w('Put down'), { noScroll: true });
      continue;
    }
    seen(s, w('Confirm'), 'the Upgrade Dock previewed');
    log(`the Upgrade Dock previewed: ${s.preview.join(' | ')}`);
    await t.tapButton(w('Confirm'), { noScroll: true });
    s = await t.waitFor((s) => s.actions === n + 1 && s.choices && s.choices.length, 'docked by Confirm, the upgrades offered');
    s = await settled(t);
    for (const c of s.choices) seen(s, c, 'the upgrades offered');
    await t.tapButton(s.choices[0], { noScroll: true });
    s = await t.waitFor((s) => (s.preview && s.preview.length) || s.actions !== n + 1, 'the preview of an upgrade');
    s = await settled(t);
    if (s.actions !== n + 1) throw new Error('a tap on an upgrade bought it at once: no preview first');
    seen(s, w('Confirm'), 'an upgrade previewed');
    log(`an upgrade previewed: ${s.preview.join(' | ')}`);
    await t.tapButton(w('Confirm'), { noScroll: true });
    await t.waitFor((s) => s.actions === n + 2, 'the upgrade bought by Confirm');
    log('Confirm bought it');
    return;
  }
  throw new Error(`no airship can dock at the Upgrade Dock on turn ${s.turn} (seed ${SEED})`);
}

// forgeWorker: Forge by two taps, then "Move a worker (1 gold)" on screen without scrolling, a
// worker's move by two taps (its green space, then Confirm).
async function forgeWorker(t) {
  let s = await t.fresh();
  const n = s.actions;
  await t.tapButton(w('Forge'), { noScroll: true });
  s = await t.waitFor((s) => s.preview && s.preview.length, 'the preview of the forge');
  await t.tapButton(w('Confirm'), { noScroll: true });
  s = await t.waitFor((s) => s.actions > n && !s.preview, 'the forge made by Confirm');
  s = await settled(t);
  const move = s.buttons.map((b) => b.text).find((x) => x && x.startsWith(w('Move a worker ({{.Cost}})').split(' (')[0]));
  if (!move) throw new Error(`no worker move after the forge (seed ${SEED}): ${s.buttons.map((b) => b.text).join(' | ')}`);
  seen(s, move, 'the forge');
  for (const p of s.pieces || []) seen(s, p, "the forge's pieces");
  log(`after the forge: "${move}" and ${(s.pieces || []).length} pieces on screen`);
  await t.shot('phone-forge');
  await t.tapButton(move, { noScroll: true });
  s = await t.cellsInView('green spaces for the worker');
  const m = s.actions, cell = s.cells[0];
  await t.page.touchscreen.tap(cell.x, cell.y);
  s = await t.waitFor((s) => s.preview && s.preview.length, "the preview of the worker's move");
  s = await settled(t);
  if (s.actions !== m) throw new Error("a first tap on a green space moved the worker: no preview first");
  seen(s, w('Confirm'), "the worker's move previewed");
  await t.shot('phone-forge-worker');
  await t.tapButton(w('Confirm'), { noScroll: true });
  await t.waitFor((s) => s.actions > m, 'the worker moved by Confirm');
  log("the worker's move previewed, then made by Confirm");
}

// hintPlayed: Hint, then its Play it on screen without scrolling; a tap plays it.
async function hintPlayed(t) {
  let s = await t.fresh();
  const h = s.hash;
  await t.tapButton(w('Hint'), { noScroll: true });
  s = await t.waitFor((s) => s.buttons.some((b) => b.text === w('Play it')), 'the hint');
  s = await settled(t);
  seen(s, w('Play it'), 'the hint');
  await t.shot('phone-hint');
  await t.tapButton(w('Play it'), { noScroll: true });
  await t.waitFor((s) => s.hash !== h, 'the hint played');
  log('the hint: Play it on screen, and played');
}

// loadingBar: the page's loading bar counted the compressed bytes received (window.wmLoad: each
// percentage shown, with the bytes of the app unpacked then): the first pct % of the compressed
// copy served (WEB_OUT/app.wasm.br or .gz) unpack to no more bytes than had come out when pct % was
// shown, and pct + 3 % to no fewer (the bar neither ran ahead of the bytes received nor lagged);
// the copy is the one the server sent (brotli, or gzip where the browser asks for it alone).
// (Before, it showed the share of the app's raw size unpacked: up to 6 points ahead.)
async function loadingBar(t) {
  const steps = await t.page.evaluate(() => window.wmLoad || null);
  if (!steps || steps.length < 10) throw new Error(`the loading bar recorded ${steps ? steps.length : 'no'} steps (window.wmLoad)`);
  const copy = await t.page.evaluate(() => window.wmLoadCopy || '');
  if (copy !== 'br' && copy !== 'gzip') throw new Error(`the loading bar counted no compressed copy (${copy || 'none'})`);
  const data = fs.readFileSync(path.join(process.env.WEB_OUT || '/tmp/wm-web', copy === 'br' ? 'app.wasm.br' : 'app.wasm.gz'));
  const unpack = (n) => new Promise((resolve) => {
    const z = copy === 'br' ? zlib.createBrotliDecompress() : zlib.createGunzip();
    let got = 0;
    z.on('data', (b) => { got += b.length; });
    z.on('error', () => resolve(got));
    z.on('end', () => resolve(got));
    z.end(data.subarray(0, n));
  });
  let checked = 0;
  for (const [pct, got] of steps) {
    if (pct <= 0 || pct >= 100 || pct % 7 !== 0) continue; // (a sample of the steps)
    const at = await unpack(Math.floor((data.length * pct) / 100));
    if (at > got) throw new Error(`the loading bar showed ${pct}% with ${got} bytes of the app out; ${pct}% of the compressed copy gives ${at}: ahead of the bytes received`);
    const after = await unpack(Math.floor((data.length * (pct + 3)) / 100));
    if (after < got) throw new Error(`the loading bar showed ${pct}% with ${got} bytes of the app out; ${pct + 3}% of the compressed copy gives only ${after}: behind`);
    checked++;
  }
  if (checked < 5) throw new Error(`the loading bar: only ${checked} steps checked: ${JSON.stringify(steps)}`);
  log(`the loading bar: ${checked} of its ${steps.length} steps checked against the ${copy} copy (${data.length} bytes)`);
}

// frenchGame opens the page in a browser context of its own (its storage empty; on the first,
// the loading bar of a first visit is checked, a failure added to failed), chooses French
// and Larger text in the settings and sets a new game up by taps (the page's seed): its first
// choices, its starting scaffolds by two taps each.
async function frenchGame(browser, first, failed) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.emulate(phone(360, 640));
  const t = new Tester(page, url, outDir);
  await t.open(`&seed=${SEED}`, first);
  if (first) {
    try {
      await loadingBar(t);
      log('the loading bar: passed');
    } catch (e) {
      failed.push(`the loading bar: ${e.message}`);
      console.error(`FAILED: the loading bar: ${e.message}`);
    }
  }
  await t.tapButton('Settings');
  await t.tapButton('Français');
  await t.waitFor((s) => s.buttons.some((b) => b.text === w('Larger')), 'the settings in French');
  await t.tapButton(w('Larger'));
  await sleep(1200);
  await t.tapButton(w('Back'));
  await t.waitFor((s) => s.screen === 'home', 'home in French');
  await t.tapButton(w('New game'));
  await t.tapButton(w('Start'));
  let s = await t.waitFor((s) => s.screen === 'game' && s.setup, 'the new game');
  for (let guard = 0; s.setup && guard < 20; guard++) {
    const before = s.hash;
    if (s.choices && s.choices.length) {
      await t.tapButton(s.choices[0]);
    } else if (s.pieces && s.pieces.length) {
      if (!s.allCells) await t.tapButton(s.pieces[0]);
      s = await t.cellsInView('squares to build on');
      await t.page.touchscreen.tap(s.cells[0].x, s.cells[0].y);
      s = await t.waitFor((s) => s.ghost, 'the piece shown');
      await t.page.touchscreen.tap(s.ghost.x, s.ghost.y);
    } else {
      throw new Error('the setup waits for something the test does not know: ' + JSON.stringify(s));
    }
    s = await t.waitFor((s) => s.hash !== before, 'the setup step taken');
  }
  await settled(t);
  log('360×640, French, Larger text: a new game set up');
  return { t, context };
}

// Each decision is checked on a game of its own, from its first turn (the page's seed), so that
// each fails or passes by itself; the first game's page checks the loading bar of a first visit.
async function main() {
  const browser = await launch();
  const failed = [];
  const checks = [['the Card Dock', cardDock], ['the Upgrade Dock', upgradeDock], ["the forge's worker move", forgeWorker], ["a hint's Play it", hintPlayed]];
  try {
    for (const [i, [name, check]] of checks.entries()) {
      let g = null;
      try {
        g = await frenchGame(browser, i === 0, failed);
        await check(g.t);
        g.t.alive(name);
        log(`${name}: passed`);
      } catch (e) {
        failed.push(`${name}: ${e.message}`);
        console.error(`FAILED: ${name}: ${e.message}`);
        if (g) {
          await g.t.shot(`decisions-failure-${i}`).catch(() => {});
          console.error('last state:', JSON.stringify(await g.t.state().catch(() => null)).slice(0, 3000));
        }
      } finally {
        if (g) await g.context.close().catch(() => {});
      }
    }
  } finally {
    await browser.close();
  }
  if (failed.length) throw new Error(failed.join('\n'));
}

main().then(() => {
  console.log('decisions test: the loading bar and 4 decisions passed');
}).catch((e) => {
  console.error('DECISIONS TEST FAILED:', e.message);
  process.exit(1);
});
