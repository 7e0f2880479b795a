// Browser test of the web build, on Chromium at a phone's size (390×844 CSS pixels, touch):
// the home screen, a new game set up and an airship placed by taps, a reload in the middle of
// the turn, an outlaw turn, a reload and Continue to the same position, a named save loaded
// after a reload, exported (a download) and imported (the file chooser), a companion game resumed after a reload, and a start without a network. The page is opened with "?test" so that the app publishes where its
// buttons are (window.wmState, see ui/webtest.go); every action is a tap on the screen.
//
//   node test.mjs URL OUTDIR      (scripts/webtest/run builds, serves and runs it)
import puppeteer from 'puppeteer-core';
import fs from 'node:fs';
import path from 'node:path';

const url = process.argv[2] || 'http://127.0.0.1:8080/';
const outDir = process.argv[3] || 'webtest-out';
const chrome = process.env.CHROMIUM || '/usr/bin/chromium';
fs.mkdirSync(outDir, { recursive: true });

const phone = {
  viewport: { width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true, isLandscape: false },
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
};

let page, browser;
const timings = {};
const log = (...a) => console.log(new Date().toISOString().slice(11, 19), ...a);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function state() {
  const s = await page.evaluate(() => window.wmState || null);
  return s ? JSON.parse(s) : null;
}

