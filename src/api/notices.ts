/** Notices on the wire (`Notice/*`): the list, one notice, and its attachments (GetFileById). */

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
