/**
 * The one message catalogue. Every string a user reads comes from here.
 * Placeholders such as {min}, {max}, {maxSize}, {date} are filled with formatMessage().
 */
export const ja = {
  app: {
    productName: 'キャッシュレス管理コンソール',
    loading: '読み込み中',
  },
  roles: {
    1: 'マスター管理者',
    2: 'クライアント',
    3: '店舗',
    4: 'グループ',
  },
  fields: {
    email: 'メールアドレス',
    password: 'パスワード',
    currentPassword: '現在のパスワード',
    newPassword: '新しいパスワード',
    confirmPassword: '新しいパスワード（確認）',
    keyword: 'キーワード',
  },
  actions: {
    login: 'ログイン',
    logout: 'ログアウト',
    search: '検索',
    clear: 'クリア',
    back: '戻る',
    reload: '再読み込み',
    close: '閉じる',
  },
  auth: {
    loginTitle: 'ログイン',
    loginLead: 'メールアドレスとパスワードを入力してログインしてください。',
    invalidCredentials: 'メールアドレスまたはパスワードが正しくありません。',
    tooManyAttempts: 'ログインの試行回数が上限に達しました。しばらく時間をおいてから再度お試しください。',
    accountPaused: 'このアカウントは現在停止されています。管理者にお問い合わせください。',
    sessionExpired: 'セッションの有効期限が切れました。再度ログインしてください。',
    currentPasswordWrong: '現在のパスワードが正しくありません。',
    passwordChanged: 'パスワードを変更しました。',
  },
  errors: {
    unauthenticated: 'ログインしてください。',
    forbidden: 'このページを表示する権限がありません。',
    notFound: 'お探しのページは見つかりませんでした。',
    serverError: 'システムエラーが発生しました。しばらく時間をおいてから再度お試しください。',
    network: 'サーバーに接続できません。ネットワーク接続を確認してください。',
    invalidRequest: 'リクエストの内容が正しくありません。',
    invalidResponse: 'サーバーから想定外の応答がありました。',
    untrustedSender: 'このウィンドウからの操作は許可されていません。',
    validationFailed: '入力内容に誤りがあります。',
    alreadyUpdated: '他のユーザーによって既に更新されています。画面を再読み込みしてください。',
    noViewingPermission: '閲覧権限がありません。',
    noMatchingData: '該当するデータがありません。',
  },
  validation: {
    required: 'を入力してください。',
    email: 'の形式が正しくありません。',
  },
  pages: {
    forbiddenTitle: 'アクセス権限がありません',
    notFoundTitle: 'ページが見つかりません',
    serverErrorTitle: 'システムエラー',
    backToTop: 'トップへ戻る',
  },
  services: {
    listTitle: 'サービス一覧',
    columns: {
      id: 'ID',
      name: 'サービス名',
      subdomain: 'サブドメイン',
      company: '企業名',
      shopCount: '店舗数',
      registDate: '登録日',
    },
    empty: '該当するサービスがありません。',
  },
  dashboard: {
    title: 'ダッシュボード',
    welcome: '{name}さん、ようこそ。',
    statisticsComing: '売上・決済の統計は準備中です。',
  },
  paging: {
    summary: '全 {total} 件中 {from}〜{to} 件',
  },
} as const;

export type Messages = typeof ja;
