/** The demo pages by kind, as /demos lists them (a test checks that none is missing). */
export const DEMO_SECTIONS: { title: string; paths: string[] }[] = [
  { title: 'ダッシュボード', paths: ['/charts', '/commerce', '/widgets', '/alternative'] },
  { title: 'カレンダー・地図', paths: ['/calendar', '/maps'] },
  {
    title: 'コンポーネント',
    paths: [
      '/components/buttons',
      '/components/grid',
      '/components/panels',
      '/components/alerts',
      '/components/notifications',
      '/components/icons',
      '/components/typography',
    ],
  },
  {
    title: 'フォーム',
    paths: ['/forms/regular', '/forms/extended', '/forms/validation', '/forms/wizard'],
  },
  { title: 'テーブル', paths: ['/tables/regular', '/tables/extended', '/tables/paginated'] },
  {
    title: 'ページ',
    paths: ['/pricing', '/lock', '/register', '/pages/profile', '/pages/timeline'],
  },
];

/** Every demo page, the index first. */
export const DEMO_PATHS = ['/demos', ...DEMO_SECTIONS.flatMap((section) => section.paths)];
