export { members } from './members';
export type { Member } from './members';
export { HOSTILE_NOTICE_ID, notices } from './notices';
export type { Notice, NoticeAttachment, NoticeCategory } from './notices';
export { prefectures } from './prefectures';
export type { Prefecture } from './prefectures';
