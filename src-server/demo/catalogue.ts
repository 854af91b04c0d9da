/** Reference data and name pools of the demo (deterministic: picked by index, never at random). */

/** Shop genres, the same for every service (also seeded without the demo: see seedReferenceData). */
export const GENRES = [
  'カフェ',
  'ベーカリー',
  'レストラン',
  '居酒屋',
  'ラーメン',
  '和菓子・スイーツ',
  '美容室',
  'ネイルサロン',
  '小売',
  '雑貨',
  'ドラッグストア',
  'フィットネス',
] as const;

export const OWNER_FAMILY_NAMES = [
  '佐々木',
  '山口',
  '松田',
  '井上',
  '木村',
  '林',
  '清水',
  '山崎',
  '森',
  '池田',
  '橋本',
  '阿部',
  '石川',
  '前田',
  '藤田',
  '岡田',
  '長谷川',
] as const;

export const OWNER_GIVEN_NAMES = [
  '健一',
  '美穂',
  '誠',
  '直子',
  '剛',
  '明美',
  '浩二',
  '真由美',
  '隆',
  '裕子',
  '大輔',
  '恵子',
  '拓海',
  '陽菜',
  '蓮',
  '結菜',
  '悠真',
  '葵',
  '湊',
] as const;

/** Franchisees that run some branches; the others are run by the chain's own company. */
export const FRANCHISE_OPERATORS = [
  '株式会社北斗フーズ',
  '有限会社みなと商事',
  '株式会社さくらダイニング',
  '合同会社あおばプランニング',
  '株式会社なにわ喫茶サービス',
] as const;

export const SHOP_REMARKS = [
  '駅改札から徒歩1分。朝7時から営業。',
  'ショッピングモール内。モールの休館日に準じます。',
  '2階席あり。ベビーカーでの入店可。',
  '路面店。テラス席は冬季休止。',
] as const;

/** Documentation addresses (RFC 5737), never routed: safe demo values for IP fields. */
export const DEMO_IP_PREFIXES = ['192.0.2.', '198.51.100.', '203.0.113.'] as const;
