const { createConfig } = require('@meridian/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'pipeline',
  port: 3003,
  title: 'Sales Pipeline - Meridian (standalone)',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './AddToPipeline': './src/exposes/AddToPipeline.tsx',
    './DealEditor': './src/exposes/DealEditor.tsx',
    './dashboard': './src/exposes/dashboard.tsx',
  },
});
