// Jest preset for the Node packages (the services and the service-side workspace packages): swc
// transpiles TS to CommonJS; tests use app.inject.
const path = require('node:path');

// ESM-only packages that Fastify and its plugins load (light-my-request and @fastify/static load
// `cookie` and `content-disposition`; @fastify/cookie loads `cookie` with import()). Plain Node runs
// them (require(esm) from 20.19); Jest's CommonJS runtime cannot before Node 24.9, so under Jest
// swc compiles them, and turns the import() into require().
const ESM_ONLY = ['cookie', 'content-disposition', '@fastify\\+cookie'];
const swc = require.resolve('@swc/jest');

module.exports = (dir) => ({
  rootDir: dir,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': [swc, { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
    '^.+\\.js$': [swc, { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: [`^(?!.*/node_modules/\\.pnpm/(${ESM_ONLY.join('|')})@).*/node_modules/`],
  // The workspace packages' sources, not their builds (tests run before any build).
  moduleNameMapper: {
    '^@meridian/contract$': path.join(__dirname, '../../shared/contract/src/index.ts'),
    '^@meridian/service-logging$': path.join(__dirname, '../service-logging/src/index.ts'),
  },
  clearMocks: true,
  testTimeout: 30000,
});
