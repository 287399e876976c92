// `node --import tsx tests/server/support/seed-snapshot.ts <file>`: seeds an embedded database with the demo data and
// writes its data folder as a tarball to <file> (whole, by a rename), or what went wrong to <file>.error.
import { renameSync, writeFileSync } from 'node:fs';
import { openDatabase } from '../../../server/db/client';
import { seedDemo } from '../../../server/db/seed';

const file = process.argv[2]!;
try {
  const database = await openDatabase({});
  await database.migrate();
  await seedDemo(database.db);
  const dump = await database.dump!();
  await database.close();
  writeFileSync(`${file}.part`, Buffer.from(await dump.arrayBuffer()));
  renameSync(`${file}.part`, file);
} catch (error) {
  writeFileSync(`${file}.error`, error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
}
