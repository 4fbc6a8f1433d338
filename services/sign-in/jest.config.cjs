const base = require('../../tools/jest/node.cjs')(__dirname);

// @fastify/cookie loads `cookie` (ESM-only) with a dynamic import(), which Jest's CommonJS
// runtime cannot run. Plain Node handles it; under Jest both packages go through swc, which
// turns the import() into require() and the ESM into CommonJS.
const esmPackages = ['@fastify\\+cookie', 'cookie'];

module.exports = {
  ...base,
  transform: {
    ...base.transform,
    '^.+\\.js$': [require.resolve('@swc/jest'), { module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: [`^(?!.*/node_modules/\\.pnpm/(${esmPackages.join('|')})@).*/node_modules/`],
};
