const { createConfig } = require('@meridian/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'contacts',
  port: 3001,
  title: 'Contacts - Meridian (standalone)',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './ContactPanel': './src/exposes/ContactPanel.tsx',
  },
});
