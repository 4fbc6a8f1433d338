// Jest preset for the Node services: swc transpiles TS to CommonJS; tests use app.inject.
module.exports = (dir) => ({
  rootDir: dir,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': [require.resolve('@swc/jest'), { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // The contract's sources, not its build (tests run before any build).
  moduleNameMapper: { '^@meridian/contract$': require('node:path').join(__dirname, '../../shared/contract/src/index.ts') },
  clearMocks: true,
  testTimeout: 30000,
});
