// The words of the partner's and support's screens in English, under their resources' names: each folder's
// messages.en.ts below src/resources/partner-admin/ and src/resources/admin/, but the access history's, which every
// first load has (en.ts). They load with the first of those screens (lazyNamed's `words`) rather than in every
// first load: an end user never reads them. French loads whole when chosen (fr.ts).
import { mergeScreenWords, type ScreenWords } from './screenWords';

export const staffResourcesEn = mergeScreenWords(
  import.meta.glob<ScreenWords>(
    ['../resources/{partner-admin,admin}/*/messages.en.ts', '!../resources/admin/history/messages.en.ts'],
    { eager: true, import: 'en' },
  ),
);
