module.exports = require('../jest/node.cjs')(__dirname);
