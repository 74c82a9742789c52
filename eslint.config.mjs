import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const storageRuleFiles = ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'];
const browserStorages = ['localStorage', 'sessionStorage'];
const useSafeStorage = 'Read and write browser storage through lib/stores/safe-storage.ts.';
const useStorageKeys = 'Take storage names from lib/stores/storage-keys.ts.';
const storageNames = ['Literal[value=/^wal-/]', 'TemplateElement[value.raw=/^wal-/]'].map((selector) => ({ selector, message: useStorageKeys }));
// URL state (list filters, tabs) is read and written through components/ui/use-url-state.ts only.
const useUrlState = 'Read and write the query or hash through useUrlState (components/ui/use-url-state.ts).';
const urlState = [
  'MemberExpression[property.name=/^(pushState|replaceState)$/]',
  "MemberExpression[object.name='location'][property.name=/^(search|hash)$/]",
  "MemberExpression[object.property.name='location'][property.name=/^(search|hash)$/]",
  'Literal[value=/^(popstate|hashchange)$/]',
].map((selector) => ({ selector, message: useUrlState }));

// Import rules (one rule, @typescript-eslint/no-restricted-imports, so each block lists every pattern its files need).
const zodThroughLib = {
  regex: '^zod(/.*)?$',
  allowTypeImports: true,
  message: "Import zod from '@/lib/zod' (or zod/mini from '@/lib/zod/mini'): they set jitless first.",
};
const contentFromRoutes = {
  // The collections table and its pure checks are browser-safe: the admin console runs them over its drafts.
  regex: '^@/lib/content/(?!(collections|check|refs)$)',
  allowTypeImports: true,
  message: 'Take content as props from the route: lib/content loaders read files at build time (server-only).',
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'out/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      '.tmp/**',
      '__tests__/fixtures/next-*/**',
    ],
  },
  {
    // Internal links go through components/ui/link.tsx (prefetch on intent, not on entering the viewport);
    // pictures through components/ui/img.tsx (a plain <img>: no next/image client code).
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['components/ui/link.tsx', 'components/ui/img.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', message: "Import Link from '@/components/ui/link' (prefetch on intent)." },
            { name: 'next/image', message: "Use Img from '@/components/ui/img' (no client JavaScript for pictures)." },
          ],
        },
      ],
    },
  },
  // Browser storage goes through lib/stores/safe-storage.ts only (it never throws, tells the visitor
  // about blocked, full or damaged storage, and keeps a failed write in memory); every storage name
  // is written once, in lib/stores/storage-keys.ts.
  {
    files: storageRuleFiles,
    ignores: ['lib/stores/safe-storage.ts'],
    rules: {
      'no-restricted-globals': ['error', ...browserStorages.map((name) => ({ name, message: useSafeStorage }))],
      'no-restricted-properties': ['error', ...browserStorages.map((property) => ({ property, message: useSafeStorage }))],
    },
  },
  {
    files: storageRuleFiles,
    ignores: ['lib/stores/storage-keys.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...storageNames, ...urlState],
    },
  },
  { files: ['components/ui/use-url-state.ts'], rules: { 'no-restricted-syntax': ['error', ...storageNames] } },
  {
    // Zod is imported through lib/zod (zod) and lib/zod/mini (zod/mini), which turn off its `new Function`
    // probe (reported as a violation under the site's Content-Security-Policy); types may come from zod itself.
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs'],
    ignores: ['lib/zod/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [zodThroughLib] }] },
  },
  {
    // Components get content from the route that renders them: lib/content reads files at build
    // (server-only), so a component may take its types but never call a loader.
    files: ['components/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [zodThroughLib, contentFromRoutes] }] },
  },
  {
    // Browser tests wait for a condition (an element, an event, the page settled), never for a fixed time.
    files: ['__tests__/e2e/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'waitForTimeout', message: 'Wait for a condition instead (expect(...), waitForEvent, waitForFunction, waitForLayoutToSettle).' },
      ],
    },
  },
  {
    // No import cycles in the site's own modules (what is built into pages). The tests and scripts
    // only import them; walking their imports again took a quarter of the lint's time.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
];

export default config;
