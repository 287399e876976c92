import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/**
 * A page's name in the app bar, where react-admin's `<Title>` puts it: for pages of the first load (the error pages),
 * whose `<Title>` would bring react-admin's configurable title (its editor's form, menus and popover) into it.
 */
export function AppBarTitle({ title }: { title: string }) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  // The app bar mounts with the layout, around the page: it is there once the page has mounted.
  useEffect(() => setContainer(document.getElementById('react-admin-title')), []);
  return container ? createPortal(<span>{title}</span>, container) : null;
}
