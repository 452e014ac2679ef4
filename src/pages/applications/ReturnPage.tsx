import Alert from '@mui/material/Alert';
import type { ReturnApplication, ReturnDetail } from '../../api/applications';
import { formatDate } from '../../i18n/format';
import { ApplicationForm } from './ApplicationForm';
import { ApplicationFrame } from './ApplicationFrame';
import { DayFromToday, NoteInput } from './inputs';

function ReturnForm({ detail }: { detail: ReturnDetail }) {
  const leaveEnd = detail.leave?.endDate ?? '';
  const withinLeave = (value: unknown) =>
    typeof value === 'string' && leaveEnd && value > leaveEnd
      ? '復帰日は休会期間内の日付にしてください'
      : undefined;
  return (
    <ApplicationForm
      kind="return"
      defaults={{ returnDate: '', note: '' }}
      toBody={({ returnDate, note }) => ({ returnDate, note: note.trim() })}
      confirmText="入力した復帰日で休会からの復帰を申請します。よろしいですか？"
    >
      <DayFromToday
        source="returnDate"
        label="復帰日"
        rules={[withinLeave]}
        helperText="休会期間の途中で復帰する日"
      />
      <NoteInput source="note" label="備考" />
    </ApplicationForm>
  );
}

const describe = (item: ReturnApplication) =>
  [
    ['復帰日', formatDate(item.returnDate)],
    ['備考', item.note || '—'],
  ] as const;

/** 休会復帰申請 (/applications/return): open while the member is on leave. */
export default function ReturnPage() {
  return (
    <ApplicationFrame
      kind="return"
      approved={{ path: '/approved/return', label: '承認済みの休会復帰一覧' }}
      describe={describe}
      intro={(detail) =>
        detail.leave && (
          <Alert severity="info" role="note">
            休会中です（{detail.leave.reasonName}、{formatDate(detail.leave.startDate)}〜
            {formatDate(detail.leave.endDate)}）。休会期間の終了後は自動的に復帰します。
          </Alert>
        )
      }
      form={(detail) => <ReturnForm detail={detail} />}
    />
  );
}
