import { PGlite } from '@electric-sql/pglite';
const client = new PGlite();
await client.exec("create table probe (seq int, data bytea)");
const text = Buffer.from('4000001,BENCH-00000001,ひだまり珈琲 新宿三丁目1号店,エリア2,1000001,青森県,新宿区,道玄坂2丁目2-2,,0300000001,公開中,有効\r\n'.repeat(150000)).subarray(0, 16 << 20);
function binaryCopy(seq: number, data: Buffer): Buffer {
  const header = Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)]);
  const tuple = Buffer.alloc(2 + 4 + 4 + 4);
  tuple.writeInt16BE(2, 0); tuple.writeInt32BE(4, 2); tuple.writeInt32BE(seq, 6); tuple.writeInt32BE(data.length, 10);
  const trailer = Buffer.alloc(2); trailer.writeInt16BE(-1, 0);
  return Buffer.concat([header, tuple, data, trailer]);
}
for (let r = 0; r < 2; r++) {
  let t = performance.now();
  for (let seq = 0; seq < 16; seq++) await client.query(`copy probe (seq, data) from '/dev/blob' with (format binary)`, [], { blob: new Blob([binaryCopy(seq, text.subarray(seq << 20, (seq + 1) << 20))]) });
  console.log('binary copy', (performance.now() - t).toFixed(0), 'ms');
  const c = await client.query('select count(*), sum(length(data)) from probe'); console.log(c.rows);
  await client.exec('delete from probe');
  t = performance.now();
  for (let seq = 0; seq < 16; seq++) await client.query(`insert into probe values ($1, decode($2, 'base64'))`, [seq, text.subarray(seq << 20, (seq + 1) << 20).toString('base64')]);
  console.log('base64 param', (performance.now() - t).toFixed(0), 'ms');
  await client.exec('delete from probe');
}