async function waitFor(pred, what, ms = 30000) {
  const t0 = Date.now();
  let s = null;
  while (Date.now() - t0 < ms) {
    s = await state();
    if (s && pred(s)) return s;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}; last state: ${JSON.stringify(s)}`);
}

// replaceAsked: a game Continue would bring back (here the autosave) is never replaced without
// a question; it must be asked, and Replace it opens the game chosen.
async function replaceAsked(what) {
  let s = await waitFor((s) => s.screen === 'game' || findButton(s, 'Replace it'), what);
  if (!findButton(s, 'Replace it')) throw new Error(`${what}: the game in the autosave was replaced without a question`);
  await tapButton('Replace it');
  return waitFor((s) => s.screen === 'game', what);
}

// cellsInView waits for green squares and, on the zoomed phone board, zooms out until some are
// in view (wmState lists the squares in view; allCells counts them all).
async function cellsInView(what) {
  let s = await waitFor((s) => s.allCells > 0, what);
  await sleep(300);
  s = await waitFor(() => true, what);
  for (let i = 0; i < 8 && !(s.cells && s.cells.length) && s.zoom > 1; i++) {
    const b = s.buttons.find((b) => b.icon && b.icon.includes('zoom-out') && !b.disabled);
    await page.touchscreen.tap(b.x, b.y);
    await sleep(500);
    s = await state();
  }
  if (!(s.cells && s.cells.length)) throw new Error(`${what}: none in view at ${s.zoom}×`);
  return s;
}

const findButton = (s, text) => s.buttons.find((b) => b.text === text && !b.disabled && !b.hidden);

// swipe drags a finger from (x, y) by dy, in small steps, as a person scrolls a list.
async function swipe(x, y, dy) {
  await page.touchscreen.touchStart(x, y);
  for (let i = 1; i <= 10; i++) {
    await page.touchscreen.touchMove(x, y + (dy * i) / 10);
    await sleep(16);
  }
  await page.touchscreen.touchEnd();
}

// tapButton taps a button, first scrolling it into sight with the finger when it lies below
// or above the visible part of its list.
async function tapButton(text, ms = 15000) {
  let s = await waitFor((s) => s.buttons.some((b) => b.text === text && !b.disabled), `button "${text}"`, ms);
  for (let i = 0; i < 12 && !findButton(s, text); i++) {
    const b = s.buttons.find((b) => b.text === text);
    const from = Math.min(s.height - 60, Math.max(b.y, s.height * 0.72));
    await swipe(s.width / 2, from, b.y > s.height / 2 ? -150 : 150);
    await sleep(300);
    s = await state();
  }
  const b = findButton(s, text);
  if (!b) throw new Error(`button "${text}" stays out of sight after scrolling: ${JSON.stringify(s.buttons)}`);
  await page.touchscreen.tap(b.x, b.y);
  return s;
}

async function shot(name) {
  const file = path.join(outDir, name + '.png');
  await page.screenshot({ path: file });
  log('screenshot', file);
}

async function openPage(first) {
  const t0 = Date.now();
  await page.goto(url + '?test', { waitUntil: 'domcontentloaded' });
  const s = await waitFor((s) => s.screen === 'home' && findButton(s, 'New game'), 'the home screen', 90000);
  const ms = Date.now() - t0;
  log(`home screen ${ms} ms after opening the page${first ? ' (first visit)' : ''}`);
  return { s, ms };
}

async function main() {
  browser = await puppeteer.launch({
    executablePath: chrome, headless: true,
    args: ['--no-sandbox', '--enable-unsafe-swiftshader', '--use-angle=swiftshader'],
  });
  page = await browser.newPage();
  page.on('console', (m) => { if (!m.text().startsWith('Fyne error:  failed to lookup build')) log('page:', m.text().slice(0, 200)); });
  page.on('pageerror', (e) => log('page error:', e.message));
  await page.emulate(phone);

  // 1. the home screen, in the phone layout
  const first = await openPage(true);
  timings.first = first.ms;
  await page.waitForFunction(() => window.wmShown, { timeout: 10000, polling: 50 }).catch(() => {});
  const shownAs = await page.evaluate(() => window.wmShown || 'nothing');
  if (shownAs !== 'home') throw new Error(`the page reported ${shownAs} shown (window.wmShown), not the home screen`);
  const firstFrom = await page.evaluate(() => window.wmLoadFrom || 'none');
  if (firstFrom !== 'network') throw new Error(`the first visit was loaded as ${firstFrom}, not counted as a download`);
  if (!first.s.mobile || first.s.width !== 390) throw new Error(`not the phone layout: ${JSON.stringify(first.s)}`);
  await shot('home');

  // 2. a new game, set up by taps
  await tapButton('New game');
  await tapButton('Start');
  let s = await waitFor((s) => s.screen === 'game' && s.setup, 'the new game');
  for (let guard = 0; s.setup && guard < 20; guard++) {
    const before = s.hash;
    if (s.choices && s.choices.length) {
      log('choose', s.choices[0]);
      await tapButton(s.choices[0]);
    } else if (s.pieces && s.pieces.length) {
      if (!s.allCells) { // no piece in hand yet
        log('pick', s.pieces[0]);
        await tapButton(s.pieces[0]);
      }
      s = await cellsInView('squares to build on');
      log('build');
      await page.touchscreen.tap(s.cells[0].x, s.cells[0].y);
      // a first tap shows the piece there, a tap on it builds (one tap when it was there already)
      s = await waitFor((s) => s.ghost || s.hash !== before, 'the ghost of the piece');
      if (s.hash === before) await page.touchscreen.tap(s.ghost.x, s.ghost.y);
    } else {
      throw new Error('setup waits for something the test does not know: ' + JSON.stringify(s));
    }
    s = await waitFor((s) => s.hash !== before, 'the setup step to be taken');
  }
  log(`setup done: turn ${s.turn}`);

  // 3. an airship placed with taps: its button, then a green square of the board
  const ship = s.ships.includes('Blimp (2)') ? 'Blimp (2)' : s.ships[0];
  log('place', ship);
  await tapButton(ship);
  s = await cellsInView(`green squares for the ${ship}`);
  const placed = s.actions;
  const cell = s.cells[Math.floor(s.cells.length / 2)];
  // a first tap may show what the move would do: a second tap on the same square makes it
  await page.touchscreen.tap(cell.x, cell.y);
  s = await waitFor((s) => s.actions > placed, 'the airship on the board', 3000).catch(async () => {
    log('a second tap on the square');
    await page.touchscreen.tap(cell.x, cell.y);
    return waitFor((s) => s.actions > placed, 'the airship on the board');
  });
  log(`airship placed (${s.actions} actions)`);

  // a reload in the middle of the turn: the page saves as it goes (pagehide), Continue gives
  // the airship where it was put
  const midTurn = s;
  await openPage(false);
  await tapButton('Continue');
  s = await waitFor((s) => s.screen === 'game', 'the game after Continue');
  if (s.hash !== midTurn.hash || s.actions !== midTurn.actions) {
    throw new Error(`a reload in the middle of a turn lost it: ${s.actions} actions, want ${midTurn.actions}`);
  }
  log('reload in the middle of the turn: the same position');

  // the rest of your turn: the first choice offered, then End turn
  for (let guard = 0; s.turn === 1 && !s.outlawsToMove && guard < 10; guard++) {
    const before = s.hash;
    if (s.choices && s.choices.length) {
      log('choose', s.choices[0]);
      await tapButton(s.choices[0]);
    } else {
      log('end turn');
      await tapButton('End turn');
    }
    s = await waitFor((s) => s.hash !== before, 'your turn to go on');
  }

  // 4. the outlaws' turn, step by step at the normal pace
  s = await waitFor((s) => s.turn === 2, "the outlaws' turn");
  await sleep(200);
  await shot('mid-game');
  s = await waitFor((s) => s.turn === 3 && !s.outlawsToMove, 'your next turn', 60000);
  log(`outlaws done: turn ${s.turn}, ${s.actions} actions`);
  const saved = s;
  await sleep(500);

  // 5. reload: Continue brings back the same position
  timings.reload = (await openPage(false)).ms;
  await tapButton('Continue');
  s = await waitFor((s) => s.screen === 'game', 'the game after Continue');
  if (s.hash !== saved.hash || s.turn !== saved.turn || s.actions !== saved.actions) {
    throw new Error(`Continue gave another position: turn ${s.turn}, ${s.actions} actions (want ${saved.turn}, ${saved.actions})`);
  }
  log('Continue: the same position after a reload');

  // a named save: Saved games → Save as… → Save (the name offered), a reload, then Load
  await openPage(false);
  await tapButton('Saved games');
  await tapButton('Save as…');
  s = await waitFor((s) => findButton(s, 'Save') && findButton(s, 'Cancel'), 'the Save as dialog');
  const named = s.hash;
  await tapButton('Save');
  s = await waitFor((s) => !findButton(s, 'Cancel'), 'the save to be written');
  if (findButton(s, 'Close')) throw new Error('Save as… showed an error: see failure.png');
  await sleep(300);
  await openPage(false);
  await tapButton('Saved games');
  await tapButton('Load');
  s = await replaceAsked('the loaded save');
  if (s.hash !== named) throw new Error('Load after a reload gave another position than the one saved');
  log('named save: saved, the page reloaded, loaded: the same position');

  // export (a download) and import (the browser's file picker) of that save
  const downloads = path.resolve(outDir, 'downloads');
  fs.mkdirSync(downloads, { recursive: true });
  const cdp = await page.createCDPSession();
  await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads });
  await openPage(false);
  await tapButton('Saved games');
  await tapButton('Export');
  let file = null;
  for (let i = 0; i < 100 && !file; i++) {
    await sleep(100);
    file = fs.readdirSync(downloads).find((f) => f.endsWith('.wmsave'));
  }
  if (!file) throw new Error('Export downloaded no .wmsave file');
  log('exported', file, fs.statSync(path.join(downloads, file)).size, 'bytes');
  await openPage(false);
  const [chooser] = await Promise.all([page.waitForFileChooser({ timeout: 15000 }), tapButton('Import a save…')]);
  await chooser.accept([path.join(downloads, file)]);
  s = await replaceAsked('the imported game');
  if (s.hash !== named) throw new Error('the imported save is another position than the exported one');
  log('import: the exported save, the same position');

  // 6. companion mode: a game started, played a step, resumed after a reload
  await openPage(false);
  await tapButton('Companion mode');
  s = await waitFor((s) => s.companion && s.buttons.some((b) => !b.disabled && b.text !== 'Menu' && b.text !== 'Undo'), 'companion mode');
  // its first step: the starting ability you keep (the first one offered)
  // (below the setup checklist on a phone: tapButton scrolls it into sight)
  const keep = s.buttons.find((b) => !b.disabled && b.text && b.text !== 'Menu' && b.text !== 'Undo');
  log('companion: buttons', s.buttons.map((b) => b.text + (b.hidden ? ' (out of sight)' : '')).join(' | '));
  log('companion: keep', keep.text);
  await tapButton(keep.text);
  // then the one you give the outlaws among the other two (O-SETUP-5)
  s = await waitFor((s) => s.buttons.some((b) => b.text === 'Keep another ability'), 'the outlaws\' ability to choose');
  const others = s.buttons.filter((b) => !b.disabled && b.text && b.text !== keep.text && !['Menu', 'Undo', 'Keep another ability'].includes(b.text) && !b.text.startsWith('Show the log') && !b.text.startsWith('Mirrored game'));
  log('companion: give the outlaws', others[0].text);
  await tapButton(others[0].text);
  s = await waitFor((s) => s.companion && s.companion.actions > 0, 'the companion game to go on');
  await sleep(500);
  await shot('companion');
  const comp = s.companion;
  await openPage(false);
  await tapButton('Companion mode');
  s = await waitFor((s) => s.companion, 'companion mode after a reload');
  if (s.companion.hash !== comp.hash || s.companion.actions !== comp.actions) {
    throw new Error(`the companion game was not resumed: ${JSON.stringify(s.companion)}, want ${JSON.stringify(comp)}`);
  }
  log(`companion game resumed after a reload (${comp.actions} actions)`);

  // the files are in the page's storage, one key each
  const keys = await page.evaluate(() => Object.keys(localStorage).sort());
  log('localStorage keys:', keys.join(' '));
  for (const k of ['wm/autosave.wmsave', 'wm/companion.json']) {
    if (!keys.includes(k)) throw new Error(`no ${k} in the page's storage`);
  }

  // 7. without a network: the service worker starts the app from its copy
  await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return reg.active && reg.active.state;
  });
  const cached = await page.evaluate(async () => {
    const keys = await caches.keys();
    const c = await caches.open(keys.find((k) => k.startsWith('whistle-outlaws-')));
    return (await c.keys()).map((r) => new URL(r.url).pathname);
  });
  log('the service worker keeps', cached.join(' '));
  await page.setOfflineMode(true);
  const offline = await openPage(false);
  if (!findButton(offline.s, 'Continue')) throw new Error('offline: no Continue on the home screen');
  // from the service worker's copy the page hands fetch's own response to the compiler: no
  // script copies the app through a stream of its own (no loading bar's steps), and the
  // browser may reuse the module or the code it compiled for that URL
  const from = await page.evaluate(() => [window.wmLoadFrom || 'none', window.wmLoad ? window.wmLoad.length : 0]);
  if (from[0] !== 'offline copy' || from[1] !== 0) {
    throw new Error(`a start from the service worker's copy was loaded as ${from[0]}, through the page's own stream (${from[1]} steps of the loading bar)`);
  }
  log('the start from the copy: compiled from fetch\'s own response');
  await page.setOfflineMode(false);
  timings.offline = offline.ms;
}

main().then(async () => {
  fs.writeFileSync(path.join(outDir, 'timings.json'), JSON.stringify(timings) + '\n');
  log(`home screen: first visit ${timings.first} ms, reload ${timings.reload} ms, offline ${timings.offline} ms`);
  console.log('web test: 1 passed, 0 failed');
  await browser.close();
}).catch(async (e) => {
  console.error('WEB TEST FAILED:', e.message);
  if (page) await shot('failure').catch(() => {});
  if (browser) await browser.close();
  process.exit(1);
});
