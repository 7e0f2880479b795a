// Browser test of the phone screen, by taps on a touch screen (scripts/webtest/run runs it after
// test.mjs): a finger's first tap on a square previews the move (what it gives and costs, a
// theft warned) with Confirm on screen, the second makes it (a worker's move too, and Forge's
// first tap previews the forge); the rules reference after a game,
// from the game's menu and from home; every text size and theme changed in a game and back; and
// at 360×640 in French at Larger text, nothing wider than the screen. Any crash of the app (a Go
// panic, a WebAssembly trap) fails it.
//
//   node phone.mjs URL OUTDIR
import fs from 'node:fs';
import { launch, phone, Tester, log, sleep } from './lib.mjs';

const url = process.argv[2] || 'http://127.0.0.1:8080/';
const outDir = process.argv[3] || 'webtest-out';
const find = Tester.find;
// the seed of the 390×844 game (?test&seed=): on its second turn an airship can be placed next to
// the outlaws' pieces, so the theft's warning is checked on every run
const SEED = 441847;

// narrow fails when the app's canvas is wider than the page (its content does not fit).
async function fits(t, where) {
  const s = await t.fresh();
  const w = await t.page.evaluate(() => window.innerWidth);
  if (s.width > w + 0.5) throw new Error(`${where}: the app is ${s.width} px wide on a ${w} px screen`);
  const over = await t.page.evaluate(() => document.documentElement.scrollWidth);
  if (over > w + 0.5) throw new Error(`${where}: the page scrolls sideways (${over} px on ${w})`);
  return s;
}

// setupByTaps takes the setup steps: the first choice offered, and each starting scaffold
// built with two taps (the first shows the piece there, with nothing built yet).
async function setupByTaps(t) {
  let s = await t.waitFor((s) => s.screen === 'game' && s.setup && s.zoom > 0, 'the new game');
  // the board opens magnified so that its words are at least 11 px (2.5× at 390×844)
  if (!(s.zoom >= 2.5)) throw new Error(`the phone's board opens at ${s.zoom}×: its words are under 11 px`);
  log(`the board opens at ${s.zoom}× (words ≥ 11 px)`);
  await sleep(500);
  await t.shot('phone-default-zoom');
  for (let guard = 0; s.setup && guard < 20; guard++) {
    const before = s.hash;
    if (s.choices && s.choices.length) {
      await t.tapButton(s.choices[0]);
    } else if (s.pieces && s.pieces.length) {
      await buildByTwoTaps(t, s);
    } else {
      throw new Error('setup waits for something the test does not know: ' + JSON.stringify(s));
    }
    s = await t.waitFor((s) => s.hash !== before, 'the setup step to be taken');
  }
  return s;
}

// buildByTwoTaps builds the first piece offered: the first tap on a square shows the piece
// there (nothing built, Rotate and Flip on screen), the second builds it.
async function buildByTwoTaps(t, s) {
  const before = s.hash;
  if (!s.allCells) await t.tapButton(s.pieces[0]);
  s = await t.cellsInView('squares to build on');
  await t.page.touchscreen.tap(s.cells[0].x, s.cells[0].y);
  s = await t.waitFor((s) => s.ghost || s.hash !== before, 'the ghost of the piece');
  await sleep(400);
  s = await t.fresh();
  if (s.hash !== before) throw new Error('a first tap on a square built the piece: no preview first');
  for (const b of ['Rotate', 'Flip']) {
    if (!s.buttons.some((x) => x.text === b && !x.hidden)) throw new Error(`${b} is not on screen with the ghost: ${JSON.stringify(s.buttons)}`);
  }
  await t.page.touchscreen.tap(s.ghost.x, s.ghost.y);
}

