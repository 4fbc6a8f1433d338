// The app's catalogues as files: a test names a text by its English words (the specification's)
// and reads what another language shows for it, so it needs no knowledge of the keys.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './env';

const FOLDERS = [
  'shared/src/i18n',
  'shared/src/api/i18n',
  'host/src/i18n',
  'remote-contacts/src/i18n',
  'remote-companies/src/i18n',
  'remote-pipeline/src/i18n',
  'remote-pipeline/src/features/pipeline/shape/i18n',
  'remote-import/src/i18n',
  'remote-activities/src/i18n',
  'services/sign-in/src/i18n',
];

type Catalogue = Record<string, string>;
const read = (folder: string, locale: string): Catalogue => {
  const file = path.join(ROOT, folder, `${locale}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue) : {};
};

/** The text `english` in `locale`, from the first catalogue that holds exactly that English text. */
export function inLanguage(locale: string, english: string, values: Record<string, string> = {}): string {
  for (const folder of FOLDERS) {
    const en = read(folder, 'en');
    const key = Object.keys(en).find((k) => en[k] === english);
    if (!key) continue;
    const text = read(folder, locale)[key]!;
    return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
  }
  throw new Error(`No catalogue has the English text "${english}"`);
}

/** One key's text, where two keys say the same English differently (a heading and a button). */
export const catalogueText = (locale: string, folder: string, key: string): string => read(folder, locale)[key]!;
