import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create(process.argv[2]);
const r = await db.query(process.argv[3]);
console.log(JSON.stringify(r.rows).slice(0, 2000));
await db.close();
