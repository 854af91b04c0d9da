import sharp from 'sharp';
import type { Database } from '../../platform/db/client';
import {
  galleryCategories,
  galleryItems,
  menuCategories,
  menuItems,
  topCategories,
  topItems,
} from './schema';
import { DAY_MS } from '../../platform/settings';
import { makeThumbnail, storeImage } from '../../platform/media/thumbnails';
import type { PreparedImage } from '../../platform/media/thumbnails';

/**
 * Demo gallery, menu and top page: a café's (demo) or a bakery's (sample). Photos are drawn
 * here (gradients and shapes in SVG, rendered by sharp), so nothing is downloaded; each
 * service stores a dozen of them, which the items share.
 */
interface ContentPlan {
  gallery: Record<string, readonly string[]>;
  menu: Record<string, readonly (readonly [name: string, price: number, comment: string])[]>;
  top: Record<string, readonly (readonly [name: string, path: string])[]>;
  site: string;
}

const CAFE: ContentPlan = {
  site: 'https://hidamari-coffee.example',
  gallery: {
    店内: [
      '窓際のカウンター席',
      '木のぬくもりを感じるテーブル席',
      '焙煎機のある一角',
      '夕暮れの店内',
      'ソファ席',
      '本棚のあるコーナー',
      '入口のディスプレイ',
      '2階の吹き抜け',
      '季節の装花',
      'レジ横の焼き菓子棚',
    ],
    料理: [
      '厚切りトーストのモーニング',
      '自家製キッシュ',
      'たまごサンド',
      'ナポリタン',
      '季節野菜のカレー',
      'クロックムッシュ',
      'ホットサンド',
      'チキンとアボカドのサラダ',
      'スープセット',
      'ミートソースのパスタ',
    ],
    ドリンク: [
      'ハンドドリップ',
      'カフェラテのアート',
      'アイスコーヒー',
      'クリームソーダ',
      '自家製レモネード',
      'ほうじ茶ラテ',
      'チャイ',
      'エスプレッソ',
      'カフェモカ',
      'フルーツティー',
    ],
    スイーツ: [
      '固めのプリン',
      'ベイクドチーズケーキ',
      'ガトーショコラ',
      '季節のタルト',
      'パンケーキ',
      'ティラミス',
      '抹茶のパウンドケーキ',
      'スコーン',
      'シフォンケーキ',
      'コーヒーゼリー',
    ],
    イベント: ['ラテアート教室', '焙煎体験会', '夏のテラス営業', 'クリスマス装飾', '周年記念の様子'],
  },
  menu: {
    コーヒー: [
      ['ひだまりブレンド', 480, '深煎りの豆をハンドドリップで。ほろ苦さとコクが特長です。'],
      ['浅煎りシングルオリジン', 620, '季節ごとに選んだ産地の豆。華やかな香りをお楽しみください。'],
      ['カフェラテ', 550, 'エスプレッソにたっぷりのスチームミルク。'],
      ['アイスコーヒー', 500, '水出しでゆっくり抽出した、すっきりした味わい。'],
      ['カフェモカ', 600, 'ほろ苦いチョコレートとエスプレッソの組み合わせ。'],
      ['エスプレッソ', 400, ''],
    ],
    ティー・その他: [
      ['ほうじ茶ラテ', 580, '香ばしいほうじ茶をミルクで。'],
      ['自家製レモネード', 550, '国産レモンを蜂蜜に漬け込みました。'],
      ['クリームソーダ', 650, '懐かしいメロンソーダにバニラアイスをのせて。'],
      ['オレンジジュース', 500, '果汁100%'],
    ],
    フード: [
      ['モーニングセット', 780, '厚切りトースト、ゆで卵、サラダ、ドリンク付き（11時まで）。'],
      ['たまごサンド', 720, 'ふわふわの厚焼き卵をはさみました。'],
      ['自家製キッシュ', 850, 'ほうれん草とベーコン。サラダ付き。'],
      ['昔ながらのナポリタン', 980, '太麺をケチャップで炒めた喫茶店の味。'],
      ['季節野菜のカレー', 1100, 'スパイスから作るカレーに、季節の焼き野菜をのせて。'],
      ['クロックムッシュ', 880, ''],
    ],
    スイーツ: [
      ['固めのプリン', 520, '卵の味が濃い、昔ながらの固めのプリン。'],
      ['ベイクドチーズケーキ', 580, ''],
      ['ガトーショコラ', 580, 'ビターチョコレートを使った濃厚な味わい。'],
      ['季節のタルト', 680, '旬の果物を使ったタルト。内容は日替わりです。'],
      ['ケーキセット', 1050, 'お好きなケーキとドリンクのセット（50円引き）。'],
    ],
  },
  top: {
    おすすめ: [
      ['秋の新作ブレンド登場', '/news/autumn-blend'],
      ['季節のタルトはじめました', '/menu/seasonal-tart'],
      ['モーニングは11時まで', '/menu/morning'],
      ['コーヒー豆のオンライン販売', '/shop/beans'],
    ],
    キャンペーン: [
      ['アプリ会員限定 ドリンク50円引き', '/campaign/app-members'],
      ['ポイント2倍デー（毎月10日）', '/campaign/double-points'],
      ['お友だち紹介でクーポン進呈', '/campaign/invite'],
    ],
    店舗のお知らせ: [
      ['渋谷道玄坂店 リニューアルオープン', '/shops/shibuya'],
      ['年末年始の営業時間', '/news/holidays'],
      ['キャッシュレス決済のご案内', '/news/cashless'],
    ],
  },
};

