/**
 * Notices from 2025-01 to 2026-11: the society's year as members see it (fees in spring, two
 * scientific meetings, qualification renewal in autumn, seminars, maintenance, office closures).
 * Notice 900 carries hostile HTML on purpose, for the portal's sanitizer tests.
 */
import { pick, seededRandom } from './random';

export type NoticeCategory = '重要' | '学会' | 'セミナー' | '事務局';

export interface NoticeAttachment {
  id: number;
  fileName: string;
}

export interface Notice {
  id: number;
  title: string;
  /** ISO 8601, Japan time. */
  publishedAt: string;
  category: NoticeCategory;
  /** Trusted-looking HTML from the back office; the portal must sanitize it. */
  body: string;
  attachments: NoticeAttachment[];
}

export const HOSTILE_NOTICE_ID = 900;

// ---- HTML helpers ------------------------------------------------------------------------------

const p = (...lines: string[]): string => `<p>${lines.join('<br>')}</p>`;
const ul = (...items: string[]): string =>
  `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const contact = (section = '事務局'): string =>
  p(`お問い合わせ：日本消化器内視鏡技師会 ${section}`, 'TEL 03-3291-4400（平日 10:00〜17:00）');
const portal = '会員ポータル';

// ---- Scientific meetings -----------------------------------------------------------------------

interface Meeting {
  no: number;
  dates: string;
  venue: string;
  president: string;
  deadline: string;
}

const meetings: Record<number, Meeting> = {
  90: {
    no: 90,
    dates: '2025年6月7日（土）・8日（日）',
    venue: '神戸国際会議場',
    president: '兵庫医療センター 消化器内視鏡室 技師長 松本 美和',
    deadline: '2025年2月28日（金）正午',
  },
  91: {
    no: 91,
    dates: '2025年11月1日（土）・2日（日）',
    venue: '福岡国際会議場',
    president: '博多湾岸病院 内視鏡センター 主任 中村 健一',
    deadline: '2025年8月29日（金）正午',
  },
  92: {
    no: 92,
    dates: '2026年6月6日（土）・7日（日）',
    venue: 'パシフィコ横浜 会議センター',
    president: '横浜みなと総合病院 内視鏡部 技師長 佐々木 由美',
    deadline: '2026年2月27日（金）正午',
  },
  93: {
    no: 93,
    dates: '2026年11月13日（金）・14日（土）',
    venue: '名古屋国際会議場',
    president: '中部大学病院 消化器内視鏡センター 副技師長 加藤 誠',
    deadline: '2026年8月28日（金）正午',
  },
};

const meetingName = (no: number): string => `第${no}回日本消化器内視鏡技師学会`;
const meetingOf = (no: number): Meeting => {
  const meeting = meetings[no];
  if (!meeting) throw new Error(`unknown meeting ${no}`);
  return meeting;
};

const abstracts = (no: number): string => {
  const m = meetingOf(no);
  return [
    p(
      `${meetingName(no)}の演題を下記の要領で募集いたします。会員の皆さまの積極的なご応募をお待ちしております。`,
    ),
    ul(
      `会期：${m.dates}`,
      `会場：${m.venue}`,
      `会長：${m.president}`,
      `募集期間：公開日より${m.deadline}まで`,
      '応募資格：筆頭演者は本会会員に限ります（共同演者は非会員も可）',
    ),
    p('募集カテゴリーは「洗浄・消毒」「介助技術」「機器管理」「教育・業務改善」「症例報告」です。'),
    p(
      `応募は${portal}の学会・イベントメニューから行ってください。抄録は全角600字以内でお願いします。`,
    ),
    contact('学術集会運営事務局'),
  ].join('');
};

const extension = (no: number): string =>
  [
    p(`${meetingName(no)}の演題募集につきまして、多数のご応募をいただきありがとうございます。`),
    p('ご要望にお応えし、募集期間を<strong>1週間延長</strong>いたします。'),
    p('すでに登録された演題の修正も延長後の締切まで可能です。'),
    contact('学術集会運営事務局'),
  ].join('');

const registration = (no: number): string => {
  const m = meetingOf(no);
  return [
    p(`${meetingName(no)}（${m.dates}・${m.venue}）の参加登録を開始しました。`),
    ul(
      '事前登録期間：公開日より会期1週間前まで',
      '参加費（事前）：会員 8,000円／非会員 12,000円／学生 無料',
      '参加費（当日）：会員 10,000円／非会員 14,000円',
    ),
    p(`事前登録は${portal}から行えます。クレジットカードまたはコンビニ決済をご利用いただけます。`),
    p('参加により技師資格更新のポイント（20ポイント）が付与されます。'),
  ].join('');
};

const program = (no: number): string =>
  [
    p(`${meetingName(no)}のプログラムおよび抄録集を公開しました。`),
    p('抄録集PDFは参加登録済みの方のみ閲覧いただけます。冊子版の配布はございません。'),
    ul(
      '特別講演「内視鏡診療の安全管理 — チームで防ぐ偶発症」',
      '教育講演「大腸ESDにおける技師の役割」',
      'シンポジウム「洗浄履歴管理のデジタル化」',
      'ランチョンセミナー（各日3会場）',
    ),
  ].join('');

const report = (no: number, attendees: number, papers: number): string => {
  const m = meetingOf(no);
  return [
    p(
      `${m.dates}に${m.venue}にて開催いたしました${meetingName(no)}は、盛況のうちに終了いたしました。`,
    ),
    p(
      `参加者は${attendees.toLocaleString('ja-JP')}名、一般演題は${papers}題にのぼりました。ご参加・ご協力いただいた皆さまに厚く御礼申し上げます。`,
    ),
    p(`参加証明書は${portal}の参加履歴からダウンロードできます。`),
  ].join('');
};

const acceptance = (no: number): string =>
  [
    p(
      `${meetingName(no)}にご応募いただいた演題の採否を、筆頭演者の登録メールアドレス宛にお送りしました。`,
    ),
    p('メールが届いていない場合は、迷惑メールフォルダをご確認のうえ運営事務局までご連絡ください。'),
    contact('学術集会運営事務局'),
  ].join('');

const luncheon = (no: number): string =>
  [
    p(
      `${meetingName(no)}のランチョンセミナーについて、今回より${portal}での事前申込制といたします。`,
    ),
    ul(
      '申込期間：11月5日（水）10:00〜11月10日（月）17:00',
      '定員に達し次第締め切ります',
      '当日の整理券配布はございません',
    ),
    p('お申込みには学会の参加登録が必要です。'),
  ].join('');

// ---- Fees, qualification, governance -----------------------------------------------------------

const annualFee = (year: number): string =>
  [
    p(`${year}年度の年会費の納入をお願いいたします。`),
    ul(
      '年会費：8,000円',
      `納入期限：${year}年6月30日`,
      `お支払い方法：${portal}「会費」メニューよりクレジットカード・コンビニ決済・銀行振込`,
    ),
    p('2年以上未納の場合、会則により会員資格を喪失しますのでご注意ください。'),
    p(`領収書は${portal}からダウンロードいただけます。`),
    contact(),
  ].join('');

const feeReminder = (year: number): string =>
  [
    p(`${year}年度の年会費が未納の方に、本日ご案内をお送りしました。`),
    p('お支払い済みの方には行き違いのご連絡となりましたことをお詫び申し上げます。'),
    p(`納入状況は${portal}「会費」メニューの支払い状況でご確認いただけます。`),
    contact(),
  ].join('');

const renewal = (year: number): string =>
  [
    p(
      `消化器内視鏡技師資格の有効期限が${year + 1}年3月31日の方は、${year}年度中に更新手続きが必要です。`,
    ),
    ul(
      '必要ポイント：5年間で50ポイント以上（学術集会参加、セミナー受講、論文発表など）',
      `申請期間：${year}年4月1日〜${year}年11月30日`,
      `申請方法：${portal}「資格更新」メニュー`,
      '更新料：10,000円',
    ),
    p('やむを得ない事情でポイントが不足する方は、更新延長申請（1年間）をご利用ください。'),
    contact('資格認定委員会'),
  ].join('');

const renewalDeadline = (year: number): string =>
  [
    p(`${year}年度の資格更新申請は<strong>11月30日</strong>が締切です。`),
    p(
      '締切後の申請は受け付けられません。期限までにポイントの登録と更新料のお支払いをお済ませください。',
    ),
    p(`ポイントの取得状況は${portal}「受講履歴ポイント照会」で確認できます。`),
    contact('資格認定委員会'),
  ].join('');

const generalMeeting = (no: number, date: string): string =>
  [
    p(`第${no}回定時総会を下記のとおり開催いたします。`),
    ul(
      `日時：${date} 13:00〜14:30`,
      '会場：日本消化器内視鏡技師会 会議室（オンライン併用）',
      '議案：前年度事業報告・決算、本年度事業計画・予算、役員の選任',
    ),
    p(`出席できない会員は、${portal}から委任状をご提出ください。`),
  ].join('');

// ---- Seminars ----------------------------------------------------------------------------------

const seminar = (name: string, venue: string, date: string, fee: string, points: number): string =>
  [
    p(`${name}を下記のとおり開催いたします。`),
    ul(
      `日時：${date}`,
      `会場：${venue}`,
      `受講料：${fee}`,
      `付与ポイント：${points}ポイント`,
      '定員：先着順（定員に達し次第締切）',
    ),
    p(`お申込みは${portal}の学会・イベントメニューから行ってください。`),
    contact('教育委員会'),
  ].join('');

const webSeminar = (theme: string): string =>
  [
    p(`${theme}をオンデマンドで配信しています。`),
    ul(
      '配信期間：公開日より3か月間',
      '受講料：会員 3,000円',
      '付与ポイント：5ポイント（確認テスト合格者）',
    ),
    p(`視聴は${portal}からお申込みのうえ、ご案内するURLよりお願いします。`),
  ].join('');

// ---- Office and system -------------------------------------------------------------------------

const maintenance = (date: string, hours: string): string =>
  [
    p(`システムメンテナンスのため、下記の時間帯は${portal}をご利用いただけません。`),
    ul(`日時：${date} ${hours}`, '対象：ログイン、会費のお支払い、イベント申込を含む全機能'),
    p(
      '作業状況により終了時刻が前後する場合があります。ご不便をおかけしますが、ご理解のほどお願いいたします。',
    ),
  ].join('');

const closure = (reason: string, period: string): string =>
  [
    p(`${reason}のため、下記の期間は事務局を休業いたします。`),
    ul(`休業期間：${period}`),
    p(
      `休業期間中のお問い合わせは、休業明けより順次対応いたします。${portal}は通常どおりご利用いただけます。`,
    ),
  ].join('');

const officeOpening = (year: number): string =>
  [
    p(
      `新年あけましておめでとうございます。本年も日本消化器内視鏡技師会をよろしくお願い申し上げます。`,
    ),
    p(`事務局は${year}年1月6日より通常業務を開始しております。`),
  ].join('');

const body = (...paragraphs: string[]): string => paragraphs.map((text) => p(text)).join('');

// ---- The schedule ------------------------------------------------------------------------------

type Entry = readonly [date: string, category: NoticeCategory, title: string, body: string];

const schedule: readonly Entry[] = [
  ['2025-01-06', '事務局', '年始の業務開始について', officeOpening(2025)],
  ['2025-01-15', '学会', `${meetingName(90)} 演題募集のお知らせ`, abstracts(90)],
  [
    '2025-01-27',
    'セミナー',
    '第1回 内視鏡洗浄・消毒実践セミナー（東京会場）参加者募集',
    seminar(
      '第1回 内視鏡洗浄・消毒実践セミナー',
      '東京・大手町サンスカイルーム',
      '2025年3月15日（土）10:00〜16:30',
      '会員 5,000円／非会員 10,000円',
      10,
    ),
  ],
  ['2025-02-05', '重要', '消化器内視鏡技師資格 2025年度更新手続きのご案内', renewal(2025)],
  [
    '2025-02-18',
    '事務局',
    'システムメンテナンスのお知らせ（2月22日）',
    maintenance('2025年2月22日（土）', '0:00〜6:00'),
  ],
  ['2025-02-28', '学会', `${meetingName(90)} 演題募集期間延長のお知らせ`, extension(90)],
  [
    '2025-03-10',
    'セミナー',
    'ブラッシュアップセミナー（大阪会場）開催のご案内',
    seminar(
      'ブラッシュアップセミナー（大阪会場）',
      '大阪・新梅田研修センター',
      '2025年4月20日（日）9:30〜17:00',
      '会員 6,000円',
      12,
    ),
  ],
  ['2025-03-24', '重要', '2025年度 年会費納入のお願い', annualFee(2025)],
  [
    '2025-04-01',
    '事務局',
    '新年度のご挨拶と事務局体制について',
    body(
      '新年度を迎え、事務局は4名体制で業務を行います。',
      '電話受付時間は平日10:00〜17:00です。お問い合わせはできるだけ会員ポータルのお問い合わせフォームをご利用ください。',
    ),
  ],
  ['2025-04-14', '学会', `${meetingName(90)} 参加登録開始のお知らせ`, registration(90)],
  [
    '2025-04-25',
    '事務局',
    'ゴールデンウィーク期間中の事務局休業について',
    closure('ゴールデンウィーク', '2025年5月3日（土）〜5月6日（火）'),
  ],
  ['2025-05-09', '学会', `${meetingName(90)} プログラム・抄録集公開のお知らせ`, program(90)],
  [
    '2025-05-20',
    'セミナー',
    'ランチョンセミナー整理券の配布方法について',
    body(
      '第90回学会のランチョンセミナー整理券は、各日8:00より総合受付横で配布します。',
      'お一人様1枚、ご本人分のみのお受け取りとなります。',
    ),
  ],
  ['2025-05-30', '重要', '第45回定時総会 開催のお知らせ', generalMeeting(45, '2025年6月7日（土）')],
  ['2025-06-11', '学会', `${meetingName(90)} 開催報告`, report(90, 3124, 286)],
  [
    '2025-06-20',
    'セミナー',
    '内視鏡看護セミナー（Web開催）のご案内',
    webSeminar('内視鏡看護セミナー「鎮静下内視鏡の観察と記録」'),
  ],
  ['2025-06-30', '重要', '年会費未納の方へ（再送）', feeReminder(2025)],
  ['2025-07-08', '学会', `${meetingName(91)} 演題募集のお知らせ`, abstracts(91)],
  [
    '2025-07-17',
    '事務局',
    'システムメンテナンスのお知らせ（7月26日）',
    maintenance('2025年7月26日（土）', '1:00〜5:00'),
  ],
  [
    '2025-07-29',
    '事務局',
    '夏季休業のお知らせ',
    closure('夏季休業', '2025年8月13日（水）〜8月17日（日）'),
  ],
  [
    '2025-08-06',
    'セミナー',
    '第2回 内視鏡洗浄・消毒実践セミナー（福岡会場）参加者募集',
    seminar(
      '第2回 内視鏡洗浄・消毒実践セミナー',
      '福岡・天神ビジネスセンター',
      '2025年9月27日（土）10:00〜16:30',
      '会員 5,000円／非会員 10,000円',
      10,
    ),
  ],
  [
    '2025-08-25',
    '重要',
    '不審なメールにご注意ください',
    body(
      '本会を装い、クレジットカード情報の入力を求める不審なメールが確認されています。',
      '本会がメールでカード番号やパスワードをお尋ねすることはありません。',
      'お心当たりのないメールのリンクは開かず、削除してください。',
    ),
  ],
  ['2025-09-03', '学会', `${meetingName(91)} 参加登録開始のお知らせ`, registration(91)],
  [
    '2025-09-12',
    'セミナー',
    '大腸内視鏡介助 ハンズオンセミナー（名古屋会場）',
    seminar(
      '大腸内視鏡介助 ハンズオンセミナー',
      '名古屋・栄メディカルトレーニングセンター',
      '2025年10月19日（日）9:30〜16:00',
      '会員 8,000円',
      10,
    ),
  ],
  [
    '2025-09-26',
    '事務局',
    '台風接近に伴う事務局の臨時休業について',
    closure('台風15号の接近', '2025年9月29日（月）終日'),
  ],
  ['2025-10-06', '学会', `${meetingName(91)} プログラム公開のお知らせ`, program(91)],
  ['2025-10-17', '重要', '資格更新申請の締切について（2025年度）', renewalDeadline(2025)],
  [
    '2025-10-28',
    'セミナー',
    '感染対策Web講習会 オンデマンド配信開始',
    webSeminar('感染対策Web講習会「内視鏡関連感染の最新知見」'),
  ],
  ['2025-11-10', '学会', `${meetingName(91)} 開催報告`, report(91, 2876, 241)],
  [
    '2025-11-19',
    '事務局',
    '勤務先・住所変更届の提出のお願い',
    body(
      '勤務先や住所が変わられた方は、会員ポータル「会員情報」から変更をお願いします。',
      '登録内容が古いままですと、学会誌や会費のご案内が届かない場合があります。',
    ),
  ],
  [
    '2025-12-02',
    '重要',
    '2026年度 役員選挙の公示',
    body(
      '会則に基づき、2026年度役員選挙を公示いたします。',
      '立候補の受付期間は2026年1月5日から1月23日までです。',
      '選挙権・被選挙権は2025年度会費納入済みの正会員にあります。',
    ),
  ],
  [
    '2025-12-12',
    '事務局',
    '年末年始休業のお知らせ',
    closure('年末年始', '2025年12月27日（土）〜2026年1月5日（月）'),
  ],
  [
    '2025-12-22',
    'セミナー',
    '2026年度 セミナー年間予定の公開',
    body(
      '2026年度のセミナー・講習会の年間予定を公開しました。',
      '各セミナーの申込開始は開催のおおむね2か月前です。',
    ),
  ],
  ['2026-01-07', '事務局', '年始の業務開始について', officeOpening(2026)],
  ['2026-01-14', '学会', `${meetingName(92)} 演題募集のお知らせ`, abstracts(92)],
  ['2026-01-23', '重要', '消化器内視鏡技師資格 2026年度更新手続きのご案内', renewal(2026)],
  [
    '2026-02-04',
    'セミナー',
    '第1回 内視鏡洗浄・消毒実践セミナー（仙台会場）参加者募集',
    seminar(
      '第1回 内視鏡洗浄・消毒実践セミナー',
      '仙台・青葉通カンファレンスホール',
      '2026年3月14日（土）10:00〜16:30',
      '会員 5,000円／非会員 10,000円',
      10,
    ),
  ],
  [
    '2026-02-16',
    '事務局',
    'システムメンテナンスのお知らせ（2月21日）',
    maintenance('2026年2月21日（土）', '0:00〜6:00'),
  ],
  [
    '2026-02-27',
    '重要',
    '役員選挙 結果のお知らせ',
    body(
      '2026年度役員選挙の結果、立候補者数が定数以内であったため、全員の当選が確定しました。',
      '新役員は第46回定時総会の承認をもって就任します。',
    ),
  ],
  ['2026-03-06', '学会', `${meetingName(92)} 演題採否通知について`, acceptance(92)],
  ['2026-03-18', '重要', '2026年度 年会費納入のお願い', annualFee(2026)],
  [
    '2026-03-27',
    '事務局',
    '会員ポータル リニューアルのお知らせ',
    body(
      '4月1日より会員ポータルをリニューアルします。ログインID・パスワードはそのままご利用いただけます。',
      'スマートフォンでの表示を改善し、デジタル会員証・ポイント照会を追加しました。',
    ),
  ],
  [
    '2026-04-03',
    '重要',
    '会費の改定について（2027年度より）',
    body(
      '第45回定時総会の決議により、2027年度から年会費を9,000円に改定いたします。',
      '2026年度の年会費は8,000円のまま変更ありません。',
    ),
  ],
  ['2026-04-15', '学会', `${meetingName(92)} 参加登録開始のお知らせ`, registration(92)],
  [
    '2026-04-24',
    '事務局',
    'ゴールデンウィーク期間中の事務局休業について',
    closure('ゴールデンウィーク', '2026年5月2日（土）〜5月6日（水）'),
  ],
  ['2026-05-08', '学会', `${meetingName(92)} プログラム・抄録集公開のお知らせ`, program(92)],
  [
    '2026-05-19',
    'セミナー',
    'ブラッシュアップセミナー（札幌会場）開催のご案内',
    seminar(
      'ブラッシュアップセミナー（札幌会場）',
      '札幌・大通研修ホール',
      '2026年7月5日（日）9:30〜17:00',
      '会員 6,000円',
      12,
    ),
  ],
  ['2026-05-29', '重要', '第46回定時総会 開催のお知らせ', generalMeeting(46, '2026年6月6日（土）')],
  ['2026-06-10', '学会', `${meetingName(92)} 開催報告`, report(92, 3342, 301)],
  [
    '2026-06-19',
    '事務局',
    'デジタル会員証の提供開始について',
    body(
      '会員ポータルでデジタル会員証を表示できるようになりました。',
      '学術集会・セミナーの受付で会員証の提示を求められた際にご利用ください。',
      '入会金のお支払いが確認できていない方は表示されません。',
    ),
  ],
  ['2026-06-30', '重要', '年会費未納の方へ（再送）', feeReminder(2026)],
  ['2026-07-08', '学会', `${meetingName(93)} 演題募集のお知らせ`, abstracts(93)],
  [
    '2026-07-16',
    '事務局',
    'クレジットカード決済の一時停止について（7月25日）',
    maintenance('2026年7月25日（土）', '2:00〜4:00（クレジットカード決済のみ停止）'),
  ],
  [
    '2026-07-28',
    '事務局',
    '夏季休業のお知らせ',
    closure('夏季休業', '2026年8月12日（水）〜8月16日（日）'),
  ],
  [
    '2026-08-05',
    'セミナー',
    '第2回 内視鏡洗浄・消毒実践セミナー（広島会場）参加者募集',
    seminar(
      '第2回 内視鏡洗浄・消毒実践セミナー',
      '広島・紙屋町メディカルホール',
      '2026年9月26日（土）10:00〜16:30',
      '会員 5,000円／非会員 10,000円',
      10,
    ),
  ],
  [
    '2026-08-21',
    '重要',
    '個人情報保護方針の改定について',
    body(
      '個人情報保護法の改正を踏まえ、本会の個人情報保護方針を改定しました。',
      '主な変更点は、会員情報の利用目的の明確化と、外部委託先の管理に関する記載の追加です。',
    ),
  ],
  ['2026-09-02', '学会', `${meetingName(93)} 参加登録開始のお知らせ`, registration(93)],
  [
    '2026-09-11',
    'セミナー',
    '上部消化管内視鏡介助 ハンズオンセミナー（横浜会場）',
    seminar(
      '上部消化管内視鏡介助 ハンズオンセミナー',
      '横浜・みなとみらい研修センター',
      '2026年10月18日（日）9:30〜16:00',
      '会員 8,000円',
      10,
    ),
  ],
  [
    '2026-09-25',
    '事務局',
    'システムメンテナンスのお知らせ（10月3日）',
    maintenance('2026年10月3日（土）', '0:00〜8:00'),
  ],
  ['2026-10-05', '学会', `${meetingName(93)} プログラム公開のお知らせ`, program(93)],
  ['2026-10-16', '重要', '資格更新申請の締切について（2026年度）', renewalDeadline(2026)],
  [
    '2026-10-27',
    'セミナー',
    '感染対策Web講習会 オンデマンド配信開始',
    webSeminar('感染対策Web講習会「スコープ洗浄履歴とトレーサビリティ」'),
  ],
  ['2026-11-04', '学会', `${meetingName(93)} ランチョンセミナー事前申込のご案内`, luncheon(93)],
  [
    '2026-11-10',
    '事務局',
    '消化器内視鏡技師認定試験 合格者の発表',
    body(
      '2026年度消化器内視鏡技師認定試験の合格者受験番号を掲載しました。',
      '合格者には認定証と入会手続きのご案内を郵送します。',
      '合格者の方は入会金をお支払いのうえ、会員ポータルから入会手続きをお済ませください。',
    ),
  ],
  ['2026-11-18', '学会', `${meetingName(93)} 開催報告`, report(93, 3018, 268)],
  [
    '2026-11-21',
    '重要',
    '会員情報の登録内容確認のお願い',
    body(
      '年末の学会誌発送に向けて、会員情報（住所・勤務先・メールアドレス）の確認をお願いします。',
      '変更がある方は12月5日までに会員ポータル「会員情報」から更新してください。',
    ),
  ],
];

/** Mixed into ordinary paragraphs, as a careless back-office paste would be. */
const hostileBody = [
  p('このお知らせは、本文のHTML表示を確認するためのものです。'),
  '<img src=x onerror="window.__xss=1">',
  p(
    '<strong>太字</strong>、<em>強調</em>、<a href="https://www.example.jp/guide" target="_blank">外部リンク</a>は表示されます。',
  ),
  '<script>window.__xss=1</script>',
  ul('箇条書き1', '箇条書き2'),
  '<p onclick="window.__xss=1">クリックしても何も起きません。</p>',
  p('<a href="javascript:window.__xss=1">このリンクは無効化されます</a>'),
].join('');

function jstTimestamp(date: string, random: () => number): string {
  const hour = pick(random, 9, 17);
  const minute = pick(random, 0, 11) * 5;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date}T${pad(hour)}:${pad(minute)}:00+09:00`;
}

