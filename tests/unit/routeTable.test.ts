import { describe, expect, it } from 'vitest';
import { routeTable } from '../../src/layout/routeTable';

const find = routeTable([
  { path: '/', value: 'home' },
  { path: '/DigitalMembershipCard', value: 'card' },
  { path: '/notices', value: 'notices' },
  { path: '/notices/:id', value: 'notice' },
  { path: '/members/MembersList/:id/edit', value: 'member edit' },
  { path: '/notices/latest', value: 'latest' },
  { path: '/notices', value: 'second notices' },
]);

const valueAt = (pathname: string) => find(pathname)?.value;

describe('routeTable', () => {
  it('finds a path as the browser routes compare it: any case, with or without a trailing slash', () => {
    expect(valueAt('/DigitalMembershipCard')).toBe('card');
    expect(valueAt('/digitalmembershipcard')).toBe('card');
    expect(valueAt('/DigitalMembershipCard/')).toBe('card');
    expect(valueAt('/')).toBe('home');
  });

  it('matches a path with parameters, whole', () => {
    expect(find('/notices/12')).toEqual({ path: '/notices/:id', value: 'notice' });
    expect(valueAt('/members/memberslist/1002/edit')).toBe('member edit');
    expect(valueAt('/notices/12/more')).toBeUndefined();
    expect(valueAt('/members/MembersList/1002')).toBeUndefined();
  });

  it('prefers a path without parameters over a pattern, and the first of two equal paths', () => {
    expect(valueAt('/notices/latest')).toBe('latest');
    expect(valueAt('/notices')).toBe('notices');
  });

  it('finds nothing for an unknown path', () => {
    expect(valueAt('/nowhere')).toBeUndefined();
    expect(valueAt('/DigitalMembershipCard/extra')).toBeUndefined();
  });
});
