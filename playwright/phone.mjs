// The checks of a page on a phone (widgets.test.mjs, make a11y): nothing
// scrolls sideways, and every target is at least 24 × 24 CSS px (WCAG
// 2.5.8), but links in running text, which the criterion exempts.

// PHONES are the viewports tried: a small Android phone and an iPhone.
export const PHONES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
];

// phoneProblems returns what is wrong with page at its viewport, in words:
// none is what every page must give.
export function phoneProblems(page) {
  return page.evaluate(() => {
    const out = [];
    const d = document.documentElement;
    if (d.scrollWidth > d.clientWidth) out.push(`the page scrolls sideways by ${d.scrollWidth - d.clientWidth} px`);
    for (const el of document.querySelectorAll('a[href], button, input, select, textarea, [tabindex]')) {
      // A checkbox's target is its label, which clicks it too.
      const b = (el.type === 'checkbox' && el.closest('label')) ? el.closest('label').getBoundingClientRect() : el.getBoundingClientRect();
      if (b.width === 0 || b.height === 0) continue; // not shown
      if (el.tagName === 'A' && el.closest('p, li, dd, figcaption')) continue;
      if (b.width < 24 || b.height < 24) {
        const name = el.getAttribute('aria-label') || el.textContent.trim().slice(0, 40) || el.type || '';
        out.push(`a ${el.tagName.toLowerCase()} target of ${b.width.toFixed(0)} × ${b.height.toFixed(0)} px (${name})`);
      }
    }
    return out;
  });
}
