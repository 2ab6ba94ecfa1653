// Focuses the first element matching $FOCUS on the page of Chromium's
// DevTools port $CDP (run.sh's browser), once its app is ready: the start
// of a scenario that begins inside the page.
import { chromium } from 'playwright-core';

const b = await chromium.connectOverCDP(process.env.CDP);
const page = b.contexts()[0].pages()[0];
await page.waitForSelector('body[data-eqx-ready="1"]', { timeout: 20_000 });
await page.waitForTimeout(500);
if (process.env.FOCUS) await page.locator(process.env.FOCUS).first().focus();
await b.close().catch(() => {});
