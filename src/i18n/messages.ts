/** The app's own Japanese messages, merged over react-admin's Japanese catalogue. */
export const appMessages = {
  app: {
    title: '会員ポータル',
    menu: { label: 'メニュー' },
    user: { suffix: 'さん', logout: 'ログアウト' },
    breadcrumb: { home: 'ホーム', label: 'パンくずリスト' },
  },
  ra: {
    page: { dashboard: 'ダッシュボード', empty: '該当するデータがありません。' },
    navigation: { no_results: '該当するデータがありません。' },
  },
};
