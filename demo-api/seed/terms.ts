/** The society's terms, one per type (`GetDetailTermByType?type=`), as the back office keeps them. */

export interface Term {
  id: number;
  type: number;
  title: string;
  version: string;
  /** YYYY-MM-DD */
  effectiveDate: string;
  /** HTML, as written in the back office. */
  body: string;
}

const article = (no: number, heading: string, ...paragraphs: string[]): string =>
  `<h3>第${no}条（${heading}）</h3>${paragraphs.map((text) => `<p>${text}</p>`).join('')}`;

export const terms: readonly Term[] = [
  {
    id: 1,
    type: 1,
    title: '一般社団法人 日本消化器内視鏡技師会 会員規約',
    version: '4',
    effectiveDate: '2024-04-01',
    body: [
      article(
        1,
        '目的',
        'この規約は、一般社団法人日本消化器内視鏡技師会（以下「本会」という。）の会員の権利および義務について定める。',
      ),
      article(
        2,
        '会員の種別',
        '本会の会員は、正会員、賛助会員および名誉会員とする。',
        '消化器内視鏡技師認定試験に合格し入会金を納めた者は、正会員となる。',
      ),
      article(
        3,
        '会費',
        '正会員は、毎年度4月30日までに当該年度の年会費を納入しなければならない。',
        '既納の入会金および会費は、理由のいかんを問わず返還しない。',
      ),
      article(
        4,
        '届出事項の変更',
        '会員は、氏名、住所、勤務先または連絡先に変更があったときは、速やかに会員ポータルにより届け出なければならない。',
      ),
      article(
        5,
        '休会および退会',
        '会員は、所定の申請により休会し、または退会することができる。未納の会費がある場合は、納入の後に退会を認める。',
      ),
    ].join(''),
  },
  {
    id: 2,
    type: 2,
    title: '個人情報の取り扱いについて',
    version: '3',
    effectiveDate: '2025-04-01',
    body: [
      '<p>本会は、会員の個人情報を個人情報の保護に関する法律その他の関係法令に従い、適切に取り扱います。</p>',
      '<h3>利用目的</h3>',
      '<ul><li>会員管理、会費の請求および領収</li><li>学会・セミナーの案内、参加受付および受講記録の管理</li><li>資格の認定および更新の審査</li><li>学会誌その他の刊行物の送付</li></ul>',
      '<h3>第三者提供</h3>',
      '<p>法令に基づく場合を除き、本人の同意なく第三者に提供しません。</p>',
      '<h3>お問い合わせ</h3>',
      '<p>個人情報の開示・訂正等のご請求は、事務局（TEL 03-3291-4400）までご連絡ください。</p>',
    ].join(''),
  },
  {
    id: 3,
    type: 3,
    title: '学会・セミナー参加規約',
    version: '2',
    effectiveDate: '2025-10-01',
    body: [
      article(1, '参加申込', '参加申込は、会員ポータルから申込期間内に行うものとする。'),
      article(
        2,
        '参加費',
        '参加費は所定の期日までに納入するものとし、納入後の返金は主催者の責による中止の場合に限る。',
      ),
      article(
        3,
        '受講記録',
        '受講ポイントは、受講票による出席確認をもって付与する。代理出席は認めない。',
      ),
    ].join(''),
  },
  {
    id: 4,
    type: 4,
    title: '退会に関する規定',
    version: '1',
    effectiveDate: '2023-04-01',
    body: [
      '<p>退会を希望する会員は、会員ポータルから退会申請を行ってください。</p>',
      '<ul><li>退会日は申請が承認された年度の末日となります。</li><li>未納の会費がある場合、退会申請は受け付けられません。</li><li>退会後に再入会する場合は、改めて入会金が必要です。</li><li>保有する資格は退会をもって失効します。</li></ul>',
    ].join(''),
  },
];
