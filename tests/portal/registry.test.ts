// A screen area registers once (src/resources/registry.ts); the catalogues find its words by its folder, so that a
// folder without them, or a menu entry whose word only a later group holds, shows here rather than on the screen.
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';
import { staffResourcesEn } from '../../src/i18n/staffWords.en';
import { registrations } from '../../src/resources/registry';

describe('each registered screen area', () => {
  it.each(registrations.map((registration) => [registration.name, registration] as const))(
    '%s has its words in English and in French, and its menu entry’s word in every first load',
    (name, { options }) => {
      expect({ ...en.resources, ...staffResourcesEn }).toHaveProperty([name]);
      expect(fr.resources).toHaveProperty([name]);
      // react-admin's menu reads `options.label`, or else the resource's `name`.
      const label: string = options?.label ?? `resources.${name}.name`;
      expect(en).toHaveProperty(label.split('.'), expect.any(String));
      expect(fr).toHaveProperty(label.split('.'), expect.any(String));
    },
  );
});
