const { createConfig } = require('@meridian/webpack-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'companies',
  port: 3002,
  title: 'Companies - Meridian (standalone)',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './CompanyForm': './src/exposes/CompanyForm.tsx',
  },
});
