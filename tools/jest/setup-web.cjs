require('@testing-library/jest-dom');

// jsdom lacks these; react-router 7 needs them at import time.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
