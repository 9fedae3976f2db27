import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { ensureAdminAccount, parseAdminAccount } from '../modules/auth/admin-bootstrap';

const USAGE = `Usage: npm run create-admin -- --email <email> --password <password> [--username <name>] [--first-name <name> --last-name <name>]

Creates an administrator, or makes the existing account with that e-mail an administrator and sets
its password. Uses the configured database (DATABASE_URL, else the PGlite data in DATA_DIR).`;

function parseOptions() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      username: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (!values.email || !values.password) throw new Error('--email and --password are required');
  // Checked before the database is opened, so a typo fails at once.
  return parseAdminAccount({
    email: values.email,
    password: values.password,
    username: values.username,
    firstName: values['first-name'],
    lastName: values['last-name'],
  });
}

async function main() {
  let input;
  try {
    input = parseOptions();
  } catch (err) {
    console.error(`${err instanceof Error ? err.message : err}\n\n${USAGE}`);
    process.exit(1);
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { action, user } = await ensureAdminAccount(database.db, input);
    console.log(`Administrator ${action}: ${user.username} <${user.email}> (${database.kind} database)`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
