import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
];

export default config;
