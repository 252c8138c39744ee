import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (let i = 0; i < Number(process.argv[3] || 6); i++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(process.argv[2], { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  const shifts = await page.evaluate(() => new Promise((res) => {
    new PerformanceObserver((l) => res(l.getEntries().filter((e) => !e.hadRecentInput).map((e) => ({ t: Math.round(e.startTime), v: +e.value.toFixed(3), src: e.sources.map((s) => (s.node?.className?.toString?.() || s.node?.nodeName || '?').slice(0, 40) + ` ${s.previousRect.y}->${s.currentRect.y} h${s.previousRect.height}->${s.currentRect.height}`) })))).observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => res([]), 500);
  }));
  console.log(i, JSON.stringify(shifts));
  await ctx.close();
}
await browser.close();