// twoTapPlacement holds an airship and taps a green square: the first tap must preview the
// placement (nothing placed, its lines and Confirm on screen), the second places it. (No
// placement of the first turn can trigger a theft: the outlaws have no piece on the grid yet;
// theftWarned checks the warning on the next turn.)
async function twoTapPlacement(t, s) {
  // the dreadnought (3 squares) is the ship most likely to reach a square of the outlaws'
  const ship = s.ships.find((x) => x.endsWith('(3)')) || s.ships[0];
  await t.tapButton(ship);
  s = await t.cellsInView(`green squares for the ${ship}`);
  const placed = s.actions;
  const cell = s.cells[Math.floor(s.cells.length / 2)];
  await t.page.touchscreen.tap(cell.x, cell.y);
  s = await t.waitFor((s) => s.preview && s.preview.length, 'the preview of the placement');
  await sleep(400);
  s = await t.fresh();
  if (s.actions !== placed) throw new Error('the first tap placed the airship: no preview first');
  const confirm = s.buttons.find((b) => b.text === 'Confirm');
  if (!confirm || confirm.hidden || confirm.y > s.height || confirm.y < 0) {
    throw new Error(`Confirm is not on screen with the preview: ${JSON.stringify(confirm)}`);
  }
  log(`preview before the placement: ${s.preview.join(' | ')}${s.warn ? ' (a warning)' : ''}`);
  await t.shot('phone-preview');
  await t.page.touchscreen.tap(cell.x, cell.y);
  s = await t.waitFor((s) => s.actions > placed, 'the airship placed by the second tap');
  log('the second tap placed the airship');
  return s;
}

// pinch spreads (k > 1) or closes two fingers around a point (Chrome's touch events, two points).
async function pinch(t, x, y, k) {
  const cdp = await t.page.createCDPSession();
  const at = (d) => [{ x: x - d, y, id: 1 }, { x: x + d, y, id: 2 }];
  const d0 = 40;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(d0) });
  for (let i = 1; i <= 8; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(d0 * (1 + (k - 1) * i / 8)) });
    await sleep(30);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

// doubleTap is two taps 150 ms apart at a point, stamped with a person's times (the page may
// handle them later on this loaded machine; the app goes by the events' own times).
async function doubleTap(t, x, y) {
  const cdp = await t.page.createCDPSession();
  const t0 = Date.now() / 1000;
  const ev = (type, dt) => cdp.send('Input.dispatchTouchEvent', {
    type, timestamp: t0 + dt, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] });
  await ev('touchStart', 0);
  await ev('touchEnd', 0.05);
  await ev('touchStart', 0.15);
  await ev('touchEnd', 0.2);
  await cdp.detach();
}

