import { lazy, type ComponentType } from 'react';
import { loadWords } from '../i18n/i18nProvider';
import type { LaterWords } from '../i18n/laterWords';

// `any` as React.lazy's own bound: a component of any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * `lazyNamed(() => import('./OrderList'), 'OrderList')`: a component the bundle loads when it first renders, from
 * its module's named export (React.lazy takes only a default one); with `words`, it renders once that group of the
 * catalogue's later words is loaded too (`lazyNamed(() => import('./CatalogList'), 'CatalogList', 'staff')`).
 */
export function lazyNamed<Module extends Record<Name, AnyComponent>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
  words?: LaterWords,
) {
  return lazy(() => Promise.all([load(), words && loadWords(words)]).then(([module]) => ({ default: module[name] })));
}
