import { ApprovedListPage } from './ApprovedListPage';

/** 休会復帰申請 (/approved/return): approved returns and the way to apply. */
export default function ApprovedReturnPage() {
  return (
    <ApprovedListPage
      resource="approvedReturn"
      title="承認済みの休会復帰"
      apply={{ path: '/applications/return', label: '休会復帰申請へ' }}
    />
  );
}