// zoomAndPan: the board opens magnified so that its words are at least 11 px (the default
// zoom, more than 1×); − goes back to the whole board, + magnifies it (a square twice as large
// at 2×), a finger pans it, two fingers pinch it in and out, a double tap where nothing is held
// magnifies it at the finger, and − takes it back to 1×.
async function zoomAndPan(t, ship) {
  // the least distance between two green squares of a row (two neighbours: a row may have gaps)
  const spacing = (s) => {
    const c = s.cells || [];
    let d = 0;
    for (let i = 0; i < c.length; i++) {
      for (let j = i + 1; j < c.length; j++) {
        const dx = Math.abs(c[j].x - c[i].x);
        if (c[j].y === c[i].y && dx > 1 && (d === 0 || dx < d)) d = dx;
      }
    }
    return d;
  };
  let s = await t.waitFor((s) => s.zoom > 0, 'the zoomed board');
  if (!(s.zoom >= 2)) throw new Error(`the phone's board is at ${s.zoom}× after the setup: its words are under 11 px`);
  log(`the board at ${s.zoom}× after the setup`);
  const z0 = s.zoom;
  while (s.zoom > 1) {
    const z = s.zoom;
    await t.tapIcon('zoom-out');
    s = await t.waitFor((s) => s.zoom < z, 'the board zoomed out');
  }
  await t.tapButton(ship); // green squares to measure
  s = await t.waitFor((s) => s.cells && s.cells.length > 1 && s.zoom === 1, 'the board at 1×');
  await sleep(500);
  s = await t.fresh(); // (the action bar has taken the airship's buttons: the layout is settled)
  const d1 = spacing(s), first = s.cells[0];
  await t.tapIcon('zoom-in');
  await t.waitFor((s) => s.zoom === 1.5, 'the board at 1.5×');
  await t.tapIcon('zoom-in');
  s = await t.waitFor((s) => s.zoom === 2 && s.cells && s.cells.length, 'the board at 2×');
  await sleep(300);
  s = await t.fresh();
  const d2 = spacing(s);
  if (!(d1 > 0 && Math.abs(d2 / d1 - 2) < 0.15)) throw new Error(`at 2× the squares are ${d2} px apart, at 1× ${d1}`);
  await t.shot('phone-zoom');
  const before = s.cells[0];
  await t.swipe(s.width / 2, s.height * 0.35, -120); // a finger drags the board up
  await sleep(500);
  s = await t.fresh();
  if (Math.abs(s.cells[0].y - before.y) < 20) throw new Error(`a drag did not pan the zoomed board: ${before.y} → ${s.cells[0].y}`);
  // two fingers: closing them to half their distance goes to 1×, spreading them to 2.5 times
  // goes to 2.5×
  await pinch(t, s.width / 2, s.height * 0.3, 0.5);
  s = await t.waitFor((s) => s.zoom === 1, 'the board pinched in to 1×');
  await pinch(t, s.width / 2, s.height * 0.3, 2.5);
  s = await t.waitFor((s) => s.zoom === 2.5, 'the board pinched out to 2.5×');
  log('pinch: in to 1×, out to 2.5×');
  await t.tapButton('Put down', { noScroll: true }); // the airship back: nothing in hand
  await t.waitFor((s) => !s.allCells, 'nothing in hand');
  await pinch(t, s.width / 2, s.height * 0.3, 0.3);
  s = await t.waitFor((s) => s.zoom === 1, 'the board pinched in to 1× again');
  // a double tap with nothing in hand magnifies one step at the finger
  const x = s.width * 0.6, y = s.height * 0.3;
  await doubleTap(t, x, y);
  s = await t.waitFor((s) => s.zoom === 1.5, 'the board double-tapped to 1.5×');
  log('double tap: 1× to 1.5×');
  await t.tapIcon('zoom-out');
  s = await t.waitFor((s) => s.zoom === 1, 'the board at 1× again');
  await t.tapButton(ship);
  s = await t.waitFor((s) => s.cells && s.cells.length > 1, 'green squares at 1× again');
  await sleep(300);
  s = await t.fresh();
  if (Math.abs(s.cells[0].x - first.x) > 1 || Math.abs(s.cells[0].y - first.y) > 1) throw new Error(`at 1× again the board is not where it was: ${JSON.stringify(first)} → ${JSON.stringify(s.cells[0])}`);
  log(`zoom: ${z0}× after the setup; squares ${d1.toFixed(1)} px apart at 1×, ${d2.toFixed(1)} at 2×; a drag pans the zoomed board`);
}

async function rulesAfterGame(t) {
  // from the game's menu
  await t.tapIcon('menu');
  await t.tapButton('Rules reference');
  let s = await t.waitFor((s) => s.screen === 'rules', 'the rules reference from the game menu');
  await sleep(1500);
  t.alive('the rules reference from the game menu');
  for (let i = 0; i < 3; i++) await t.swipe(195, 600, -300); // read on: more of it drawn
  await sleep(800);
  t.alive('the rules reference scrolled');
  await t.tapButton('Back');
  s = await t.waitFor((s) => s.screen === 'game', 'the game after the rules reference');
  // from home
  await t.tapIcon('menu');
  await t.tapButton('Home');
  s = await t.waitFor((s) => s.screen === 'home', 'home from the game menu');
  await t.tapButton('Rules reference');
  s = await t.waitFor((s) => s.screen === 'rules', 'the rules reference from home');
  await sleep(1500);
  t.alive('the rules reference from home');
  await t.tapButton('Back');
  await t.waitFor((s) => s.screen === 'home', 'home again');
  await t.tapButton('Back to the game');
  await t.waitFor((s) => s.screen === 'game', 'the game again');
  log('rules reference after a game: from the menu and from home');
}

// settingsRoundTrip changes every text size and theme from the game, then puts them back.
async function settingsRoundTrip(t) {
  await t.tapIcon('menu');
  await t.tapButton('Settings');
  await t.waitFor((s) => s.screen === 'settings', 'the settings');
  for (const choice of ['Large', 'Larger', 'Dark', 'Light', 'Standard', 'Follow the system']) {
    await t.tapButton(choice);
    await sleep(800);
    t.alive(`Settings → ${choice}`);
    await fits(t, `Settings → ${choice}`);
    if (choice === 'Larger') {
      await t.tapButton('Back');
      await t.waitFor((s) => s.screen === 'game', 'the game at Larger text');
      await sleep(500);
      await fits(t, 'the game at Larger text');
      await t.shot('phone-larger');
      await t.tapIcon('menu');
      await t.tapButton('Settings');
      await t.waitFor((s) => s.screen === 'settings', 'the settings again');
    }
  }
  await t.tapButton('Back');
  await t.waitFor((s) => s.screen === 'game', 'the game after the settings');
  log('text sizes and themes changed in a game and back');
}

