import { eq, sql } from 'drizzle-orm';
import { ROLE_CLIENT } from '@shared/constants';
import type { Database } from '../src-server/platform/db/client';
import { groups, services, users } from '../src-server/platform/db/schema';
import { newId } from '../src-server/platform/jobs/ids';

export interface BenchService {
  serviceId: number;
  subdomain: string;
  userId: number;
  /** Deletes the service and, through the foreign keys, its shops, groups, user and jobs. */
  remove(): Promise<void>;
}

const GROUP_COUNT = 20;

/**
 * A service with `rows` generated shops, inserted by the database itself (generate_series).
 * The text is Japanese, and some cells need quoting (a comma), formula escaping (a leading =)
 * or the CP932 mapping (a JIS wave dash), so every step of the export does real work.
 */
export async function createBenchService(db: Database, rows: number): Promise<BenchService> {
  const tag = newId().slice(0, 8);
  const [service] = await db
    .insert(services)
    .values({ name: `ベンチマーク ${tag}`, subdomain: `bench-${tag}` })
    .returning({ id: services.id });
  if (!service) throw new Error('bench service not created');
  const serviceId = service.id;
  const groupRows = await db
    .insert(groups)
    .values(Array.from({ length: GROUP_COUNT }, (_, index) => ({ serviceId, name: `エリア${index + 1}` })))
    .returning({ id: groups.id });
  const [user] = await db
    .insert(users)
    .values({
      email: `bench-${tag}@bench.example`,
      passwordHash: 'not-a-login',
      role: ROLE_CLIENT,
      nameSei: '計測',
      nameMei: '太郎',
      serviceId,
    })
    .returning({ id: users.id });
  await insertShops(
    db,
    serviceId,
    groupRows.map((row) => row.id),
    rows,
  );
  await db.execute(sql`analyze shops`);
  return {
    serviceId,
    subdomain: `bench-${tag}`,
    userId: user?.id ?? 0,
    remove: async () => {
      await db.delete(services).where(eq(services.id, serviceId));
    },
  };
}

async function insertShops(db: Database, serviceId: number, groupIds: number[], rows: number): Promise<void> {
  const groupArray = sql.raw(`array[${groupIds.join(',')}]::int[]`);
  await db.execute(sql`
    insert into shops (service_id, group_id, shop_code, name, zipcode, prefecture_id, municipality,
      street_address, building_name, telephone, status, ec_enabled, regist_date, updated_at,
      owner_name_sei, owner_name_mei, email, company_name, municipality_id, remarks, latitude, longitude,
      ec_shop_id, ec_sales_type, ec_authorized_ip_address, ec_redirect_url, ec_generated_key)
    select ${serviceId},
      case when g % 9 = 4 then null else (${groupArray})[1 + g % ${groupIds.length}] end,
      'BENCH-' || lpad(g::text, 8, '0'),
      case
        when g % 97 = 0 then '=ひだまり珈琲 ' || g || '号店'
        when g % 50 = 0 then 'ひだまり珈琲, テラス ' || g || '号店'
        when g % 89 = 0 then 'ひだまり珈琲〜' || g || '号店'
        else 'ひだまり珈琲 ' || (array['渋谷道玄坂','新宿三丁目','梅田茶屋町','名古屋栄','博多駅前','札幌大通'])[1 + g % 6] || g || '号店'
      end,
      lpad((1000000 + g % 8999999)::text, 7, '0'),
      1 + g % 47,
      (array['渋谷区','新宿区','大阪市北区','名古屋市中区','福岡市博多区','札幌市中央区'])[1 + g % 6],
      '道玄坂' || (1 + g % 3) || '丁目' || (1 + g % 30) || '-' || (1 + g % 9),
      case when g % 3 = 0 then '第' || (1 + g % 12) || 'ひだまりビル ' || (1 + g % 9) || 'F' end,
      '03' || lpad((g % 100000000)::text, 8, '0'),
      1 + g % 5,
      g % 2,
      timestamptz '2024-01-01 00:00:00+09' + g * interval '37 seconds',
      timestamptz '2025-06-01 00:00:00+09' + g * interval '11 seconds',
      (array['佐藤','鈴木','高橋','田中','伊藤','渡辺'])[1 + g % 6],
      (array['美咲','健太','由美','直樹','陽菜','翔'])[1 + g % 6],
      'shop' || g || '@bench.example',
      '株式会社ひだまり' || (1 + g % 50),
      lpad((13101 + g % 23)::text, 5, '0'),
      case when g % 5 = 0 then '駐車場あり。営業時間は10時〜20時、定休日は水曜日です。' end,
      35.0 + (g % 100000) / 100000.0,
      135.0 + (g % 70000) / 10000.0,
      case when g % 2 = 0 then 'EC' || lpad(g::text, 10, '0') end,
      case when g % 2 = 0 then 1 + g % 2 end,
      case when g % 2 = 0 then '192.168.' || (g % 256) || '.' || (g % 200) end,
      case when g % 2 = 0 then 'https://shop.bench.example/ec/' || g || '/return' end,
      case when g % 2 = 0 then md5(g::text) end
    from generate_series(1, ${rows}) as g`);
}
