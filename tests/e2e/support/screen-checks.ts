// What people met on screens and no assertion named, checked on whatever a tour shows.
import type { Page } from 'playwright-core';

export type Language = 'en' | 'fr';

/** What is wrong with the screen as shown now. */
export function problemsOn(page: Page, language: Language): Promise<string[]> {
  return page.evaluate((language) => {
    const problems: string[] = [];
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? ''}> ${(element.textContent ?? '').trim().slice(0, 40)}`;
    const isShown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
    };
    // A control in a box that scrolls sideways can be scrolled to.
    const inScroller = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        if (/(auto|scroll)/.test(getComputedStyle(node).overflowX)) return true;
      }
      return false;
    };
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width + 1) {
      problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px on a ${width} px screen`);
    }
    for (const control of document.querySelectorAll('button, a[href], [role="button"], [role="menuitem"]')) {
      if (!isShown(control) || control.classList.contains('skip-nav-button')) continue;
      const hasWords = ((control as HTMLElement).innerText ?? '').trim() !== '';
      const hasIcon = control.querySelector('svg, img') !== null;
      if (!hasWords && !hasIcon) problems.push(`a control with neither words nor an icon: ${describe(control)}`);
      // An icon alone says nothing to a screen reader, nor to a touch screen, which has no tooltip to hover.
      const isNamed = ['aria-label', 'aria-labelledby', 'title'].some((name) => control.getAttribute(name)?.trim());
      if (!hasWords && !isNamed) problems.push(`an icon without a name: ${describe(control)}`);
      const box = control.getBoundingClientRect();
      if ((box.left < -1 || box.right > width + 1) && !inScroller(control)) {
        problems.push(
          `a control off screen (${Math.round(box.left)} to ${Math.round(box.right)} px): ${describe(control)}`,
        );
      }
    }
    const text = document.body.innerText;
    if (text.includes('Something went wrong')) problems.push('react-admin’s error page');
    // The server's validation text is for developers; people read the portal's words.
    const raw = text.match(/Invalid request (?:body|query|params)[^\n]*|Too (?:small|big): expected[^\n]*/);
    if (raw) problems.push(`raw server text: ${raw[0].slice(0, 80)}`);
    // In French, the server's English sentences (its refusals, the catalogue's English) are not the portal's words.
    const english =
      language === 'fr' &&
      text.match(
        /[^\n]*\b(?:already (?:has|exists)|cannot be|is assigned to|must (?:be|not)|not found|forbidden|Request failed)\b[^\n]*/,
      );
    if (english) problems.push(`English text in French: ${english[0].slice(0, 80)}`);
    const keys = text.match(/\b(?:resources|pages|layout|portal|partner|ra)\.[a-z_]+\.[a-zA-Z_.]+\b/g);
    if (keys) problems.push(`raw catalogue keys: ${[...new Set(keys)].slice(0, 3).join(', ')}`);
    // The portal writes every date one way, in words: "May 8, 2027" (en), "8 mai 2027" (fr), never 5/8/2027.
    const inFigures = text.match(/\b\d{1,2}\/\d{1,2}\/\d{4}\b/);
    if (inFigures) problems.push(`a date in figures, not as the portal writes dates: ${inFigures[0]}`);
    return problems;
  }, language);
}