// whole: the button is whole inside the screen (not scrolled out of sight).
const whole = (s, b) => b && !b.hidden && b.y - b.h / 2 >= 0 && b.y + b.h / 2 <= s.height + 0.5 && b.x - b.w / 2 >= 0 && b.x + b.w / 2 <= s.width + 0.5;

// onScreen throws unless the button is whole inside the screen.
function onScreen(s, b, what) {
  if (!whole(s, b)) {
    throw new Error(`${what} is not whole on the ${s.width}×${s.height} screen: ${JSON.stringify(b)}`);
  }
}

// outlawsTurnOnScreen plays the outlaws' turn to its end by taps on the action bar's Next step
// (each step, and a choice it brings, on screen without scrolling), then checks that the next
// turn's decisions (the airships, End turn) are on screen too. words are the buttons' labels
// in the page's language.
async function outlawsTurnOnScreen(t, s, words, shot) {
  const turn = s.turn, theirs = s.outlawsToMove; // (their turn may be over already when this starts)
  for (let i = 0; i < 80 && !s.over && (s.outlawsToMove || (s.choices && s.choices.length)); i++) {
    const before = `${s.hash}/${s.actions}`;
    if (s.choices && s.choices.length) {
      const b = s.buttons.find((x) => x.text === s.choices[0] && !x.hidden) || s.buttons.find((x) => x.text === s.choices[0]);
      onScreen(s, b, `the choice "${s.choices[0]}"`);
      await t.page.touchscreen.tap(b.x, b.y);
    } else {
      // (the Play tab may hold the same buttons, scrolled out of sight: the bar's are the ones on screen)
      const shown = (text) => s.buttons.find((b) => b.text === text && !b.disabled && !b.hidden);
      let next = shown(words.next) || shown(words.finish) || s.buttons.find((b) => b.text === words.next || b.text === words.finish);
      if (!next) { // (a step played at the game's pace, between two)
        await sleep(300);
        s = await t.fresh();
        continue;
      }
      // (the action bar just rebuilt may not be laid out yet, its buttons drawn at the top
      // instead of the screen's foot: a few states later it is)
      for (let k = 0; k < 10 && !(whole(s, next) && next.y > s.height / 2); k++) {
        await sleep(300);
        s = await t.fresh();
        next = shown(words.next) || shown(words.finish) || s.buttons.find((b) => b.text === words.next || b.text === words.finish) || next;
      }
      onScreen(s, next, "the outlaws' next step");
      await t.page.touchscreen.tap(next.x, next.y);
    }
    s = await t.waitFor((x) => `${x.hash}/${x.actions}` !== before || !x.outlawsToMove, "the outlaws' next step taken");
    await sleep(200);
    s = await t.fresh();
  }
  if (s.outlawsToMove) throw new Error(`the outlaws' turn did not end by taps: ${JSON.stringify(s.buttons)}`);
  if (!s.over) {
    s = await t.waitFor((x) => (x.turn > turn || !theirs) && !x.outlawsToMove, 'your next turn');
    // what the outlaws' turn left you to decide (a choice, a piece to build), by taps
    // (a choice to make, or a forge or collection under way: its Finish button; a piece offered
    // beside the airships is optional)
    const doneWords = words.done || english.done.map((k) => say(true, k));
    const pending = (x) => (x.choices && x.choices.length) || x.buttons.some((b) => doneWords.includes(b.text) && !b.disabled);
    for (let i = 0; i < 10 && (!(s.ships && s.ships.length) || pending(s) || s.preview) && !s.over; i++) {
      const before = s.hash;
      if (s.preview && Tester.find(s, words.cancel)) {
        // a tap on the outlaws' last step that landed as the bar turned into yours (Forge under
        // the finger) previews, and makes nothing: taken back
        log(`a late tap previewed: ${s.preview.join(' | ')}; ${words.cancel}`);
        await t.tapButton(words.cancel, { noScroll: true });
        await t.waitFor((x) => !x.preview, 'the preview taken back');
        s = await t.fresh();
        continue;
      }
      if (s.choices && s.choices.length) {
        const b = s.buttons.find((x) => x.text === s.choices[0] && !x.hidden) || s.buttons.find((x) => x.text === s.choices[0]);
        onScreen(s, b, `the choice "${s.choices[0]}"`);
        await t.page.touchscreen.tap(b.x, b.y);
      } else if (pending(s)) {
        await finishUnderWay(t, words);
      } else if (s.pieces && s.pieces.length && !(s.ships && s.ships.length)) {
        await buildByTwoTaps(t, s);
      } else {
        await sleep(300);
        s = await t.fresh();
        continue;
      }
      s = await t.waitFor((x) => x.hash !== before, 'your decision taken');
      await sleep(300);
      s = await t.fresh();
    }
    // your turn's decision: the airships and End turn (or End turn alone when what was left
    // under way was a forge, the turn's main action)
    const endOffered = (x) => x.buttons.some((b) => b.text === words.end && !b.disabled);
    const ready = (x) => ((x.ships && x.ships.length) || endOffered(x)) && !pending(x);
    s = await t.waitFor(ready, 'your airships or End turn');
    await sleep(500);
    s = await t.waitFor(ready, 'your airships or End turn (settled)');
    for (const text of [...(s.ships || []), words.end]) onScreen(s, s.buttons.find((b) => b.text === text && !b.hidden) || s.buttons.find((b) => b.text === text), `"${text}"`);
    if (shot) await t.shot(shot);
  }
  return s;
}

