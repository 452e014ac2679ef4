import {
  canAccess,
  DENIED_DETAIL,
  isRole,
  isStaff,
  lockedNote,
  PERMISSIONS,
  permissionsOf,
  ROLES,
  staffDeniedDetail,
  type Permission,
} from '../../src/providers/access';

describe('PERMISSIONS', () => {
  it('lists exactly the four permissions of SPEC §6', () => {
    expect([...PERMISSIONS]).toEqual([
      'user_update',
      'contents_read',
      'contents_update',
      'paid_admission_fee',
    ]);
  });
});

describe('ROLES', () => {
  it('matches the table of SPEC §6 exactly', () => {
    const table = Object.fromEntries(
      Object.entries(ROLES).map(([role, definition]) => [
        role,
        { displayName: definition.displayName, permissions: [...definition.permissions].sort() },
      ]),
    );
    expect(table).toEqual({
      read: { displayName: '読み取り', permissions: ['contents_read', 'paid_admission_fee'] },
      update: {
        displayName: '読み書き',
        permissions: ['contents_read', 'contents_update', 'paid_admission_fee'],
      },
      admin: {
        displayName: '読み書き更新',
        permissions: ['contents_read', 'contents_update', 'paid_admission_fee', 'user_update'],
      },
      member: {
        displayName: '会員',
        permissions: ['contents_read', 'contents_update', 'paid_admission_fee'],
      },
      'temp-member': {
        displayName: '仮会員',
        permissions: ['contents_read', 'contents_update'],
      },
    });
  });

  it('has no duplicate permission within a role', () => {
    for (const definition of Object.values(ROLES)) {
      expect(new Set(definition.permissions).size).toBe(definition.permissions.length);
    }
  });

  it('does not give the provisional member paid_admission_fee', () => {
    expect(ROLES['temp-member'].permissions).not.toContain('paid_admission_fee');
    expect(permissionsOf(['temp-member']).has('paid_admission_fee')).toBe(false);
  });
});

describe('isRole', () => {
  it('knows the five roles and nothing else', () => {
    expect(['read', 'update', 'admin', 'member', 'temp-member'].every(isRole)).toBe(true);
    expect(isRole('guest')).toBe(false);
    expect(isRole('toString')).toBe(false);
    expect(isRole('__proto__')).toBe(false);
    expect(isRole('Member')).toBe(false);
  });
});

describe('permissionsOf', () => {
  it('returns the permissions of one role', () => {
    expect([...permissionsOf(['read'])].sort()).toEqual(['contents_read', 'paid_admission_fee']);
  });

  it('unions the permissions of several roles', () => {
    expect([...permissionsOf(['temp-member', 'admin'])].sort()).toEqual([
      'contents_read',
      'contents_update',
      'paid_admission_fee',
      'user_update',
    ]);
  });

  it('gives nothing for no roles or unknown roles', () => {
    expect(permissionsOf([]).size).toBe(0);
    expect(permissionsOf(['guest', 'toString', 'constructor', '__proto__']).size).toBe(0);
  });

  it('ignores unknown roles next to known ones', () => {
    expect([...permissionsOf(['guest', 'temp-member'])].sort()).toEqual([
      'contents_read',
      'contents_update',
    ]);
  });
});

describe('canAccess', () => {
  it('allows an empty requirement, even without roles', () => {
    expect(canAccess([], [])).toBe(true);
    expect(canAccess(['guest'], [])).toBe(true);
  });

  it('allows when a role holds the required permission', () => {
    expect(canAccess(['member'], ['paid_admission_fee'])).toBe(true);
    expect(canAccess(['admin'], ['user_update'])).toBe(true);
  });

  it('refuses when no role holds the required permission', () => {
    expect(canAccess(['temp-member'], ['paid_admission_fee'])).toBe(false);
    expect(canAccess(['member'], ['user_update'])).toBe(false);
    expect(canAccess(['read'], ['contents_update'])).toBe(false);
  });

  it('allows when any role holds any of the required permissions', () => {
    expect(canAccess(['temp-member'], ['paid_admission_fee', 'contents_read'])).toBe(true);
    expect(canAccess(['temp-member', 'read'], ['paid_admission_fee'])).toBe(true);
    expect(canAccess(['read', 'member'], ['user_update', 'contents_update'])).toBe(true);
  });

  it('gives unknown roles nothing', () => {
    expect(canAccess(['guest'], ['contents_read'])).toBe(false);
    expect(canAccess([], ['contents_read'])).toBe(false);
    expect(canAccess(['hasOwnProperty'], ['contents_read'])).toBe(false);
  });

  it('follows the table for every role and permission', () => {
    for (const [role, definition] of Object.entries(ROLES)) {
      for (const permission of PERMISSIONS) {
        const held = (definition.permissions as readonly Permission[]).includes(permission);
        expect(canAccess([role], [permission])).toBe(held);
      }
    }
  });
});

describe('DENIED_DETAIL', () => {
  it('explains a missing paid_admission_fee', () => {
    expect(DENIED_DETAIL.paid_admission_fee).toBe('入会費の支払いをお願いします');
  });
});

describe('lockedNote', () => {
  it('tells a provisional member why a paid page is shut, and nobody else', () => {
    expect(lockedNote(['temp-member'], ['paid_admission_fee'])).toBe(
      '入会金のお支払い後に利用できます',
    );
    expect(lockedNote(['member'], ['paid_admission_fee'])).toBeNull();
    expect(lockedNote(['temp-member'], [])).toBeNull();
    // A refusal the note has no words for is not marked.
    expect(lockedNote(['temp-member'], ['user_update'])).toBeNull();
  });
});

describe('staff', () => {
  it('tells staff from members, whose permissions alone look alike', () => {
    expect(isStaff(['read'])).toBe(true);
    expect(isStaff(['admin', 'member'])).toBe(true);
    expect(isStaff(['member'])).toBe(false);
    expect(isStaff(['temp-member'])).toBe(false);
    expect(isStaff([])).toBe(false);
  });

  it('counts only staff roles for a staff page', () => {
    expect(canAccess(['member'], ['contents_update'])).toBe(true);
    expect(canAccess(['member'], ['contents_update'], true)).toBe(false);
    expect(canAccess(['member'], [], true)).toBe(false);
    expect(canAccess(['read'], [], true)).toBe(true);
    expect(canAccess(['read', 'member'], ['contents_update'], true)).toBe(false);
  });

  // read sees; update also edits contents (the prefecture master); admin also edits and imports
  // members.
  it.each([
    ['read', { contents_read: true, contents_update: false, user_update: false }],
    ['update', { contents_read: true, contents_update: true, user_update: false }],
    ['admin', { contents_read: true, contents_update: true, user_update: true }],
    ['member', { contents_read: false, contents_update: false, user_update: false }],
    ['temp-member', { contents_read: false, contents_update: false, user_update: false }],
  ] as const)('gives %s its row of the staff matrix', (role, expected) => {
    const actions = ['contents_read', 'contents_update', 'user_update'] as const;
    const row = Object.fromEntries(
      actions.map((permission) => [permission, canAccess([role], [permission], true)]),
    );
    expect(row).toEqual(expected);
  });

  it('says why a staff page is refused', () => {
    expect(staffDeniedDetail(['member'], ['contents_read'])).toBe('事務局の方のみ利用できます');
    expect(staffDeniedDetail(['read'], ['contents_update'])).toBe(
      '事務局の「読み書き」以上の権限が必要です',
    );
    expect(staffDeniedDetail(['update'], ['user_update'])).toBe(
      '事務局の「読み書き更新」の権限が必要です',
    );
  });
});
