// Scratch: chart and switch screenshots at 375/1280 in five languages (deleted after use).
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
const baseURL = 'http://127.0.0.1:4620';
const out = '/tmp/charts-shots/';
mkdirSync(out, { recursive: true });
const who = { wang: /Sign in as 王小明/, chen: /Sign in as 陳美玲/ };
const PLAN = [
  ['wang', ['/Roaming', '/MobileUsage', '/DataUsageHistory', '/MobileRateSuggest', '/MyNotifySettings/bill']],
  ['chen', ['/TelRateSuggest', '/InternetUsage', '/HiNetDialTotal']],
];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function settle(page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(600);
}
async function clipReport(page, tag) {
  const report = await page.evaluate(() =>
    [...document.querySelectorAll('svg.bar-chart')].map((svg) => {
      const width = svg.viewBox.baseVal.width;
      const texts = [...svg.querySelectorAll('text')].map((text) => {
        const box = text.getBBox();
        return { text: text.textContent, left: Math.round(box.x), right: Math.round(box.x + box.width) };
      });
      const cut = texts.filter((entry) => entry.left < 0 || entry.right > width);
      const grid = [...svg.querySelectorAll('.bar-chart__grid text')].map((t) => t.textContent);
      return { width, grid, cut };
    }),
  );
  console.log(tag, JSON.stringify(report));
}
for (const [customer, routes] of PLAN) {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Sandbox', exact: true }).click();
  await page.getByRole('button', { name: who[customer] }).click();
  await page.waitForLoadState('load');
  await settle(page);
  for (const language of ['en', 'th', 'vi', 'id', 'zh-TW']) {
    await page.getByRole('combobox').first().selectOption(language);
    for (const route of routes) {
      await page.goto(route);
      await settle(page);
      const widths = language === 'en' ? [375, 1280] : [375];
      for (const width of widths) {
        await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
        await page.waitForTimeout(300);
        const name = `${route.replace(/\//g, '_')}-${language}-${width}`;
        await clipReport(page, name);
        const chart = page.locator('svg.bar-chart').first();
        if (await chart.count()) {
          await chart.scrollIntoViewIfNeeded();
          await chart.screenshot({ path: `${out}${name}-chart.png` });
        }
        await page.screenshot({ path: `${out}${name}.jpg`, type: 'jpeg', quality: 60, fullPage: language === 'en' });
      }
      await page.setViewportSize({ width: 375, height: 812 });
    }
  }
  await context.close();
}
// The prepaid holder's alerts.
const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
const page = await context.newPage();
await page.goto('/PrepaidLoginLogOut');
const main = page.getByRole('main');
await main.locator('input[type="tel"], input[inputmode="numeric"]').first().fill('0987000401');
await main.locator('input[type="password"]').first().fill('2468');
await main.locator('button[type="submit"]').first().click();
await page.waitForLoadState('networkidle');
await page.getByRole('combobox').first().selectOption('en');
await page.goto('/PrepaidNotify');
await settle(page);
for (const width of [375, 1280]) {
  await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
  await page.screenshot({ path: `${out}_PrepaidNotify-en-${width}.jpg`, type: 'jpeg', quality: 60, fullPage: true });
}
await browser.close();
