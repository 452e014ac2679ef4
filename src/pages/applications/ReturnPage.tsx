import Alert from '@mui/material/Alert';
import { DateInput, required, TextInput } from 'react-admin';
import type { ReturnApplication, ReturnDetail } from '../../api/applications';
import { todayInJapan } from '../../api/japanTime';
import { formatDate } from '../../i18n/format';
import { draftStore } from '../../providers/drafts';
import { ApplicationForm } from './ApplicationForm';
import { ApplicationFrame } from './ApplicationFrame';
import { notBefore, noteRules } from './rules';

interface ReturnValues {
  returnDate: string;
  note: string;
}

const returnDraft = draftStore<ReturnValues>('returnDraft');

function ReturnForm({ detail }: { detail: ReturnDetail }) {
  const leaveEnd = detail.leave?.endDate ?? '';
  const withinLeave = (value: unknown) =>
    typeof value === 'string' && leaveEnd && value > leaveEnd
      ? '復帰日は休会期間内の日付にしてください'
      : undefined;
  return (
    <ApplicationForm<ReturnValues>
      draft={returnDraft}
      defaults={{ returnDate: '', note: '' }}
      call="ApplyReturn"
      invalidates={['GetDetailReturnApplication']}
      toBody={({ returnDate, note }) => ({ returnDate, note: note.trim() })}
      confirmTitle="休会復帰申請"
      confirmText="入力した復帰日で休会からの復帰を申請します。よろしいですか？"
      submitLabel="確認して申請する"
      successMessage="休会復帰申請を受け付けました。"
    >
      <DateInput
        source="returnDate"
        label="復帰日"
        validate={[
          required('復帰日を入力してください'),
          notBefore(todayInJapan(), '復帰日は本日以降の日付にしてください'),
          withinLeave,
        ]}
        helperText="休会期間の途中で復帰する日"
      />
      <TextInput
        source="note"
        label="備考"
        multiline
        minRows={3}
        validate={noteRules('備考', false)}
        helperText="400文字以内"
        fullWidth
      />
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
