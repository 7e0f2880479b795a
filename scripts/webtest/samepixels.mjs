// Whether two builds of the web app draw the same pixels: the home screen, the rules reference
// (regular, bold and italic text) and the rules reference scrolled, at 390×844 (device scale 3,
// touch), each build in a new browser profile. Used for the web build's fonts without hinting
// (third_party/fyne-web/PATCHED.md, docs/performance-phone.md).
//
//   node samepixels.mjs URL1 URL2 OUTDIR      screenshots in OUTDIR/1 and OUTDIR/2
import fs from 'node:fs';
import { launch, phone, Tester, sleep, log } from './lib.mjs';

const [url1, url2, out] = process.argv.slice(2);
if (!url1 || !url2 || !out) {
  console.error('usage: node samepixels.mjs URL1 URL2 OUTDIR');
  process.exit(2);
}
const screens = ['home', 'rules', 'rules-scrolled'];

async function shoot(url, dir) {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.emulate(phone());
    const t = new Tester(page, url, dir);
    await page.goto(url + '?test');
    await t.waitFor((s) => s.screen === 'home' && s.buttons.some((b) => b.text === 'New game'), 'the home screen', 120000);
    await sleep(2000);
    await page.screenshot({ path: `${dir}/home.png` });
    await t.tapButton('Rules reference');
    await t.waitFor((s) => s.screen === 'rules', 'the rules reference');
    await sleep(2500);
    await page.screenshot({ path: `${dir}/rules.png` });
    await t.swipe(195, 600, -300);
    await sleep(1500);
    await page.screenshot({ path: `${dir}/rules-scrolled.png` });
    t.alive('the screenshots');
  } finally {
    await browser.close();
  }
}

await shoot(url1, `${out}/1`);
await shoot(url2, `${out}/2`);
let differ = 0;
for (const s of screens) {
  const same = fs.readFileSync(`${out}/1/${s}.png`).equals(fs.readFileSync(`${out}/2/${s}.png`));
  log(`${s}: ${same ? 'the same pixels' : 'DIFFERS'}`);
  if (!same) differ++;
}
process.exit(differ ? 1 : 0);
