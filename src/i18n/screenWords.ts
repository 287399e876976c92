import type { StringMap } from 'react-admin';

/**
 * One screen area's words, as its folder's messages.en.ts (`en`) or messages.fr.ts (`fr`) exports them: its texts
 * under its resource's name (`{ 'partner-admin/drift': { title: 'Drift', … } }`), which react-admin reads as
 * `resources.<name>.*`.
 */
export type ScreenWords = Record<string, StringMap>;

/**
 * The words of the folders one `import.meta.glob(…, { eager: true, import: 'en' })` found, as one `resources`
 * object: the catalogues find each folder's words by its place, so a new screen area's need no registering.
 */
export const mergeScreenWords = (folders: Record<string, ScreenWords>): ScreenWords =>
  Object.assign({}, ...Object.values(folders));
