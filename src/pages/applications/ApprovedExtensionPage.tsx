import { ApprovedListPage } from './ApprovedListPage';

/** 更新延長申請 (/approved/extension): approved extensions and the way to apply. */
export default function ApprovedExtensionPage() {
  return (
    <ApprovedListPage
      resource="approvedExtension"
      title="承認済みの更新延長"
      apply={{ path: '/applications/extension', label: '更新延長申請へ' }}
      flagged="extension"
    />
  );
}
