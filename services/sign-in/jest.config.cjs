module.exports = require('../../tools/jest/node.cjs')(__dirname);
