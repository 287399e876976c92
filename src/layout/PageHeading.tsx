import { useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../components/HiddenColumnLabel';

/**
 * The level-one heading of a page that shows none of its own (lists, forms, the builder): the page's title, as the app
 * bar shows it (react-admin's `<Title>` writes it there, in an h6), read by screen readers at the top of the content
 * and not shown twice. A page with its own visible h1 (a record, the cart, the dashboard, an error) keeps it alone.
 */
export function PageHeading() {
  const heading = useRef<HTMLHeadingElement>(null);
  const [title, setTitle] = useState('');
  const [pageHasOne, setPageHasOne] = useState(false);

  useEffect(() => {
    const main = heading.current?.closest('main');
    const appBarTitle = document.getElementById('react-admin-title');
    if (!main) return;
    // react-admin's title arrives through a portal after the page mounts, and a page's own h1 once its data is loaded.
    const readTitle = () => setTitle(appBarTitle?.textContent?.trim() ?? '');
    const readHeadings = () => setPageHasOne(main.querySelector('h1:not([data-page-heading])') !== null);
    readTitle();
    readHeadings();
    const titles = new MutationObserver(readTitle);
    if (appBarTitle) titles.observe(appBarTitle, { childList: true, subtree: true, characterData: true });
    const headings = new MutationObserver(readHeadings);
    headings.observe(main, { childList: true, subtree: true });
    return () => {
      titles.disconnect();
      headings.disconnect();
    };
  }, []);

  return (
    <h1 ref={heading} style={visuallyHidden} hidden={pageHasOne || !title} data-page-heading="">
      {title}
    </h1>
  );
}
