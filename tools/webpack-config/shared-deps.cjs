// The ONE list of Module Federation singletons. Every front end's webpack config uses it.
// The router is not here: it is shared through @meridian/shared/routing, which re-exports the
// part Meridian uses (a shared library is bundled whole; react-router whole is 61 KB gzip).
// requiredVersion is explicit on purpose: enhanced turns `workspace:*` into an empty range,
// which silently disables the version check (ARCHITECTURE.md §3).
const ranges = {
  react: '^19.0.0',
  'react-dom': '^19.0.0',
  'styled-components': '^6.1.0',
  zustand: '^5.0.0',
  swr: '^2.3.0',
  '@meridian/shared': '^1.0.0',
};

// Packages whose subpaths (react/jsx-runtime, swr/mutation, @meridian/shared/ui...) are shared too.
const withSubpaths = ['react', 'react-dom', 'zustand', 'swr', '@meridian/shared'];

/**
 * `env` can stand a build in for one made against another release of @meridian/shared: the
 * federation e2e tests build a remote that provides a newer minor (MERIDIAN_SHARED_VERSION) or
 * requires another major (MERIDIAN_SHARED_RANGE), without publishing one.
 */
function sharedDeps({ eager = false, env = process.env } = {}) {
  const shared = {};
  for (const [name, range] of Object.entries(ranges)) {
    // A breaking change of the shared contract must fail loudly (the section shows its
    // unavailable state) instead of running against the wrong API.
    const own = name === '@meridian/shared';
    const requiredVersion = (own && env.MERIDIAN_SHARED_RANGE) || range;
    const version = own && env.MERIDIAN_SHARED_VERSION ? { version: env.MERIDIAN_SHARED_VERSION } : {};
    const options = { singleton: true, requiredVersion, strictVersion: own, eager, ...version };
    shared[name] = options;
    if (withSubpaths.includes(name)) shared[`${name}/`] = { ...options };
  }
  return shared;
}

module.exports = { sharedDeps };
