import { openDatabase, driverClientOf } from './src-server/db/client';
import { storeFile, deleteFile } from './src-server/jobs/files/store';
import { randomBytes } from 'node:crypto';
const h = await openDatabase({ kind: 'pglite' });
const text = Buffer.from('4000001,BENCH-00000001,ひだまり珈琲 新宿三丁目1号店,エリア2,1000001,青森県,新宿区,道玄坂2丁目2-2,,0300000001,公開中,有効\r\n'.repeat(150000)).subarray(0, 16 << 20);
for (let r = 0; r < 2; r++) {
  let t = performance.now();
  const id = await storeFile(h.db, text, 1 << 20);
  console.log('storeFile hex', (performance.now() - t).toFixed(0), 'ms');
  await deleteFile(h.db, id);
}
const client = (driverClientOf(h.db) as any).client;
await client.exec("create table probe (seq int, data bytea)");
for (let r = 0; r < 2; r++) {
  let t = performance.now();
  for (let seq = 0; seq < 16; seq++) await client.query('insert into probe values ($1, $2)', [seq, text.subarray(seq << 20, (seq + 1) << 20)]);
  console.log('binary param', (performance.now() - t).toFixed(0), 'ms');
  await client.exec('delete from probe');
  t = performance.now();
  for (let seq = 0; seq < 16; seq++) await client.query(`insert into probe values ($1, decode($2, 'hex'))`, [seq, text.subarray(seq << 20, (seq + 1) << 20).toString('hex')]);
  console.log('hex param', (performance.now() - t).toFixed(0), 'ms');
  await client.exec('delete from probe');
  t = performance.now();
  for (let seq = 0; seq < 16; seq++) await client.query(`insert into probe values ($1, decode($2, 'base64'))`, [seq, text.subarray(seq << 20, (seq + 1) << 20).toString('base64')]);
  console.log('base64 param', (performance.now() - t).toFixed(0), 'ms');
  await client.exec('delete from probe');
}
await h.close();
