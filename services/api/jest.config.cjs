const base = require('../../tools/jest/node.cjs')(__dirname);

// @fastify/swagger-ui → @fastify/static requires content-disposition@3 and cookie@2, ESM-only.
// Node ≥20.19 loads it through require(esm), but jest's module runtime cannot (before Node 24.9),
// so jest compiles that one package to CommonJS.
const esmOnly = ['content-disposition', 'cookie'];

module.exports = {
  ...base,
  transform: {
    ...base.transform,
    [`/node_modules/(\\.pnpm/[^/]+/node_modules/)?(${esmOnly.join('|')})/.+\\.js$`]: [
      require.resolve('@swc/jest'),
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${esmOnly.join('|')})[@/])`],
};
