// createConfig: the webpack + Module Federation build every front end shares.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const { DefinePlugin, EntryPlugin } = require('webpack');
const { sharedDeps } = require('./shared-deps.cjs');
const { devServerConfig } = require('./dev-server.cjs');

// The runtime plugin that provides the federation runtime to the remotes is injected by the path
// of its CommonJS build, and through it came a second, CommonJS copy of the whole runtime beside
// the ESM one everything else imports. Its ESM build keeps one copy.
const enhancedDir = path.dirname(require.resolve('@module-federation/enhanced'));
const injectPlugin = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [enhancedDir] });
const oneRuntimeCopy = { [`${injectPlugin}$`]: injectPlugin.replace(/\.cjs$/, '.js') };

const REFRESH_HOOK = require.resolve('./refresh-hook.cjs');

// Production source maps go here, a sibling of the served folder (see devtool below).
const SOURCE_MAPS_DIR = 'source-maps';

/**
 * @param {object} o
 * @param {string} o.dir       package directory (__dirname of the caller)
 * @param {string} o.name      federation name: shell | contacts | companies | pipeline | importer | activities
 * @param {number} o.port      dev-server port
 * @param {Record<string,string>} [o.exposes]
 * @param {string} o.title     HTML title for the standalone page
 */
function createConfig({ dir, name, port, exposes, title }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // The federation manifest leaves hot-update files out of a remote's assets only when
    // NODE_ENV says development; listed, the shell would load them before the remote's runtime.
    if (!production) process.env.NODE_ENV ??= 'development';
    const pkg = require(path.join(dir, 'package.json'));
    const remote = Object.keys(exposes || {}).length > 0;
    // In production a remote only ever runs inside the shell: it uses the shell's federation
    // runtime (its remoteEntry.js measured 28.8 → 9.9 KB gzip) and has no
    // page of its own. The development harness keeps its own runtime and page.
    const insideShellOnly = production && remote;
    const buildId = process.env.MERIDIAN_BUILD_ID || `${pkg.version}-${Date.now().toString(36)}`;
    // MERIDIAN_UNMINIFIED=1: a production build without the minifier, source maps and compressed
    // copies (most of a build's time), for the e2e tests that build remotes of their own to try
    // federation: what they check (manifests, shared versions, build ids) is the same.
    const finished = production && process.env.MERIDIAN_UNMINIFIED !== '1';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      // Production maps are 'hidden' (no sourceMappingURL comment) and written beside dist, never
      // into it: every static server served the whole front-end source from dist/*.map.
      devtool: production ? finished && 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        // MERIDIAN_DIST_DIR: a second build beside the served one (the federation e2e tests).
        path: process.env.MERIDIAN_DIST_DIR ? path.resolve(process.env.MERIDIAN_DIST_DIR) : path.join(dir, 'dist'),
        sourceMapFilename: `../${SOURCE_MAPS_DIR}/[file].map`,
        // 'auto' lets a remote's chunks load from wherever its manifest was served.
        publicPath: 'auto',
        // Entry files keep plain names (served no-cache): with [contenthash] here the federation
        // runtime fails to build on webpack 5.111 (module-federation/core#5077).
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      // 'meridian-source': @meridian/contract as ESM sources, so only what is used is bundled.
      resolve: { extensions: ['.tsx', '.ts', '.js'], alias: oneRuntimeCopy, conditionNames: ['meridian-source', '...'] },
      module: {
        rules: [
          // One chunk per language of each catalogue; the browser fetches the chosen one only.
          { test: /[\\/]i18n[\\/][a-z]{2}\.json$/, type: 'json', use: require.resolve('./catalogue-loader.cjs') },
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  // Development: React Fast Refresh (with ReactRefreshPlugin below) keeps component
                  // state across an edit.
                  transform: { react: { runtime: 'automatic', development: !production, refresh: !production } },
                  target: 'es2020',
                  // styled-components' CSS is text in the bundle: minified, it is a few KB less
                  // of every first screen (display names only in development, for the DevTools).
                  experimental: {
                    plugins: [
                      [
                        require.resolve('@swc/plugin-styled-components'),
                        { displayName: !production, ssr: false, minify: true, pure: true, transpileTemplateLiterals: false },
                      ],
                    ],
                  },
                },
              },
            },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes || {},
          shared: sharedDeps(),
          shareStrategy: 'loaded-first',
          manifest: true,
          // Exposed modules are typed in @meridian/shared/federation (modules.ts): nothing to generate or download.
          dts: false,
          experiments: {
            // Browser-only builds: the runtime's Node.js paths are left out.
            optimization: { target: 'web' },
            ...(remote ? { externalRuntime: insideShellOnly } : { provideExternalRuntime: true }),
          },
        }),
        new DefinePlugin({
          'process.env.MERIDIAN_BUILD_ID': JSON.stringify(buildId),
          'process.env.MERIDIAN_APP': JSON.stringify(name),
        }),
        // The page is always served from its origin's root, also at deep links like /pipeline/p1.
        !insideShellOnly && new HtmlWebpackPlugin({ template: path.join(__dirname, 'index.html'), title, chunks: ['main'], publicPath: '/' }),
        finished && new CompressionPlugin({ test: /\.(js|css|html|json|svg)$/, threshold: 1024 }),
        // React Fast Refresh: each build registers its components with its own refresh runtime
        // (namespaced by its uniqueName); refresh-hook.cjs, run before any of them, lets the
        // remotes' runtimes reach the shell's React. Errors show in the dev server's overlay.
        !production && { apply: (compiler) => new EntryPlugin(compiler.context, REFRESH_HOOK, { name: undefined }).apply(compiler) },
        !production && new ReactRefreshPlugin({ overlay: false, exclude: [/node_modules/, REFRESH_HOOK] }),
      ].filter(Boolean),
      optimization: { minimize: finished },
      performance: { hints: false },
      devServer: devServerConfig({ port, hot: !production }),
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createConfig, sharedDeps, SOURCE_MAPS_DIR };
