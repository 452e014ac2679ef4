import { defineResource } from '../../src/generator/defineResource';
import { mayOpen, viewAccess } from '../../src/generator/viewAccess';

/** A member list whose edit view is staff's: members hold contents_update too (SPEC §6). */
const notices = defineResource({
  name: 'noticesEdited',
  label: 'お知らせ',
  routes: { list: '/n', show: '/n/:id', edit: '/n/:id/edit' },
  api: { list: 'GetListNotice', one: 'GetNotice' },
  permission: null,
  permissions: { edit: 'contents_update' },
  staff: ['edit'],
  fields: [{ source: 'title', label: '件名', type: 'text', views: ['list', 'show', 'edit'] }],
});

describe('viewAccess', () => {
  it('makes only the views `staff` names staff pages', () => {
    expect(viewAccess(notices, 'list')).toEqual({ permissions: [], staff: false });
    expect(viewAccess(notices, 'edit')).toEqual({ permissions: ['contents_update'], staff: true });
  });

  it('opens the list to a member and the edit view to staff holding the permission only', () => {
    expect(mayOpen(['member'], notices, 'list')).toBe(true);
    expect(mayOpen(['member'], notices, 'edit')).toBe(false);
    expect(mayOpen(['update'], notices, 'edit')).toBe(true);
    expect(mayOpen(['read'], notices, 'edit')).toBe(false);
  });
});
