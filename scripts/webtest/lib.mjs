// Helpers shared by the browser tests: a phone-sized page driven by taps, reading where the
// app's buttons are from window.wmState (published on pages opened with "?test", ui/webtest.go).
import puppeteer from 'puppeteer-core';
import fs from 'node:fs';
import path from 'node:path';

export const log = (...a) => console.log(new Date().toISOString().slice(11, 19), ...a);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

// phone is a portrait touch screen of width × height CSS pixels at a device scale of 3 (or scale).
export const phone = (width = 390, height = 844, scale = 3) => ({
  viewport: { width, height, deviceScaleFactor: scale, isMobile: true, hasTouch: true, isLandscape: false },
  userAgent: UA,
});

export async function launch() {
  return puppeteer.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true,
    args: ['--no-sandbox', '--enable-unsafe-swiftshader', '--use-angle=swiftshader'],
  });
}

// Tester drives one page.
export class Tester {
  constructor(page, url, outDir) {
    this.page = page; this.url = url; this.outDir = outDir;
    this.errors = [];
    fs.mkdirSync(outDir, { recursive: true });
    page.on('console', (m) => {
      const t = m.text();
      if (t.startsWith('Fyne error:  failed to lookup build')) return;
      if (/panic|fatal error|RuntimeError|out of bounds/i.test(t)) this.errors.push(t.slice(0, 300));
      log('page:', t.slice(0, 200));
    });
    page.on('pageerror', (e) => { this.errors.push(e.message); log('page error:', e.message, (e.stack || '').slice(0, 1500)); });
  }

  // alive throws when the app has crashed (a Go panic or a WebAssembly trap on the console).
  alive(where) {
    if (this.errors.length) throw new Error(`the app crashed (${where}): ${this.errors.join(' | ')}`);
  }

  async state() {
    const s = await this.page.evaluate(() => window.wmState || null);
    return s ? JSON.parse(s) : null;
  }

  async waitFor(pred, what, ms = 30000) {
    const t0 = Date.now();
    let s = null;
    while (Date.now() - t0 < ms) {
      this.alive(`waiting for ${what}`);
      s = await this.state();
      if (s && pred(s)) return s;
      await sleep(100);
    }
    throw new Error(`timed out waiting for ${what}; last state: ${JSON.stringify(s)}`);
  }

  // a state published after now (the app publishes every 200 ms)
  async fresh() {
    await this.page.evaluate(() => { window.wmState = null; });
    return this.waitFor(() => true, 'a fresh state', 20000);
  }

  static find(s, text) { return s.buttons.find((b) => b.text === text && !b.disabled && !b.hidden); }

  async swipe(x, y, dy) {
    const t = this.page.touchscreen;
    await t.touchStart(x, y);
    for (let i = 1; i <= 10; i++) {
      await t.touchMove(x, y + (dy * i) / 10);
      await sleep(16);
    }
    await t.touchEnd();
  }

  // tapButton taps a button, scrolling it into sight with the finger when it is out of sight;
  // noScroll makes a button out of sight an error (what must be on screen).
  async tapButton(text, { ms = 15000, noScroll = false } = {}) {
    let s = await this.waitFor((s) => s.buttons.some((b) => b.text === text && !b.disabled), `button "${text}"`, ms);
    for (let i = 0; i < 12 && !Tester.find(s, text) && !noScroll; i++) {
      const b = s.buttons.find((b) => b.text === text);
      const from = Math.min(s.height - 60, Math.max(b.y, s.height * 0.72));
      await this.swipe(s.width / 2, from, b.y > s.height / 2 ? -150 : 150);
      await sleep(300);
      s = await this.state();
    }
    const b = Tester.find(s, text);
    if (!b) throw new Error(`button "${text}" is out of sight: ${JSON.stringify(s.buttons)}`);
    await this.page.touchscreen.tap(b.x, b.y);
    return s;
  }

  // cellsInView waits for green squares and, on the zoomed phone board, zooms out with − until
  // some are in view (wmState lists only the squares in view; allCells counts them all).
  async cellsInView(what) {
    let s = await this.waitFor((s) => s.allCells > 0, what);
    await sleep(300);
    s = await this.fresh();
    for (let i = 0; i < 8 && !(s.cells && s.cells.length) && s.zoom > 1; i++) {
      await this.tapIcon('zoom-out');
      await sleep(400);
      s = await this.fresh();
    }
    if (!(s.cells && s.cells.length)) throw new Error(`${what}: none in view at ${s.zoom}×`);
    return s;
  }

  // tapIcon taps the icon-only button whose icon's name holds name (e.g. "menu").
  async tapIcon(name) {
    const s = await this.waitFor((s) => s.buttons.some((b) => b.icon && b.icon.includes(name) && !b.disabled && !b.hidden), `the ${name} button`);
    const b = s.buttons.find((b) => b.icon && b.icon.includes(name) && !b.disabled && !b.hidden);
    await this.page.touchscreen.tap(b.x, b.y);
    return s;
  }

  async shot(name) {
    const file = path.join(this.outDir, name + '.png');
    await this.page.screenshot({ path: file });
    log('screenshot', file);
    return file;
  }

  async open(query = '', first = false) {
    const t0 = Date.now();
    await this.page.goto(this.url + '?test' + query, { waitUntil: 'domcontentloaded' });
    const s = await this.waitFor((s) => s.screen === 'home' && Tester.find(s, 'New game') || s.screen === 'home' && Tester.find(s, 'Nouvelle partie'), 'the home screen', 90000);
    const ms = Date.now() - t0;
    log(`home screen ${ms} ms after opening the page${first ? ' (first visit)' : ''}`);
    return { s, ms };
  }
}
