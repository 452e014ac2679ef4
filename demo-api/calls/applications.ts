/** Application-area calls (`/api/services/app/Application/*`); the member roles live here. */
import { ok } from '../abp';
import { defineCall } from '../defineCall';

export const applicationCalls = [
  // SPEC §6 roles; each demo account holds exactly one.
  defineCall('GetMemberRoles', ({ account }) => ok([account.role])),
];
