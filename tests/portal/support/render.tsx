// happy-dom lays nothing out, yet its getComputedStyle matches every CSS rule of the document against the element
// and its ancestors, and Testing Library asks it for every element a role or a name is computed for: with MUI's few
// hundred rules in the page, that was 40 % of the portal suite's time. So the tests keep MUI's styles out of the
// document (emotion's `container`, an element of its own that is not in the page). What hides an element from a
// person is still there: unmounting, the `hidden` and aria-hidden attributes, the transitions' inline styles.
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { fireEvent, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

// One cache for the tests of a file (its document): emotion compiles and inserts each style once, not once a test.
let stylesOffThePage: EmotionCache | undefined;

function StylesOffThePage({ children }: { children: ReactNode }) {
  if (stylesOffThePage?.sheet.container.ownerDocument !== document)
    stylesOffThePage = createCache({ key: 'css', container: document.createElement('div') });
  return <CacheProvider value={stylesOffThePage}>{children}</CacheProvider>;
}

/** Testing Library's render, with MUI's styles kept out of the page. */
export const renderPortal = (ui: ReactElement) => render(ui, { wrapper: StylesOffThePage });

/**
 * Two clicks in one tick, as a quick double click lands before React draws the button busy: what the second sends
 * is what a guard must stop (userEvent's dblClick lets a render in between).
 */
export function doubleClick(element: HTMLElement) {
  fireEvent.click(element);
  fireEvent.click(element);
}

/**
 * The CSS emotion wrote for `element`'s own classes, as text ("white-space:nowrap;…"): with the rules of a selector
 * that adds to such a class and that the element matches (`.css-x.RaToolbar-mobileToolbar`, not `.css-x:hover`), and
 * for its classes under an ancestor's (`sx={{ '& .RaDataTable-headerCell': … }}` on a table styles its headings): the
 * page holds none of MUI's styles (above), so getComputedStyle cannot tell how an element wraps.
 */
export function stylesOf(element: Element) {
  const sheet = [...((stylesOffThePage?.sheet.container as HTMLElement | undefined)?.querySelectorAll('style') ?? [])]
    .map((style) => style.textContent)
    .join('');
  const applies = (selector: string) => {
    try {
      return element.matches(selector);
    } catch {
      return false;
    }
  };
  const ownRules = [...element.classList]
    .filter((name) => name.startsWith('css-'))
    .flatMap((name) =>
      [...sheet.matchAll(new RegExp(`\\.${name}([^{\\s,>+~]*)\\{[^}]*\\}`, 'g'))]
        .filter(([, added]) => !added || applies(`.${name}${added}`))
        .map(([rule]) => rule),
    );
  const ancestorClasses = new Set<string>();
  for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement)
    for (const name of ancestor.classList) ancestorClasses.add(name);
  const isWrittenUnder = (selector: string) => {
    const under = /^\.(css-[\w-]+) \.([\w-]+)$/.exec(selector);
    return !!under && ancestorClasses.has(under[1]!) && element.classList.contains(under[2]!);
  };
  const rulesUnderAncestors = [...sheet.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .filter(([, selectors]) => selectors!.split(',').some((selector) => isWrittenUnder(selector.trim())))
    .map(([rule]) => rule);
  return [...new Set([...ownRules, ...rulesUnderAncestors])].join('');
}
