require('@testing-library/jest-dom');

// jsdom lacks these; react-router 7 needs them at import time.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });

// jsdom lays nothing out, so every element has no client rects; focus-trap's `tabbable` reads that
// as "not displayed" and would find nothing to focus. An element gets one rect unless it or an
// ancestor is display: none, as in a browser.
if (typeof Element !== 'undefined') {
  Element.prototype.getClientRects = function getClientRects() {
    for (let el = this; el; el = el.parentElement) {
      if (window.getComputedStyle(el).display === 'none') return [];
    }
    return [{ x: 0, y: 0, width: 1, height: 1, top: 0, left: 0, right: 1, bottom: 1 }];
  };
}
