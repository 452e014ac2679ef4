/**
 * Membership applications (休会・休会復帰・更新延長・退会) and what they may carry.
 *
 * demo-member (内視鏡 花子) took childcare leave for FY2019 (approved) and came back on
 * 2020-04-01 (return approved). In 2026 her 学術集会 points fell short of the renewal of the
 * qualification expiring 2027-03-31, so she applied for a one-year renewal extension in
 * September. The secretariat rejected it on 2026-11-18 (the reason given did not keep her from
 * this period's meetings): her qualification stays 2027-03-31 and renewal still closes
 * 2026-11-30 with 学術集会 4 points short, as 資格更新確認 says; she has
 * not opened the result yet (the sidebar's 更新延長申請 shows 未読). A rejected extension does not
 * use up the period's one extension, so she may apply again. She is not on leave now, so she may
 * apply for leave, not for return.
 */
import type {
  ApplicationKind,
  ExtensionApplication,
  ReturnApplication,
  TemporaryAbsenceApplication,
  TemporaryAbsenceReason,
  UploadFileSetting,
  WithdrawalApplication,
} from '../../src/api/applications';

export const uploadFileSetting: UploadFileSetting = {
  allowedExtensions: ['pdf', 'jpg', 'jpeg', 'png'],
  maxFileSize: 5 * 1024 * 1024,
  maxFileCount: 3,
};

export const temporaryAbsenceReasons: readonly TemporaryAbsenceReason[] = [
  {
    id: 1,
    name: '出産・育児',
    requiresAttachment: true,
    attachmentNote: '母子健康手帳の写しなど、出産予定日または出生日がわかる書類',
  },
  {
    id: 2,
    name: '病気療養',
    requiresAttachment: true,
    attachmentNote: '療養期間の記載された医師の診断書',
  },
  { id: 3, name: '家族の介護', requiresAttachment: false, attachmentNote: null },
  {
    id: 4,
    name: '海外留学・海外赴任',
    requiresAttachment: false,
    attachmentNote: null,
  },
  { id: 5, name: 'その他', requiresAttachment: false, attachmentNote: null },
];

/** The member the application is of, and whether its result is still unread. */
interface Owned {
  memberId: number;
  /** The secretariat decided and the member has not opened the result (SPEC §4). */
  unread: boolean;
}

export type StoredTemporaryAbsence = TemporaryAbsenceApplication & Owned;
export type StoredReturn = ReturnApplication & Owned;
export type StoredExtension = ExtensionApplication & Owned;
export type StoredWithdrawal = WithdrawalApplication & Owned;

/** An attachment's bytes, kept apart from the application (GetFileById could serve them). */
export interface StoredAttachment {
  id: number;
  kind: ApplicationKind;
  applicationId: number;
  fileName: string;
  contentType: string;
  base64: string;
}

const HANAKO = 1;

export const temporaryAbsenceApplications: readonly StoredTemporaryAbsence[] = [
  {
    id: 1,
    memberId: HANAKO,
    reasonId: 1,
    reasonName: '出産・育児',
    startDate: '2019-04-01',
    endDate: '2020-03-31',
    note: '第一子出産（2019年3月予定）のため、育児休業期間中の休会を申請します。',
    attachments: [{ id: 1, fileName: '母子健康手帳_写し.pdf', size: 284_312 }],
    keptParticipations: [],
    status: 'approved',
    appliedAt: '2019-02-08T20:14:36+09:00',
    decidedAt: '2019-03-15T10:02:11+09:00',
    decisionComment: '休会を承認しました。休会期間中の年会費は免除となります。',
    unread: false,
  },
];

export const returnApplications: readonly StoredReturn[] = [
  {
    id: 1,
    memberId: HANAKO,
    temporaryAbsenceId: 1,
    returnDate: '2020-04-01',
    note: '育児休業を終え、4月より職場復帰するため休会復帰を申請します。',
    status: 'approved',
    appliedAt: '2020-02-27T21:40:02+09:00',
    decidedAt: '2020-03-10T14:25:47+09:00',
    decisionComment: '2020年4月1日付で復帰を承認しました。',
    unread: false,
  },
];

export const extensionApplications: readonly StoredExtension[] = [
  {
    id: 1,
    memberId: HANAKO,
    expiryDate: '2027-03-31',
    extendedUntil: '2028-03-31',
    reason:
      '2025年度に家族の介護が重なり、春の学術集会に参加できなかったため、学術集会ポイントが4ポイント不足しています。',
    status: 'rejected',
    appliedAt: '2026-09-14T19:08:55+09:00',
    decidedAt: '2026-11-18T11:30:00+09:00',
    decisionComment:
      '延長の事由（2025年度のご家族の介護）は、更新期間中の学術集会への参加を妨げるものとは認められないため、延長は認められません。資格の有効期限（2027/03/31）と更新申請の受付期限（2026/11/30）は変わりません。',
    unread: true,
  },
];

export const withdrawalApplications: readonly StoredWithdrawal[] = [];

/** Uploaded files' bytes; the seeded applications keep only their files' names and sizes. */
export const applicationAttachments: readonly StoredAttachment[] = [];
