const { createConfig } = require('@meridian/webpack-config');

module.exports = createConfig({ dir: __dirname, name: 'shell', port: 3000, title: 'Meridian' });
