require('@testing-library/jest-dom');

// jsdom lacks these; react-router 7 needs them at import time.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });

// Every catalogue's English, compiled at run time (the build compiles them ahead), so a screen
// renders its texts on the first frame as in the app once its catalogue has arrived. A test that
// switches language (`useLocaleStore.getState().setLocale('de')`) loads that language's files.
const fs = require('node:fs');
const path = require('node:path');
const { compileMessage } = require('@lingui/message-utils/compileMessage');
const catalogues = require('../../shared/src/i18n/catalogues.ts');

const repo = path.join(__dirname, '../..');
const englishFiles = [];
for (const pkg of fs.readdirSync(repo)) {
  if (pkg !== 'shared' && pkg !== 'host' && !pkg.startsWith('remote-')) continue;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(full);
      else if (entry.name === 'en.json' && path.basename(dir) === 'i18n') englishFiles.push(full);
    }
  };
  walk(path.join(repo, pkg, 'src'));
}
catalogues.i18n.setMessagesCompiler(compileMessage);
for (const file of englishFiles) catalogues.addMessages('en', JSON.parse(fs.readFileSync(file, 'utf8')));
catalogues.markEverythingLoaded();
globalThis.afterEach(() => catalogues.resetForTests());
const { useLocaleStore } = require('../../shared/src/i18n/localeStore.ts');
globalThis.afterEach(() => useLocaleStore.setState({ locale: 'en' }));