const english = { next: 'Next step', finish: 'Finish their turn', end: 'End turn', cancel: 'Cancel', forge: 'Forge', done: ['Finish forging', 'Finish collecting', 'Skip this', 'Done'] };
const french = { next: 'Étape suivante', finish: 'Finir leur tour', end: 'Finir le tour', cancel: 'Annuler', done: null };

// finishUnderWay ends what your move left under way (a forge, a collection, an effect: the
// action bar's "Finish forging" and the like) until End turn is offered.
async function finishUnderWay(t, words) {
  let s = await t.fresh();
  for (let i = 0; i < 10 && !s.outlawsToMove; i++) {
    if (s.choices && s.choices.length) {
      const before = s.hash;
      await t.tapButton(s.choices[0]);
      await t.waitFor((x) => x.hash !== before, 'the choice taken');
    } else {
      const done = (words.done || english.done.map((k) => say(true, k))).find((d) => Tester.find(s, d) || s.buttons.some((b) => b.text === d && !b.disabled));
      if (!done) return s;
      const before = s.hash;
      log(`under way: ${done}`);
      await t.tapButton(done);
      await t.waitFor((x) => x.hash !== before, `${done} taken`);
    }
    await sleep(300);
    s = await t.fresh();
  }
  return s;
}

// theftWarned: on the next turn (the outlaws' airships now on the grid), the airship held and a
// first tap on a square next to an outlaw airship or worker (the app lists them: wmState.theft)
// previews the move with the theft's warning and its rule in words (O-THEFT-1a), nothing placed; Cancel
// takes it back. The page's seed (SEED) makes the position the same on every run.
async function theftWarned(t) {
  const before = (await finishUnderWay(t, english)).turn;
  await t.tapButton(english.end);
  let s = await t.waitFor((s) => s.outlawsToMove || s.turn > before, "the outlaws' turn");
  s = await outlawsTurnOnScreen(t, s, english, null);
  s = await t.waitFor((s) => s.ships && s.ships.length && !s.outlawsToMove, 'your airships on your next turn');
  for (const ship of s.ships) {
    await t.tapButton(ship);
    s = await t.waitFor((s) => s.allCells > 0, `green squares for the ${ship}`);
    while (s.zoom > 1) { // every square in view
      const z = s.zoom;
      await t.tapIcon('zoom-out');
      s = await t.waitFor((s) => s.zoom < z, 'the board zoomed out');
    }
    await sleep(400);
    s = await t.fresh();
    if (s.theft && s.theft.length) {
      const c = s.theft[0], actions = s.actions;
      await t.page.touchscreen.tap(c.x, c.y);
      s = await t.waitFor((s) => s.preview && s.preview.length, 'the preview of the theft');
      await sleep(300);
      s = await t.fresh();
      if (s.actions !== actions) throw new Error('a first tap next to the outlaws placed the airship: no preview first');
      // (the rule in words: a player has no rule ids at hand)
      const whys = Object.keys(enWords).filter((k) => k.startsWith('preview.theft_why')).map((k) => enWords[k]);
      const rule = s.preview.find((l) => whys.some((w) => l.includes(w)));
      if (!s.warn || !rule) throw new Error(`no theft warned, or without why: ${s.preview.join(' | ')}`);
      onScreen(s, s.buttons.find((b) => b.text === 'Confirm'), 'Confirm');
      log(`turn ${s.turn}, the ${ship}: the theft warned before the move: ${rule}`);
      await t.shot('phone-theft');
      await t.tapButton('Cancel', { noScroll: true });
      await t.waitFor((s) => !s.preview, 'the preview taken back');
      await t.tapButton('Put down', { noScroll: true });
      return t.waitFor((s) => !s.allCells, 'nothing in hand');
    }
    await t.tapButton('Put down', { noScroll: true });
    await t.waitFor((s) => !s.allCells, 'nothing in hand');
  }
  throw new Error(`turn ${s.turn}: no square of any airship triggers a theft (seed ${SEED}): choose another seed`);
}

