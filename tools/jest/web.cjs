// Jest preset for the browser packages (shared, host, remotes): swc transpiles TS/JSX, jsdom renders.
const path = require('node:path');

// ESM-only packages the table entry loads (TanStack Table v9 and its store): Jest's CommonJS
// runtime cannot load them, so swc compiles them like the sources.
const ESM_ONLY = ['@tanstack\\+react-table', '@tanstack\\+table-core', '@tanstack\\+react-store', '@tanstack\\+store'];

module.exports = (dir) => ({
  rootDir: dir,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`^(?!.*/node_modules/\\.pnpm/(${ESM_ONLY.join('|')})@).*/node_modules/`],
  // Resolve the shared package to its sources, also from inside the package itself.
  moduleNameMapper: {
    '^@meridian/shared/(.*)$': path.join(__dirname, '../../shared/src/$1'),
    '^@meridian/contract$': path.join(__dirname, '../../shared/contract/src/index.ts'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'setup-web.cjs')],
  clearMocks: true,
  // Page-level tests render whole boards and lists: on a busy 2-core CI machine one took 5-18 s
  // (jest's 5 s default failed it). A bound against hangs, not a speed check.
  testTimeout: 20000,
});
