// The full accessibility audit (`make a11y`; not a test: make test audits
// every equation page in the light theme, views.test.mjs, and a sample of
// the rest, a11y.test.mjs, within its time budget): axe-core's WCAG 2.1 A
// and AA rules (axe.mjs) on the home page, every equation page and every
// embed, in the light and the dark theme, and each of them on two phones
// (phone.mjs). It prints the violations by rule and exits 1 when there is
// one.
//
//	node playwright/a11yscan.mjs [--only id1,id2] [--themes light,dark] [--kinds eq,embed]
import { parseArgs } from 'node:util';
import { audit } from './axe.mjs';
import { PHONES, phoneProblems } from './phone.mjs';
import { fetchCatalogue, launchBrowser, startServer, watchErrors } from './harness.mjs';

const { values: opts } = parseArgs({
  options: {
    only: { type: 'string', default: '' },
    themes: { type: 'string', default: 'light,dark' },
    kinds: { type: 'string', default: 'eq,embed' },
  },
});
const list = (s) => s.split(',').map((x) => x.trim()).filter(Boolean);

const server = await startServer();
const failures = new Map(); // rule → ["theme path: node", …]
let pages = 0;
const errors = [];
try {
  let ids = (await fetchCatalogue(server.url)).map((e) => e.id);
  if (opts.only) ids = ids.filter((id) => list(opts.only).includes(id));
  const paths = opts.only ? [] : ['/'];
  for (const kind of list(opts.kinds)) paths.push(...ids.map((id) => `/${kind}/${id}`));
  for (const theme of list(opts.themes)) {
    const browser = await launchBrowser();
    try {
      const page = await browser.context.newPage();
      await page.emulateMedia({ colorScheme: theme });
      watchErrors(page, errors);
      for (const p of paths) {
        await page.goto(server.url + p);
        await page.waitForSelector('body[data-eqx-ready="1"]', { timeout: 30_000 });
        for (const v of await audit(page)) {
          if (!failures.has(v.id)) failures.set(v.id, []);
          failures.get(v.id).push(`${theme} ${p}: ${v.nodes[0].target} ${v.nodes[0].html}`);
        }
        if (theme === list(opts.themes)[0]) {
          // The phones, in the first theme: the layout is the same in both.
          for (const viewport of PHONES) {
            await page.setViewportSize(viewport);
            for (const problem of await phoneProblems(page)) {
              if (!failures.has('phone')) failures.set('phone', []);
              failures.get('phone').push(`${viewport.width}×${viewport.height} ${p}: ${problem}`);
            }
          }
          await page.setViewportSize({ width: 1280, height: 900 });
        }
        pages++;
        process.stderr.write('.');
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  await server.stop();
}
process.stderr.write('\n');
console.log(`axe-core, WCAG 2.1 A and AA: ${pages} pages audited, ${failures.size} rule(s) violated`);
for (const [rule, where] of failures) console.log(`  ${rule}: ${where.length} page(s)\n    ${where.slice(0, 10).join('\n    ')}`);
if (errors.length) console.log(`page errors:\n  ${errors.join('\n  ')}`);
process.exit(failures.size || errors.length ? 1 : 0);
