import { Suspense, createElement, type ComponentType, type ReactElement } from 'react';
import { Menu, useCanAccessResources, useCreatePath, useGetResourceLabel, useResourceDefinitions } from 'react-admin';
import { MenuSection } from './MenuSection';

/** The entry of a resource, as the group builds it; a resource's own entry (`options.menuItem`) adds to it. */
export type ResourceEntryProps = { name: string; to: string; primaryText: string; leftIcon: ReactElement };

/** What a `<Resource>`'s options tell the menu: the group it is listed in, and its own entry when it needs one. */
export type MenuOptions = { label?: string; menuGroup?: string; menuItem?: ComponentType<ResourceEntryProps> };

type ResourceMenuGroupProps = {
  /** The resources whose `options.menuGroup` is this, in the order the portal registers them. */
  group: string;
  /** The group's heading (a catalogue key); none for a list that reads as one. */
  label?: string;
  /** Resources of the group this person finds elsewhere in the menu. */
  except?: string[];
};

/**
 * A group of the side menu: the resources of one group this person may open (the authProvider's canAccess, asked
 * once for the group, so that the entries appear together), under the group's heading.
 */
export function ResourceMenuGroup({ group, label, except = [] }: ResourceMenuGroupProps) {
  const definitions = useResourceDefinitions<MenuOptions>();
  const getResourceLabel = useGetResourceLabel();
  const createPath = useCreatePath();
  const names = Object.values(definitions)
    .filter((definition) => definition.hasList && definition.options?.menuGroup === group)
    .map((definition) => definition.name)
    .filter((name) => !except.includes(name));
  const { canAccess } = useCanAccessResources({ action: 'list', resources: names });
  const shown = names.filter((name) => canAccess?.[name]);
  if (shown.length === 0) return null;
  return (
    <>
      {label && <MenuSection label={label} />}
      {shown.map((name) => {
        const { icon, options } = definitions[name]!;
        const entry: ResourceEntryProps = {
          name,
          to: createPath({ resource: name, type: 'list' }),
          primaryText: getResourceLabel(name, 2),
          leftIcon: icon ? createElement(icon) : <span />,
        };
        const plain = <Menu.Item key={name} {...entry} />;
        return options?.menuItem ? (
          <Suspense key={name} fallback={plain}>
            {createElement(options.menuItem, entry)}
          </Suspense>
        ) : (
          plain
        );
      })}
    </>
  );
}