// forgeAndMoveAWorker: Forge by two taps (the first previews the forge, your airships coming
// home, and makes nothing; Confirm makes it), then a worker's move by two taps on a green space
// (the first previews the move and its cost, nothing moved; the second moves it); the forge is
// then finished. The page's seed (SEED) leaves you the gold a move costs on this turn.
async function forgeAndMoveAWorker(t) {
  let s = await t.fresh();
  const n = s.actions;
  await t.tapButton(english.forge, { noScroll: true });
  s = await t.waitFor((s) => s.preview && s.preview.length, 'the preview of the forge');
  await sleep(400);
  s = await t.fresh();
  if (s.actions !== n) throw new Error('a first tap on Forge forged: no preview first');
  onScreen(s, s.buttons.find((b) => b.text === 'Confirm' && !b.hidden), 'Confirm');
  log(`Forge previewed: ${s.preview.join(' | ')}`);
  await t.tapButton('Confirm', { noScroll: true });
  s = await t.waitFor((s) => s.actions > n && !s.preview, 'the forge made by Confirm');
  s = await t.waitFor((s) => s.buttons.some((b) => b.text && b.text.startsWith('Move a worker') && !b.disabled),
    `Move a worker after the forge (seed ${SEED})`);
  // (the Play panel holds it, under the forge's pieces: scrolled into sight by a finger on the
  // panel, above the action bar)
  const move = s.buttons.find((b) => b.text && b.text.startsWith('Move a worker')).text;
  const hint = s.buttons.find((b) => b.text === 'Hint');
  const top = hint.y + hint.h / 2 + 50; // (under the tabs' row)
  const barTop = Math.min(...s.buttons.filter((b) => !b.hidden && b.y > top).map((b) => b.y - b.h / 2));
  for (let i = 0; i < 8 && !find(s, move); i++) {
    await t.swipe(s.width / 2, (top + barTop) / 2 + (barTop - top) * 0.3, -(barTop - top) * 0.6);
    await sleep(400);
    s = await t.fresh();
  }
  await t.tapButton(move, { noScroll: true });
  s = await t.cellsInView('green spaces for the worker');
  const m = s.actions, cell = s.cells[0];
  await t.page.touchscreen.tap(cell.x, cell.y);
  s = await t.waitFor((s) => s.preview && s.preview.length, "the preview of the worker's move");
  await sleep(400);
  s = await t.fresh();
  if (s.actions !== m) throw new Error("a first tap on a green space moved the worker: no preview first");
  onScreen(s, s.buttons.find((b) => b.text === 'Confirm' && !b.hidden), 'Confirm');
  log(`the worker's move previewed: ${s.preview.join(' | ')}`);
  await t.shot('phone-worker');
  await t.page.touchscreen.tap(cell.x, cell.y);
  await t.waitFor((s) => s.actions > m, 'the worker moved by the second tap');
  log('the second tap moved the worker');
  await sleep(300);
  return finishUnderWay(t, english);
}

