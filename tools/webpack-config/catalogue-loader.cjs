// Compiles a catalogue (`src/**/i18n/<locale>.json`: key → ICU MessageFormat text) into Lingui's
// compiled form at build time, so the browser gets ready messages and never the ICU parser.
const { compileMessage } = require('@lingui/message-utils/compileMessage');

module.exports = function catalogueLoader(source) {
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [key, message] of Object.entries(messages)) compiled[key] = compileMessage(message);
  return JSON.stringify(compiled);
};