const BAKERY: ContentPlan = {
  site: 'https://komugido.example',
  gallery: {
    焼きたて: [
      '朝一番の食パン',
      'クロワッサンの焼き上がり',
      'バゲットの棚',
      'メロンパン',
      'カレーパン',
      '天然酵母のカンパーニュ',
      'シナモンロール',
      'あんぱん',
    ],
    店内: ['パンの並ぶ棚', 'イートインスペース', 'ギフトコーナー', '店頭の黒板'],
    工房: ['生地の仕込み', '石窯', '成形の様子', '天然酵母の種'],
  },
  menu: {
    食パン: [
      ['こむぎ堂の角食パン（1斤）', 420, 'しっとりもちもち。トーストがおすすめです。'],
      ['山型イギリスパン', 450, ''],
      ['レーズン食パン', 520, 'ラム酒に漬けたレーズンをたっぷり。'],
    ],
    惣菜パン: [
      ['カレーパン', 260, '毎朝揚げるサクサクのカレーパン。'],
      ['ベーコンエピ', 280, ''],
      ['照り焼きチキンサンド', 420, ''],
      ['コロッケパン', 250, '北海道産じゃがいものコロッケ。'],
    ],
    菓子パン: [
      ['メロンパン', 200, '外はカリッと、中はふんわり。'],
      ['クリームパン', 220, '自家製カスタードクリーム。'],
      ['つぶあんぱん', 200, ''],
      ['シナモンロール', 300, ''],
    ],
    ドリンク: [
      ['ブレンドコーヒー', 350, ''],
      ['カフェオレ', 400, ''],
    ],
  },
  top: {
    おすすめ: [
      ['本日の焼きたて', '/today'],
      ['季節限定 栗のデニッシュ', '/menu/marron'],
    ],
    キャンペーン: [['パンの日（毎月8日）ポイント2倍', '/campaign/bread-day']],
  },
};

const PALETTES = [
  ['#7b4a2d', '#d9a066'],
  ['#3d5a40', '#a8c686'],
  ['#8c2f39', '#f2a65a'],
  ['#2d4059', '#ea5455'],
  ['#5c3d2e', '#e0c097'],
  ['#264653', '#e9c46a'],
  ['#6d597a', '#eaac8b'],
  ['#1d3557', '#a8dadc'],
  ['#9c6644', '#ede0d4'],
  ['#354f52', '#cad2c5'],
  ['#bc4749', '#f2e8cf'],
  ['#4a4e69', '#c9ada7'],
] as const;