// the app's words, by their key (the app's own translation files)
const enWords = JSON.parse(fs.readFileSync(new URL('../../ui/text/translations/en.json', import.meta.url), 'utf8'));
const frWords = JSON.parse(fs.readFileSync(new URL('../../ui/text/translations/fr.json', import.meta.url), 'utf8'));
const say = (fr, key) => (fr && typeof frWords[key] === 'string' ? frWords[key] : key);

// companionMenu opens companion mode from home and reaches every item of its menu by taps
// (scrolled into sight with a finger where the screen is short): each opens (a page, a sheet
// with its content at the top) and closes again, and Back leaves to home. (The deck file's
// item opens the phone's file chooser: it is reached, not tapped.)
async function companionMenu(t, fr) {
  const w = (k) => say(fr, k);
  await t.tapButton(w('Companion mode'));
  await t.waitFor((s) => s.buttons.some((b) => b.text === w('Menu')), 'companion mode');
  const items = ['New companion game', "Mirrored game on the app's board", 'My printed outlaw cards',
    'Setup instructions', 'Machine yields (for the airships)', 'Report a correction'];
  for (const item of items) {
    await t.tapButton(w('Menu'));
    await t.waitFor((s) => s.buttons.some((b) => b.text === w(item)), `the companion menu (${item})`);
    await t.tapButton(w(item));
    await sleep(800);
    t.alive(`companion menu → ${item}`);
    let s = await fits(t, `companion menu → ${item}`);
    const close = [w('Close'), w('Back'), w('No'), w('Cancel')].find((c) => s.buttons.some((b) => b.text === c && !b.disabled));
    if (!close) throw new Error(`companion menu → ${item}: nothing to close it with: ${JSON.stringify(s.buttons)}`);
    const first = s.buttons.filter((b) => !b.hidden).map((b) => b.text || b.icon).slice(0, 4).join(' | ');
    // a sheet's Close (beside its title) and its Start are in sight as it opens, without scrolling
    if (item === "Mirrored game on the app's board") {
      const opened = (s) => s.buttons.some((b) => b.text === w('Start a mirrored game'));
      if (!opened(s) && s.buttons.some((b) => b.text === w(item))) {
        // the menu still shows, the sheet not: on a loaded machine the tap can come before
        // the menu takes taps; said in the log, and tapped once more
        log(`companion menu → ${item}: the menu still shows after the tap; tapped again`);
        await t.tapButton(w(item));
      }
      s = await t.waitFor(opened, `companion menu → ${item}: the sheet`, 15000);
      if (!find(s, w('Start a mirrored game'))) throw new Error(`companion menu → ${item}: its Start is out of sight`);
    }
    if (close === w('Close') && !find(s, close)) throw new Error(`companion menu → ${item}: its Close is out of sight`);
    {
      log(`companion menu → ${item}: opens (${first}); closed with ${close}`);
      await t.tapButton(close);
    }
    await t.waitFor((s) => s.buttons.some((b) => b.text === w('Menu') && !b.hidden), `companion mode after ${item}`);
  }
  await t.tapButton(w('Menu'));
  const load = 'Load an outlaw deck file (the app shuffles it)';
  await t.waitFor((s) => s.buttons.some((b) => b.text === w(load)), 'the companion menu');
  // reached, scrolled into sight, not opened: the deck file (the phone's file chooser)
  for (const item of [load, 'Back']) {
    const s = await t.waitFor((s) => s.buttons.some((b) => b.text === w(item)), `the menu's ${item}`);
    for (let i = 0; i < 12 && !find(await t.state(), w(item)); i++) {
      const b = (await t.state()).buttons.find((b) => b.text === w(item));
      await t.swipe(s.width / 2, Math.min(s.height - 60, Math.max(b.y, s.height * 0.72)), b.y > s.height / 2 ? -150 : 150);
      await sleep(300);
    }
    if (!find(await t.state(), w(item))) throw new Error(`the companion menu's "${item}" cannot be scrolled into sight`);
  }
  await t.tapButton(w('Back'));
  await t.waitFor((s) => s.screen === 'home', 'home after companion mode');
  log(`companion menu at ${(await t.state()).width} px: every item reached`);
}

