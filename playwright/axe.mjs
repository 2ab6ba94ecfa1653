// The accessibility audit of the browser tests and of `make a11y`:
// axe-core (pinned in package.json) with the WCAG 2.0 and 2.1 A and AA
// rules, run on a page as it is. Its script is evaluated through the
// DevTools protocol, which the pages' Content-Security-Policy (no inline
// script) does not govern.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './harness.mjs';

// TAGS are the rule sets of WCAG 2.1 level AA.
export const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let source;

// audit runs axe on page and returns its violations, each {id, impact,
// help, nodes: [{target, html, summary}]}: none is what every page must
// give.
export async function audit(page) {
  source ??= fs.readFileSync(path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(source);
  return page.evaluate(async (tags) => {
    // Violations only, without the selectors and paths axe would compute
    // for every node it checked, and without fetching the stylesheets
    // again (preload): a third less time on the heavy pages.
    const r = await window.axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
      preload: false,
      iframes: false,
      ancestry: false,
      xpath: false,
    });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), html: n.html.slice(0, 200), summary: n.failureSummary })),
    }));
  }, TAGS);
}

// describe is violations in words, one rule a line, for an assertion's
// message.
export function describe(violations) {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}; ${v.nodes.length} node(s), first ${v.nodes[0].target}: ${v.nodes[0].html}`)
    .join('\n');
}
