/**
 * 会計ソフト連携 and 会計連携設定 (the sales journals for accounting software): part of the
 * one message catalogue, as `ja.accounting`.
 */
export const accountingMessages = {
  targets: {
    yayoi: '弥生会計',
    freee: 'freee会計',
    moneyForward: 'マネーフォワード クラウド会計',
  },
  /** The start of a journal's file name: `弥生会計_仕訳_20250601-20250630.csv`. */
  fileLabels: {
    yayoi: '弥生会計_仕訳',
    freee: 'freee_取引',
    moneyForward: 'マネーフォワード_仕訳帳',
  },
  /** What each file is, as the software's import screen calls it. */
  targetFormats: {
    yayoi: '仕訳日記帳（弥生インポート形式・ヘッダー行なし）',
    freee: '取引インポート（ヘッダー行あり）',
    moneyForward: '仕訳帳インポート（A〜AA列・ヘッダー行あり）',
  },
  categories: {
    creditCard: 'クレジットカード',
    debitCard: 'デビットカード',
    qrCode: 'QRコード決済',
    eMoney: '電子マネー',
    ec: 'EC決済',
  },
  taxRates: {
    10: '10%（標準税率）',
    8: '8%（軽減税率）',
  },
  encodings: {
    shiftJis: 'Shift_JIS',
    utf8Bom: 'UTF-8（BOM付き）',
  },
  lineEndings: {
    crlf: 'CRLF（Windows）',
    lf: 'LF',
  },
  departments: {
    shopName: '店舗名',
    shopCode: '店舗コード',
    none: '出力しない',
  },
  yayoiEditions: {
    desktop: '弥生会計（デスクトップ版）',
    online: '弥生会計 オンライン',
  },
  /** 摘要 of the journal's lines: `{category}売上 {shop}`. */
  memo: {
    sales: '{category}売上 {shop}',
    cancellation: '{category}売上取消 {shop}',
  },
  exportPage: {
    lead: '選択した期間の売上を、決済手段別・税率別の仕訳として会計ソフトの取込ファイルに出力します。営業日ごと・店舗ごとに1伝票です。',
    settingsLink: '会計連携設定',
    target: '出力先の会計ソフト',
    format: '形式：{format}',
    period: '対象期間',
    month: '対象月',
    from: '開始日（営業日）',
    to: '終了日（営業日）',
    periodMode: '期間の指定',
    byMonth: '月を選ぶ',
    byRange: '期間を指定',
    shops: '対象店舗',
    allShops: 'すべての店舗',
    pickShops: '店舗を選ぶ',
    shopsPlaceholder: '店舗名で絞り込み',
    shopsHint: '最大{max}店舗まで選べます。選ばない場合はすべての店舗が対象です。',
    cutoff: '営業日の区切り：{time}（会計連携設定で変更できます）',
    preview: '集計を確認',
    exportButton: '仕訳ファイルを出力',
    exporting: '出力中',
    previewTitle: '出力する仕訳の内容',
    previewLead: '{range}・{shops}',
    previewShopCount: '{count}店舗',
    previewEmpty: 'この期間・店舗に決済はありません。仕訳は出力されません。',
    columns: {
      category: '決済手段',
      taxRate: '税率',
      sales: '売上',
      cancellations: '取消',
      net: '差引（集計の売上金額）',
    },
    totalRow: '合計',
    lines: '仕訳 {lines} 行・伝票 {slips} 件',
    files: 'ファイル {files} 個に分けてzipで出力します（{reason}）。',
    splitReason: {
      yayoi: '弥生会計 オンラインの取込は1ファイル1,000行・1MBまで',
      freee: 'freeeの取引インポートは1ファイル5MBまで',
    },
    departmentCut:
      '部門名が{max}桁（半角）を超える店舗があります。弥生会計では{max}桁で切り捨てられます：{shops}',
    notSet: '会計連携設定がまだ保存されていません。勘定科目の初期値で出力されます。',
    importStepsTitle: '取り込み方',
    importSteps: {
      yayoi:
        '弥生会計で［ファイル］→［インポート］を選び、保存したファイルを指定します（弥生会計 オンラインは［弥生データのインポート］）。勘定科目・補助科目・部門が弥生会計の名称と異なる場合はマッチング画面が表示されます。zipの場合は展開した各ファイルを順に取り込みます。',
      freee:
        'freee会計の［取引］メニューから取引のインポート（取引・口座振替のインポート）を開き、保存したファイルをアップロードします。zipの場合は展開した各ファイルを順に取り込みます。',
      moneyForward:
        'マネーフォワード クラウド会計で［会計帳簿］→［仕訳帳］→［インポート］→［仕訳帳］を選び、保存したファイルを指定します。会計年度をまたぐ期間は年度ごとに出力してください。',
    },
  },
  settingsPage: {
    lead: '勘定科目・補助科目・税区分は、ご利用の会計ソフトに登録されている名称と同じ文字で入力してください。',
    exportLink: '会計ソフト連携へ',
    general: '共通の設定',
    defaultTarget: '既定の会計ソフト',
    cutoff: '営業日の区切り時刻',
    cutoffHint: '深夜営業の店舗では、この時刻より前の決済を前日の売上として計上します。',
    cutoffMidnight: '0:00（暦日どおり）',
    defaultTaxRate: '税率の指定がない決済の税率',
    defaultTaxRateHint: '決済データに軽減税率の内訳がない場合に使う税率です。',
    department: '部門に出力する値',
    yayoiEdition: '弥生会計の製品',
    yayoiEditionHint:
      '弥生会計 オンラインの場合、1,000行・1MBを超える期間は複数のファイルに分けてzipで出力します。',
    receivables: '売掛金（決済手段ごと）',
    receivablesFreee: '取引先（決済手段ごと）',
    receivablesFreeeHint: 'freeeでは売上を未決済の取引として登録し、決済手段ごとの取引先の売掛金とします。',
    sales: '売上',
    cancellations: '取消',
    cancellationsHint: '取消は売上の逆仕訳（借方：取消の勘定科目、貸方：売掛金）として計上します。',
    taxCategories: '税区分',
    file: 'ファイル形式',
    encoding: '文字コード',
    lineEnding: '改行コード',
    fixedEncoding: '弥生会計の取込ファイルは Shift_JIS です。',
    columns: {
      category: '決済手段',
      account: '勘定科目',
      subAccount: '補助科目',
      partner: '取引先',
      item: '品目',
      taxCategory: '税区分',
    },
    fields: {
      account: '{name}の勘定科目',
      subAccount: '{name}の補助科目',
      partner: '{name}の取引先',
      item: '{name}の品目',
      receivableTax: '売掛金の税区分',
      sales10: '売上（10%）の税区分',
      sales8: '売上（軽減8%）の税区分',
      cancellations10: '取消（10%）の税区分',
      cancellations8: '取消（軽減8%）の税区分',
    },
    limitHint: '勘定科目は{account}文字・補助科目は{subAccount}文字まで（全角は半角2文字分、{bytes}桁まで）',
    saved: '会計連携設定を保存しました。',
    tabHasErrors: 'このタブに入力内容の誤りがあります',
  },
  validation: {
    maxBytes: 'は半角{max}文字（全角{half}文字）以内で入力してください。',
    csvCharacters: 'に改行・タブ・ダブルクォートは使用できません。',
    notShiftJis: 'に Shift_JIS で表せない文字（{characters}）が含まれています。',
    fileChoice: 'はこの会計ソフトでは選べません。',
    periodTooLong: '対象期間は{max}日以内で指定してください。',
    tooManyShops: '対象店舗は{max}店舗まで選べます。',
  },
} as const;
