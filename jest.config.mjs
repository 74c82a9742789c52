import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: [
    '<rootDir>/__tests__/e2e/',
    '<rootDir>/__tests__/roundtrip/',
    '<rootDir>/__tests__/audit/',
    '<rootDir>/__tests__/fixtures/',
    '<rootDir>/node_modules/',
    '<rootDir>/.tmp/',
  ],
  modulePathIgnorePatterns: ['<rootDir>/.tmp/', '<rootDir>/out/'],
};

export default createJestConfig(config);
