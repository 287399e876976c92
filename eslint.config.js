// The boundaries DESIGN states, kept by the linter (npm test runs it): arrows between the portal, the server and
// the shared contract run one way, a resource folder never reaches into another, the providers know no screens,
// and no route file imports another. Formatting is Prettier's; types are tsc's.
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * `no-restricted-imports` with the boundaries' regexes over the import's path, each with the reason a person reads.
 * A later block's rule replaces an earlier one's for the same files, so each block lists every boundary it keeps.
 */
const forbid = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const portal = {
  regex: '^(\\.\\./)+(server|tests|mocks)(/|$)',
  message:
    'The portal never imports the server, the tests or the mocks: what both halves share lives in common/ (DESIGN).',
};
const server = {
  regex: '^(\\.\\./)+(src|tests|mocks)(/|$)',
  message:
    'The server never imports the portal, the tests or the mocks: what both halves share lives in common/ (DESIGN).',
};
const contract = {
  regex: '^(\\.\\./)+(src|server|tests|mocks)(/|$)',
  message: 'The shared contract imports neither half (DESIGN).',
};
/** A feature (`src/features/<name>/`) is used through its index, the face it shows; only its own files go deeper. */
const featureFace = {
  regex: '^(\\.\\./)+features/[^/]+/',
  message: 'Import a feature through its index (src/features/<name>/index.ts), not one of its files (DESIGN).',
};
const otherFeature = {
  regex: '^\\.\\./[^./][^/]*/',
  message: 'A feature uses another through its index (../<name>), not one of its files (DESIGN).',
};
/** What every portal file keeps. */
const portalBoundaries = [portal, featureFace];
/**
 * A resource folder is `src/resources/<name>/`, or `src/resources/<area>/<name>/` in the two areas whose screens sit
 * below one address (`/partner-admin/catalogs`, `/admin/people`). From a file `depth` folders below src/resources/,
 * a path that climbs out of its resource's folder and goes down again lands in another resource (or beside them),
 * which only `App.tsx` and the layout may join. An area's own files (its words) may be read from its resources.
 */
const areas = '{partner-admin,admin}';
const otherResource = {
  message:
    'A resource folder never imports another resource folder: move what both need to src/components/ or src/features/ (DESIGN).',
};
const resourceDepths = [1, 2, 3].map((depth) => ({
  files: [`src/resources/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
  rules: forbid(...portalBoundaries, { ...otherResource, regex: `^${'\\.\\./'.repeat(depth)}(?!\\.\\./)` }),
}));
const areaResourceDepths = [2, 3].map((depth) => ({
  files: [`src/resources/${areas}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
  rules: forbid(
    ...portalBoundaries,
    { ...otherResource, regex: `^${'\\.\\./'.repeat(depth)}(?!\\.\\./)` },
    { ...otherResource, regex: `^${'\\.\\./'.repeat(depth - 1)}[^./][^/.]*(/|$)` },
  ),
}));

export default [
  {
    ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'server/db/migrations/**', 'tests/server/fixtures/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        // A leading underscore names what a signature or a destructuring must hold and the code does not read.
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'import-x/no-duplicates': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: { module: 'writable' } } },
  { files: ['src/**/*.{ts,tsx}'], rules: forbid(...portalBoundaries) },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/useMutationOnce.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='@tanstack/react-query'] ImportSpecifier[imported.name='useMutation']",
          message:
            'A click sends once: use useMutationOnce (src/components/useMutationOnce.ts), whose mutate does nothing while its call is on its way.',
        },
      ],
    },
  },
  { files: ['server/**/*.{ts,tsx}'], rules: forbid(server) },
  { files: ['common/**/*.ts'], rules: forbid(contract) },
  ...resourceDepths,
  ...areaResourceDepths,
  {
    files: ['src/providers/**/*.{ts,tsx}'],
    rules: forbid(...portalBoundaries, {
      regex: '^\\.\\./(resources|pages|layout|components)(/|$)',
      message: 'The providers know no screens: a screen asks a provider, never the other way round.',
    }),
  },
  {
    files: ['src/features/*/*.{ts,tsx}'],
    rules: forbid(portal, otherFeature, {
      regex: '^(\\.\\./)+(resources|pages)(/|$)',
      message: 'A feature serves the screens and knows none of them.',
    }),
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: forbid(...portalBoundaries, {
      regex: '^(\\.\\./)+(resources|pages)(/|$)',
      message: 'A shared piece serves the screens and knows none of them.',
    }),
  },
  {
    files: ['server/routes/**/*.ts'],
    rules: forbid(server, {
      regex: '^\\./',
      message:
        'No route file imports another: what two API areas share (queries, rules) lives beside them in server/<area>/.',
    }),
  },
];
