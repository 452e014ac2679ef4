import { ApprovedListPage } from './ApprovedListPage';

/** 休会申請 (/approved/tempAbsence): approved leave and the way to apply. */
export default function ApprovedTempAbsencePage() {
  return (
    <ApprovedListPage
      resource="approvedTempAbsence"
      title="承認済みの休会"
      apply={{ path: '/applications/TemporaryAbsence', label: '休会申請へ' }}
      flagged="temporaryAbsence"
    />
  );
}
