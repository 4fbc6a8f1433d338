const { createConfig } = require('@meridian/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'activities',
  port: 3005,
  title: 'My Work - Meridian (standalone)',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './RecordActivities': './src/exposes/RecordActivities.tsx',
  },
});
