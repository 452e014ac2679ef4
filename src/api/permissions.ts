/** The permissions of SPEC §6 that roles hold (src/providers/access.ts) and calls require. */
export const PERMISSIONS = [
  'user_update',
  'contents_read',
  'contents_update',
  'paid_admission_fee',
] as const;
export type Permission = (typeof PERMISSIONS)[number];