/** The handouts the secretariat attaches to a notice, by what the notice is about. */
const HANDOUTS: readonly [RegExp, (title: string) => string][] = [
  [/^(\d{4})年度 年会費納入のお願い$/, (title) => `${title.slice(0, 4)}年度 会費納入のご案内.pdf`],
  [
    /参加登録開始のお知らせ$/,
    (title) => `${title.replace(/ 参加登録開始のお知らせ$/, '')} 参加登録のご案内.pdf`,
  ],
  [/^資格更新申請の締切について/, () => '資格更新申請の手引き.pdf'],
];

/** Attachment ids are the notice id × 10 + n, so a file always names its notice. */
export const noticeIdOfAttachment = (attachmentId: number): number => Math.floor(attachmentId / 10);

function attachmentsOf(id: number, title: string): NoticeAttachment[] {
  return HANDOUTS.filter(([pattern]) => pattern.test(title)).map(([, fileName], index) => ({
    id: id * 10 + index + 1,
    fileName: fileName(title),
  }));
}

function buildNotices(): Notice[] {
  const random = seededRandom(20261122);
  const notices: Notice[] = schedule.map(([date, category, title, html], index) => ({
    id: index + 1,
    title,
    publishedAt: jstTimestamp(date, random),
    category,
    body: html,
    attachments: attachmentsOf(index + 1, title),
  }));
  notices.push({
    id: HOSTILE_NOTICE_ID,
    title: 'HTML表示確認用のお知らせ',
    publishedAt: '2026-11-20T10:00:00+09:00',
    category: '事務局',
    body: hostileBody,
    attachments: [],
  });
  return notices;
}

export const notices: readonly Notice[] = buildNotices();
