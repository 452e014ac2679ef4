/** Notices (`/api/services/app/Notice/*`). */
import { DemoApiError, intParam, ok, paged, queryParam } from '../abp';
import { defineCall } from '../defineCall';
import { demoStore } from '../store';

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

  defineCall('GetNotice', ({ query }) => {
    const id = intParam(query, 'id');
    const notice = demoStore.notices.find((candidate) => candidate.id === id);
    if (!notice) throw new DemoApiError(404, 'お知らせが見つかりません');
    return ok(notice);
  }),
];
