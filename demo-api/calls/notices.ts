/** Notices (`/api/services/app/Notice/*`). */
import { DemoApiError, intParam, ok, paged, queryParam } from '../abp';
import { defineCall } from '../defineCall';
import { documentResult, PDF, renderHandoutPdf } from '../documents';
import { noticeIdOfAttachment } from '../seed/notices';
import { demoStore } from '../store';

const findNotice = (id: number) => {
  const notice = demoStore.notices.find((candidate) => candidate.id === id);
  if (!notice) throw new DemoApiError(404, 'お知らせが見つかりません');
  return notice;
};

export const noticeCalls = [
  defineCall('GetListNotice', ({ query }) => {
    const keyword = queryParam(query, 'keyword')?.trim().toLowerCase();
    const category = queryParam(query, 'category')?.trim();
    const notices = demoStore.notices.filter(
      (notice) =>
        (!keyword || notice.title.toLowerCase().includes(keyword)) &&
        (!category || notice.category === category),
    );
    return paged(notices, query, 'publishedAt DESC');
  }),

  defineCall('GetNotice', ({ query }) => ok(findNotice(intParam(query, 'id')))),

  // Files attached to notices (/api/File/GetFileById); the demo renders each from its notice.
  defineCall('GetFileById', async ({ query }) => {
    const id = intParam(query, 'id');
    const notice = demoStore.notices.find((candidate) => candidate.id === noticeIdOfAttachment(id));
    const file = notice?.attachments.find((attachment) => attachment.id === id);
    if (!notice || !file) throw new DemoApiError(404, 'ファイルが見つかりません');
    const bytes = await renderHandoutPdf({
      title: file.fileName.replace(/\.pdf$/, ''),
      issuedOn: notice.publishedAt.slice(0, 10),
      html: notice.body,
    });
    return documentResult(bytes, PDF, file.fileName);
  }),
];