/** A photo-like picture: a warm gradient, a "plate" and soft lights, 640 × 480 (or a 16:9 banner). */
function pictureSvg(index: number, width: number, height: number): string {
  const [dark, light] = PALETTES[index % PALETTES.length] ?? PALETTES[0];
  const cx = width * (0.35 + ((index * 37) % 30) / 100);
  const cy = height * (0.5 + ((index * 17) % 20) / 100 - 0.1);
  const r = Math.min(width, height) * (0.22 + (index % 4) * 0.03);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
      <radialGradient id="p" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${light}"/></radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <rect y="${height * 0.68}" width="100%" height="${height * 0.32}" fill="${dark}" opacity="0.35"/>
    <ellipse cx="${cx}" cy="${cy + r * 0.15}" rx="${r * 1.15}" ry="${r * 0.55}" fill="#000" opacity="0.18"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#p)"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.62}" fill="${dark}" opacity="0.75"/>
    <circle cx="${width * 0.82}" cy="${height * 0.2}" r="${r * 0.5}" fill="#fff" opacity="0.25"/>
    <circle cx="${width * 0.15}" cy="${height * 0.18}" r="${r * 0.3}" fill="#fff" opacity="0.18"/>
  </svg>`;
}

let cached: Promise<{ photos: PreparedImage[]; banners: PreparedImage[] }> | undefined;

async function render(index: number, width: number, height: number, prefix: string): Promise<PreparedImage> {
  const data = await sharp(Buffer.from(pictureSvg(index, width, height)))
    .jpeg({ quality: 80 })
    .toBuffer();
  return {
    file: { fileName: `${prefix}-${index + 1}.jpg`, mimeType: 'image/jpeg', data },
    thumbnail: await makeThumbnail(data),
  };
}

function demoImages() {
  cached ??= (async () => ({
    photos: await Promise.all(PALETTES.map((_, index) => render(index, 640, 480, 'photo'))),
    banners: await Promise.all(PALETTES.slice(0, 6).map((_, index) => render(index + 3, 960, 540, 'banner'))),
  }))();
  return cached;
}

export interface ShopContentSeed {
  serviceId: number;
  /** The store account's shop first: it gets the full gallery and menu, the next two a smaller one. */
  shopIds: number[];
  /** The café's content (demo) or the bakery's (sample). */
  cafe: boolean;
  now: Date;
}

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

export async function seedShopContent(db: Database, seed: ShopContentSeed): Promise<void> {
  const plan = seed.cafe ? CAFE : BAKERY;
  const images = await demoImages();
  const owner = { serviceId: seed.serviceId, uploadedBy: null };
  const photoIds: number[] = [];
  for (const photo of images.photos) photoIds.push(await storeImage(db, photo, owner));
  const bannerIds: number[] = [];
  for (const banner of images.banners) bannerIds.push(await storeImage(db, banner, owner));
  let counter = 0;
  const stamp = () => {
    counter += 1;
    const date = daysAgo(seed.now, (counter * 7) % 395);
    return { registDate: date, updatedAt: date };
  };

  for (const [shopIndex, shopId] of seed.shopIds.slice(0, 3).entries()) {
    const share = shopIndex === 0 ? 1 : 0.4;
    const base = { serviceId: seed.serviceId, shopId };
    const galleryNames = Object.keys(plan.gallery);
    const galleryRows = await db
      .insert(galleryCategories)
      .values(galleryNames.map((name, position) => ({ ...base, name, position, ...stamp() })))
      .returning({ id: galleryCategories.id, name: galleryCategories.name });
    const galleryValues = galleryRows.flatMap((category) => {
      const comments = plan.gallery[category.name] ?? [];
      return comments.slice(0, Math.max(2, Math.round(comments.length * share))).map((comment, position) => ({
        ...base,
        categoryId: category.id,
        imageId: photoIds[(counter + position) % photoIds.length] ?? 0,
        comment,
        position,
        ...stamp(),
      }));
    });
    if (galleryValues.length > 0) await db.insert(galleryItems).values(galleryValues);

    const menuRows = await db
      .insert(menuCategories)
      .values(Object.keys(plan.menu).map((name, position) => ({ ...base, name, position, ...stamp() })))
      .returning({ id: menuCategories.id, name: menuCategories.name });
    const menuValues = menuRows.flatMap((category) => {
      const entries = plan.menu[category.name] ?? [];
      return entries
        .slice(0, Math.max(2, Math.round(entries.length * share)))
        .map(([name, price, comment], position) => ({
          ...base,
          categoryId: category.id,
          // Every fourth item has no photo, as real menus do.
          imageId:
            (position + 1) % 4 === 0 ? null : (photoIds[(counter + position * 5) % photoIds.length] ?? null),
          name,
          comment,
          price: shopIndex === 0 ? price : price + 20,
          position,
          ...stamp(),
        }));
    });
    if (menuValues.length > 0) await db.insert(menuItems).values(menuValues);
  }

  const topRows = await db
    .insert(topCategories)
    .values(
      Object.keys(plan.top).map((name, position) => ({
        serviceId: seed.serviceId,
        name,
        position,
        ...stamp(),
      })),
    )
    .returning({ id: topCategories.id, name: topCategories.name });
  const topValues = topRows.flatMap((category) =>
    (plan.top[category.name] ?? []).map(([name, path], position) => ({
      serviceId: seed.serviceId,
      topCategoryId: category.id,
      name,
      imageId: bannerIds[(counter + position) % bannerIds.length] ?? 0,
      redirectUrl: `${plan.site}${path}`,
      position,
      ...stamp(),
    })),
  );
  if (topValues.length > 0) await db.insert(topItems).values(topValues);
}
