import { lazy, type ComponentType } from 'react';

/**
 * `lazyNamed(() => import('./OrderList'), 'OrderList')`: a component the bundle loads when it first renders, from
 * its module's named export (React.lazy takes only a default one).
 */
// `any` as React.lazy's own bound: a component of any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export function lazyNamed<Module extends Record<Name, AnyComponent>, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
