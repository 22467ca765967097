// The floor of a warm start: a Node process that opens the API's PGlite data directory the
// way the API does (btree_gist loaded), answers one query and says so. Started like the API
// (spawn to a line on stdout), so both figures include Node's own start-up.
import { openPglite } from '../lib.mjs';

const db = await openPglite(process.env.FLOOR_DATA_DIR);
await db.query('select 1');
console.log('pglite open');
await db.close();
