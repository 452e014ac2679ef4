import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { DateInput, required, SelectInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type {
  TemporaryAbsenceApplication,
  TemporaryAbsenceInput,
  TemporaryAbsenceReason,
  UploadFileSetting,
} from '../../api/applications';
import { formatDate, formatDateSpan } from '../../i18n/format';
import { useCallQuery } from '../../providers/useCall';
import { ApplicationForm } from './ApplicationForm';
import { ApplicationFrame } from './ApplicationFrame';
import { AttachmentInput } from './AttachmentInput';
import type { AttachmentFile } from './fileRules';
import { keptParticipations, LeaveParticipations, type KeptReasons } from './LeaveParticipations';
import { DayFromToday, NoteInput } from './inputs';

interface LeaveValues {
  reasonId: number | '';
  startDate: string;
  endDate: string;
  note: string;
  attachments: AttachmentFile[];
  keptReasons: KeptReasons;
}

const DEFAULTS: LeaveValues = {
  reasonId: '',
  startDate: '',
  endDate: '',
  note: '',
  attachments: [],
  keptReasons: {},
};

const endAfterStart = (value: unknown, values: Record<string, unknown>) =>
  typeof value === 'string' && typeof values.startDate === 'string' && value < values.startDate
    ? '休会終了日は休会開始日以降の日付にしてください'
    : undefined;

function LeaveInputs({
  reasons,
  setting,
}: {
  reasons: TemporaryAbsenceReason[];
  setting: UploadFileSetting;
}) {
  const reasonId = useWatch<LeaveValues, 'reasonId'>({ name: 'reasonId' });
  const reason = reasons.find((item) => item.id === Number(reasonId));
  return (
    <>
      <SelectInput
        source="reasonId"
        label="休会理由"
        choices={reasons}
        optionText="name"
        optionValue="id"
        emptyText="選択してください"
        validate={required('休会理由を選択してください')}
        helperText={false}
      />
      {reason?.attachmentNote && (
        <Alert severity="info" role="note">
          {reason.name}の場合は{reason.attachmentNote}を添付してください。
        </Alert>
      )}
      <DayFromToday source="startDate" label="休会開始日" />
      <DateInput
        source="endDate"
        label="休会終了日"
        validate={[required('休会終了日を入力してください'), endAfterStart]}
        helperText="休会期間は2年以内です"
      />
      <LeaveParticipations />
      <NoteInput source="note" label="休会理由の詳細" isRequired={reason?.name === 'その他'} />
      <AttachmentInput
        source="attachments"
        label="添付ファイル"
        setting={setting}
        requiredMessage={
          reason?.requiresAttachment ? `${reason.attachmentNote}を添付してください` : undefined
        }
      />
    </>
  );
}

function LeaveForm() {
  const reasons = useCallQuery('GetListTemporaryAbsence');
  const setting = useCallQuery('GetUploadFileSetting');
  if (reasons.isPending || setting.isPending) return <Typography>読み込み中…</Typography>;
  if (reasons.isError || setting.isError) {
    return <Alert severity="error">申請に必要な情報を取得できませんでした。</Alert>;
  }
  return (
    <ApplicationForm<LeaveValues>
      kind="temporaryAbsence"
      defaults={DEFAULTS}
      notInDraft={['attachments']}
      toBody={({ reasonId, startDate, endDate, note, attachments, keptReasons }) =>
        ({
          reasonId: Number(reasonId),
          startDate,
          endDate,
          note: note.trim(),
          attachments: attachments.map(({ fileName, contentType, base64 }) => ({
            fileName,
            contentType,
            base64,
          })),
          keptParticipations: keptParticipations(keptReasons),
        }) satisfies TemporaryAbsenceInput
      }
      confirmText="入力した内容で休会を申請します。よろしいですか？"
    >
      <LeaveInputs reasons={reasons.data.data} setting={setting.data.data} />
    </ApplicationForm>
  );
}

const describe = (leave: TemporaryAbsenceApplication) =>
  [
    ['休会理由', leave.reasonName],
    ['休会期間', `${formatDate(leave.startDate)}〜${formatDate(leave.endDate)}`],
    ['休会理由の詳細', leave.note || '—'],
    ['添付ファイル', leave.attachments.map((file) => file.fileName).join('、') || 'なし'],
    ...(leave.keptParticipations.length > 0
      ? ([
          [
            '休会期間中も参加する学会・セミナー',
            leave.keptParticipations.map(
              (item) =>
                `${item.eventTitle}（${formatDateSpan(item.startDate, item.endDate)}）: ${item.reason}`,
            ),
          ],
        ] as const)
      : []),
  ] as const;

/** 休会申請 (/applications/TemporaryAbsence): where the member stands, then the form. */
export default function TemporaryAbsencePage() {
  return (
    <ApplicationFrame
      kind="temporaryAbsence"
      approved={{ path: '/approved/tempAbsence', label: '承認済みの休会一覧' }}
      describe={describe}
      intro={() => (
        <Typography>
          休会期間中は学会・セミナーの参加やポイントの取得ができません。休会期間中の年会費は免除されます。
        </Typography>
      )}
      form={() => <LeaveForm />}
    />
  );
}
