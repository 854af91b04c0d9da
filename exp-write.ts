import pg from 'pg';
const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:55431/exp', max: 2 });
const c = await pool.connect();
let round = 0;
const ON = "begin; set local standard_conforming_strings = on; select set_config('audit.capture', 'on', true), set_config('audit.rows', '', true), set_config('audit.row_count', '0', true)";
const line = (fn: string, id: number) => `select ${fn}('${new Date().toISOString()}'::timestamptz, 1::integer, null::integer, 1::integer, '計測 太郎'::text, 'bench@bench.example'::text, 2::smallint, 'store'::text, 'shops'::text, '${id}'::text, 'update'::text, null::jsonb, '127.0.0.1'::text, 'bench'::text, 1::integer, null::integer)`;
async function update() {
  round += 1; const id = 1 + (round % 100);
  await c.query({ text: 'update shops set name = $1, updated_at = $2 where id = $3', values: [`ひだまり珈琲 計測${round}号店`, new Date().toISOString(), id] });
  return id;
}
const variants: Record<string, () => Promise<void>> = {
  bare: async () => { await c.query('begin'); await update(); await c.query('commit'); },
  full: async () => { await c.query(ON); const id = await update(); await c.query(`${line('audit_write_line', id)}; commit`); },
  captureOnly: async () => { await c.query(ON); await update(); await c.query(`commit`); },
  lineNoCapture: async () => { await c.query('begin; set local standard_conforming_strings = on'); const id = await update(); await c.query(`${line('audit_write_line', id)}; commit`); },
  openOnly: async () => { await c.query(ON.replace("'audit.capture', 'on'", "'audit.capture', 'off'")); await update(); await c.query(`commit`); },
  beginOne: async () => { await c.query('begin; set local standard_conforming_strings = on'); await update(); await c.query(`select 1; commit`); },
  intake: async () => { await c.query(ON); const id = await update(); await c.query(`${line('audit_write_intake', id)}; commit`); },
};
const names = (process.argv[2] ?? Object.keys(variants).join(',')).split(',');
const N = Number(process.argv[3] ?? 500);
const times: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
for (let i = 0; i < 50; i++) for (const n of names) await variants[n]!();
for (let i = 0; i < N; i++) for (const n of names) { const t = performance.now(); await variants[n]!(); times[n]!.push(performance.now() - t); }
const med = (a: number[]) => { const s = [...a].sort((x, y) => x - y); return s[Math.floor(s.length / 2)]!; };
const base = med(times.bare ?? [1]);
for (const n of names) console.log(n.padEnd(14), med(times[n]!).toFixed(3), 'ms', (med(times[n]!) / base).toFixed(2));
c.release(); await pool.end();