let current = null; // the tester of the page under test (a failure's screenshot)

async function main() {
  const browser = await launch();
  try {
    // 390×844: the two-tap preview, the rules reference after a game, the settings
    let page = await browser.newPage();
    await page.emulate(phone(390, 844));
    let t = current = new Tester(page, url, outDir);
    await t.open('', true);
    await page.evaluate(() => localStorage.clear());
    await t.open(`&seed=${SEED}`);
    await t.tapButton('New game');
    await t.tapButton('Start');
    let s = await setupByTaps(t);
    log('setup by taps, each scaffold previewed before it was built');
    await zoomAndPan(t, s.ships[0]);
    s = await twoTapPlacement(t, await t.fresh());
    await theftWarned(t);
    await forgeAndMoveAWorker(t);
    await rulesAfterGame(t);
    await settingsRoundTrip(t);
    await t.tapIcon('menu');
    await t.tapButton('Home');
    await t.waitFor((s) => s.screen === 'home', 'home');
    await companionMenu(t, false);
    await page.close();

    // 360×640, French, Larger text: a game screen that fits
    page = await browser.newPage();
    await page.emulate(phone(360, 640));
    t = current = new Tester(page, url, outDir);
    await t.open();
    await t.tapButton('Settings');
    await t.tapButton('Français');
    await t.waitFor((s) => s.buttons.some((b) => b.text === 'Retour'), 'the settings in French');
    await t.waitFor((s) => find(s, 'Plus grand') || s.buttons.some((b) => b.text === 'Plus grand'), 'the settings in French');
    await t.tapButton('Plus grand');
    await sleep(1200);
    t.alive('Plus grand');
    await fits(t, 'the French settings at Larger text');
    await t.tapButton('Retour');
    await t.waitFor((s) => s.screen === 'home', 'home in French');
    await t.tapButton('Continuer');
    s = await t.waitFor((s) => s.screen === 'game', 'the game in French');
    await sleep(800);
    await fits(t, 'the French game at Larger text, 360 px');
    await t.shot('phone-fr-larger-360');
    // the turn's decision on screen without scrolling (under "since you left"): End turn in
    // the action bar
    s = await t.fresh();
    const end = s.buttons.find((b) => b.text === 'Finir le tour');
    if (!end || end.hidden || end.y + end.h / 2 > s.height) throw new Error(`End turn is not on screen at 360×640: ${JSON.stringify(end)}`);
    const turn0 = s.turn;
    await t.tapButton('Finir le tour', { noScroll: true });
    // (a turn without a main action asks for a second tap on Finir le tour: the game of the
    // 390×844 page, continued here, took none on its last turn)
    s = await t.waitFor((s) => s.outlawsToMove || s.turn > turn0, "the outlaws' turn", 10000).catch(() => null);
    if (!s) {
      log('Finir le tour tapped again (no main action this turn)');
      await t.tapButton('Finir le tour', { noScroll: true });
      s = await t.waitFor((s) => s.outlawsToMove || s.turn > turn0, "the outlaws' turn");
    }
    await sleep(300);
    await t.shot('phone-fr-outlaws-360');
    s = await outlawsTurnOnScreen(t, await t.fresh(), french, 'phone-fr-turn-360');
    log("360×640 French Larger: the game fits, End turn, each of the outlaws' steps to the end of their turn and the next turn's decisions on screen");
    await t.tapIcon('menu');
    await t.tapButton('Accueil');
    await t.waitFor((s) => s.screen === 'home', 'home in French');
    await companionMenu(t, true);
    await page.close();
  } catch (e) {
    if (current) {
      await current.shot('phone-failure').catch(() => {});
      console.error('last state:', JSON.stringify(await current.state().catch(() => null)));
    }
    throw e;
  } finally {
    await browser.close();
  }
}

main().then(() => {
  console.log('phone test: 1 passed, 0 failed');
}).catch((e) => {
  console.error('PHONE TEST FAILED:', e.message);
  process.exit(1);
});
