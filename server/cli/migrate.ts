import { loadConfig } from '../config/env';
import { openDatabase } from '../db/client';

// Opening the database applies pending migrations (under an advisory lock on PostgreSQL).
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
console.log(`Migrations applied (${database.kind}).`);
await database.close();
