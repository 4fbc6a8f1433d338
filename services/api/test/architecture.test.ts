// Guards the layering the tenancy guarantee rests on: repositories and routes never reach the
// raw database, so every query goes through a TenantScope.
import fs from 'node:fs';
import path from 'node:path';

const src = path.join(__dirname, '..', 'src');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : entry.name.endsWith('.ts') ? [full] : [];
  });
}

const RAW_DB = [/\bapp\.db\b/, /\bfastify\.db\b/, /\.server\.db\b/, /db\/connection['"]/, /\bnew Kysely\b/, /\bKysely</];

describe('layering', () => {
  it.each(['repositories', 'routes'])('%s never touch the raw database', (folder) => {
    const offenders = filesUnder(path.join(src, folder)).filter((file) => {
      if (file.includes(`${path.sep}routes${path.sep}health${path.sep}`)) return false; // readiness pings the db itself
      const text = fs.readFileSync(file, 'utf8');
      return RAW_DB.some((re) => re.test(text));
    });
    expect(offenders.map((f) => path.relative(src, f))).toEqual([]);
  });

  it('routes keep SQL in repositories', () => {
    const offenders = filesUnder(path.join(src, 'routes')).filter((file) => /from 'kysely'|\bsql`/.test(fs.readFileSync(file, 'utf8')));
    expect(offenders.map((f) => path.relative(src, f))).toEqual([]);
  });
});
