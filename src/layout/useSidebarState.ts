import { useStore } from 'ra-core';
import { usePhone } from './usePhone';

/**
 * Whether the sidebar is open, kept in react-admin's store (`sidebar.open`, as react-admin's own
 * layout kept it). On a phone it is a drawer over the page, closed until asked for.
 */
export function useSidebarState() {
  const phone = usePhone();
  return useStore<boolean>('sidebar.open', !phone);
}
