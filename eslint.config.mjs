import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'out/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', '.tmp/**'],
  },
  {
    // zod comes through lib/zod.ts and lib/zod-mini.ts, which turn off its `new Function` probe (CSP).
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['lib/zod.ts', 'lib/zod-mini.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Import { z } from '@/lib/zod' (jitless under the CSP).", allowTypeImports: true },
            { name: 'zod/mini', message: "Import * as z from '@/lib/zod-mini' (jitless under the CSP).", allowTypeImports: true },
          ],
        },
      ],
    },
  },
];

export default config;
