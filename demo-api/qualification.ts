/**
 * The member's qualification (消化器内視鏡技師) as it stands today, one answer for every call
 * that shows or acts on it (the digital card, renewal).
 */
import type { Member } from './seed';
import { demoStore } from './store';

/**
 * The qualification's current expiry: the member record's, one year later when the secretariat
 * approved a renewal extension of that period (更新延長); null without the qualification.
 */
export function qualificationExpiryOf(member: Member): string | null {
  const expiry = member.qualificationExpiryDate;
  if (!expiry) return null;
  const extension = demoStore.extensionApplications.find(
    (item) =>
      item.memberId === member.id && item.expiryDate === expiry && item.status === 'approved',
  );
  return extension?.extendedUntil ?? expiry;
}
