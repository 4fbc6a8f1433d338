import { parseArgs } from 'node:util';
import { AccountError, addOrg, addUser, listUsers } from './accounts';
import { dbConfigFromEnv } from './config';
import { createDb, type Db } from './db/connect';
import { migrateToLatest } from './migrations';

const USAGE = `Usage:
  cli add-org <slug> <name>
  cli add-user --org <slug> --email <email> --name <name> --password <password>
  cli list-users`;

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
      });
      print(`Added user ${user.email} (${user.id}) to ${user.orgSlug}`);
      return;
    }
    case 'list-users': {
      const users = await listUsers(db);
      if (users.length === 0) print('No users');
      for (const u of users) print(`${u.email}\t${u.name}\t${u.orgSlug}\t${u.id}`);
      return;
    }
    default:
      throw new AccountError(command ? `Unknown command "${command}"\n${USAGE}` : USAGE);
  }
}

async function main(): Promise<void> {
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
