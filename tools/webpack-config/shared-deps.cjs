// The ONE list of Module Federation singletons. Every front end's webpack config uses it.
// requiredVersion is explicit on purpose: enhanced turns `workspace:*` into an empty range,
// which silently disables the version check (ARCHITECTURE.md §3).
const ranges = {
  react: '^19.0.0',
  'react-dom': '^19.0.0',
  'react-router': '^7.0.0',
  'react-router-dom': '^7.0.0',
  'styled-components': '^6.1.0',
  zustand: '^5.0.0',
  swr: '^2.3.0',
  '@meridian/shared': '^1.0.0',
};

// Packages whose subpaths (react/jsx-runtime, swr/mutation, @meridian/shared/ui...) are shared too.
const withSubpaths = ['react', 'react-dom', 'zustand', 'swr', '@meridian/shared'];

function sharedDeps({ eager = false } = {}) {
  const shared = {};
  for (const [name, requiredVersion] of Object.entries(ranges)) {
    // A breaking change of the shared contract must fail loudly (the section shows its
    // unavailable state) instead of running against the wrong API.
    const strictVersion = name === '@meridian/shared';
    shared[name] = { singleton: true, requiredVersion, strictVersion, eager };
    if (withSubpaths.includes(name)) {
      shared[`${name}/`] = { singleton: true, requiredVersion, strictVersion, eager };
    }
  }
  return shared;
}

module.exports = { sharedDeps, ranges };
