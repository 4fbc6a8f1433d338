const { createConfig } = require('@meridian/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'importer',
  port: 3004,
  title: 'Import Contacts - Meridian (standalone)',
  exposes: { './routes': './src/exposes/routes.tsx' },
});
