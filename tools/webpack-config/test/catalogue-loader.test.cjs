const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const catalogueLoader = require('../catalogue-loader.cjs');
const { createConfig } = require('../index.cjs');

test('a catalogue is compiled to Lingui messages at build time: plurals, arguments and plain text', () => {
  const source = JSON.stringify({ 'x.count': '{count, plural, one {# contact} other {# contacts}}', 'x.hi': 'Hello {name}', 'x.plain': 'Contacts' });
  assert.deepEqual(JSON.parse(catalogueLoader(source)), {
    'x.count': [['count', 'plural', { one: ['#', ' contact'], other: ['#', ' contacts'] }]],
    'x.hi': ['Hello ', ['name']],
    'x.plain': ['Contacts'],
  });
});

test('the build sends each language file of an i18n folder through the catalogue loader, and nothing else', () => {
  const config = createConfig({ dir: path.join(__dirname, '../../../remote-contacts'), name: 'contacts', port: 3001, exposes: {}, title: 'Contacts' })(
    {},
    { mode: 'production' },
  );
  const rule = config.module.rules.find((r) => String(r.use).includes('catalogue-loader'));
  assert.ok(rule.test.test('/repo/remote-contacts/src/i18n/de.json'));
  assert.ok(!rule.test.test('/repo/remote-contacts/package.json'));
  assert.ok(!rule.test.test('/repo/remote-contacts/src/i18n/index.ts'));
});
