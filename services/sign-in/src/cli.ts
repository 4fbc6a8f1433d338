import { parseArgs } from 'node:util';
import { AccountError, addOrg, addUser, listUsers, setUserRole } from './accounts';
import { dbConfigFromEnv } from './config';
import { createDb, type Db } from './db/connect';
import { MIGRATION_NAMES, migrateToLatest } from './migrations';

const USAGE = `Usage:
  cli add-org <slug> <name>
  cli add-user --org <slug> --email <email> --name <name> --password <password> [--role owner|admin|member|readonly]
      (default role: owner for the organisation's first user, member after that)
  cli list-users
  cli set-role --email <email> --role owner|admin|member|readonly
  cli migrate       (apply pending migrations; every command does that first)
  cli migrations    (the migrations this version has, one a line; opens no database)`;

function required(value: string | undefined, flag: string): string {
  if (!value) throw new AccountError(`Missing --${flag}\n${USAGE}`);
  return value;
}

// Runs one command; `print` receives the output lines. Exported for the tests.
export async function runCommand(db: Db, argv: string[], print: (line: string) => void) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      org: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
    },
  });
  const [command, ...rest] = positionals;
  switch (command) {
    case 'add-org': {
      const [slug, ...nameParts] = rest;
      if (!slug || nameParts.length === 0) {
        throw new AccountError(`add-org needs a slug and a name\n${USAGE}`);
      }
      await addOrg(db, slug, nameParts.join(' '));
      print(`Added organisation ${slug}`);
      return;
    }
    case 'add-user': {
      const user = await addUser(db, {
        org: required(values.org, 'org'),
        email: required(values.email, 'email'),
        name: required(values.name, 'name'),
        password: required(values.password, 'password'),
        role: values.role,
      });
      print(`Added user ${user.email} (${user.id}) to ${user.orgSlug} as ${user.role}`);
      return;
    }
    case 'list-users': {
      const users = await listUsers(db);
      if (users.length === 0) print('No users');
      // A user without a membership (removed from their organisation) has no role.
      for (const u of users) print(`${u.email}\t${u.name}\t${u.orgSlug || '-'}\t${u.orgSlug ? u.role : '-'}\t${u.id}`);
      return;
    }
    case 'migrate':
      print(`Schema up to date (${MIGRATION_NAMES.at(-1)})`);
      return;
    case 'set-role': {
      const user = await setUserRole(db, required(values.email, 'email'), required(values.role, 'role'));
      print(`${user.email} is now ${user.role} of ${user.orgSlug}`);
      return;
    }
    default:
      throw new AccountError(command ? `Unknown command "${command}"\n${USAGE}` : USAGE);
  }
}

async function main(): Promise<void> {
  if (process.argv[2] === 'migrations') {
    for (const name of MIGRATION_NAMES) console.log(name);
    return;
  }
  const config = dbConfigFromEnv(process.env);
  const db = createDb(config);
  try {
    await migrateToLatest(db, config);
    await runCommand(db, process.argv.slice(2), (line) => console.log(line));
  } catch (error) {
    // Operator mistakes and bad flags get a one-line message, anything else the full error.
    const code = (error as { code?: unknown } | null)?.code;
    const badArgs = typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS');
    const known = error instanceof AccountError || badArgs;
    console.error(known ? (error as Error).message : error);
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}

if (require.main === module) void main();
