import { chromium } from 'playwright';
const [,, base, who, lang, widthList, ...urls] = process.argv;
const widths = widthList.split(',').map(Number);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
await page.goto(base + '/');
await page.waitForTimeout(1500);
if (who !== 'visitor') {
  await page.getByRole('button', { name: 'Sandbox', exact: true }).click();
  await page.getByRole('button', { name: new RegExp('Sign in as ' + who) }).click();
  await page.waitForLoadState('load');
  await page.waitForTimeout(2000);
}
for (const url of urls) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(base + url);
    await page.waitForTimeout(2000);
    if (lang !== 'zh-TW') { await page.getByRole('combobox').first().selectOption(lang); await page.waitForTimeout(1200); }
    const name = url.replace(/[^A-Za-z0-9]+/g, '_') + '-' + width + '-' + lang;
    const overflow = await page.evaluate(() => { const out = []; for (const el of document.querySelectorAll('main *')) { if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') out.push(el.tagName + '.' + el.className + ':' + (el.scrollWidth - el.clientWidth)); } return [document.documentElement.scrollWidth - document.documentElement.clientWidth, out.slice(0,5)]; });
    await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: width === 375 ? false : false });
    console.log(name, 'overflow', JSON.stringify(overflow));
  }
}
await browser.close();
