/** The app's own Japanese messages, merged over react-admin's Japanese catalogue. */
export const appMessages = {
  ra: {
    page: { dashboard: 'ダッシュボード', empty: '該当するデータがありません。' },
    navigation: { no_results: '該当するデータがありません。' },
    // Not in the Japanese catalogue, which would leave react-admin's English default.
    validation: { unique: 'すでに使われています' },
  },
};
