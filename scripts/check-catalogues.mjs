// Checks every catalogue (a folder `i18n/` holding en.json, es.json, fr.json, de.json) of the
// front ends, the sign-in service and the API: the same keys in every language, each key under the
// catalogue's one namespace, every message valid ICU MessageFormat with the same arguments as
// its English, and every key used by the code beside it. `pnpm lint` runs it; it exits 1 on a fault.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOCALES = ['en', 'es', 'fr', 'de'];
const PACKAGES = [
  'shared/src',
  'host/src',
  'remote-contacts/src',
  'remote-companies/src',
  'remote-pipeline/src',
  'remote-import/src',
  'remote-activities/src',
  'services/sign-in/src',
  'services/api/src',
];
const faults = [];

function walk(dir, found = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') walk(full, found);
    } else found.push(full);
  }
  return found;
}

/** The argument names of a compiled message ('{count, plural, …}' → count), nested ones too. */
function argumentsOf(compiled, names = new Set()) {
  if (!Array.isArray(compiled)) return names;
  for (const part of compiled) {
    if (!Array.isArray(part)) continue;
    const [name, , options] = part;
    if (typeof name === 'string') names.add(name);
    if (options && typeof options === 'object') for (const branch of Object.values(options)) argumentsOf(branch, names);
  }
  return names;
}

function compile(file, key, message) {
  try {
    return compileMessage(message);
  } catch (error) {
    faults.push(`${file}: "${key}" is not valid ICU MessageFormat (${error.message})`);
    return [];
  }
}

for (const pkg of PACKAGES) {
  const files = walk(path.join(ROOT, pkg));
  const sources = files.filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f)).map((f) => fs.readFileSync(f, 'utf8'));
  const code = sources.join('\n');
  for (const dir of new Set(files.filter((f) => /[\\/]i18n[\\/]en\.json$/.test(f)).map(path.dirname))) {
    const rel = path.relative(ROOT, dir);
    const catalogues = Object.fromEntries(LOCALES.map((l) => [l, JSON.parse(fs.readFileSync(path.join(dir, `${l}.json`), 'utf8'))]));
    const english = catalogues.en;
    const keys = Object.keys(english);
    const namespaces = new Set(keys.map((k) => k.split('.')[0]));
    if (namespaces.size > 1) faults.push(`${rel}: keys of one catalogue share one namespace, found ${[...namespaces].join(', ')}`);
    for (const locale of LOCALES.slice(1)) {
      const other = catalogues[locale];
      for (const key of keys) {
        if (!(key in other)) faults.push(`${rel}/${locale}.json: missing "${key}"`);
        else if (typeof other[key] !== 'string' || !other[key].trim()) faults.push(`${rel}/${locale}.json: "${key}" is empty`);
      }
      for (const key of Object.keys(other)) if (!(key in english)) faults.push(`${rel}/${locale}.json: "${key}" is not in en.json`);
    }
    for (const key of keys) {
      const expected = [...argumentsOf(compile(`${rel}/en.json`, key, english[key]))].sort().join(',');
      for (const locale of LOCALES.slice(1)) {
        if (typeof catalogues[locale][key] !== 'string') continue;
        const found = [...argumentsOf(compile(`${rel}/${locale}.json`, key, catalogues[locale][key]))].sort().join(',');
        if (found !== expected) faults.push(`${rel}/${locale}.json: "${key}" takes {${found}} where English takes {${expected}}`);
      }
      // A key is used when the code names it, or names a prefix of it in a template (`stage.${id}`).
      const used = code.includes(`'${key}'`) || code.includes(`"${key}"`) || prefixesOf(key).some((p) => code.includes(`\`${p}\${`));
      if (!used) faults.push(`${rel}/en.json: "${key}" is not used by the code of ${pkg}`);
    }
  }
}

function prefixesOf(key) {
  const parts = key.split('.');
  return parts.slice(1).map((_, i) => `${parts.slice(0, i + 1).join('.')}.`);
}

if (faults.length) {
  console.error(`Catalogue check: ${faults.length} fault(s)\n${faults.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('Catalogue check: every catalogue complete in', LOCALES.join(', '));
