import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ExtensionApplication, ExtensionDetail } from '../../api/applications';
import { formatDate } from '../../i18n/format';
import { session } from '../../providers/session';
import { ApplicationForm } from './ApplicationForm';
import { ApplicationFrame } from './ApplicationFrame';
import { NoteInput } from './inputs';

/**
 * The terms of a renewal extension. Accepting them is `extensionAccept` in the session (SPEC §3):
 * kept while the member fills the form, sent as `accept`, and reset once the application is sent.
 */
function ExtensionTerms({ detail }: { detail: ExtensionDetail }) {
  return (
    <ul>
      <li>
        {detail.qualificationName}（有効期限 {formatDate(detail.expiryDate)}
        ）の更新期限を1年延長し、
        {formatDate(detail.extendedUntil)}までとします。
      </li>
      <li>延長期間中に不足分のポイントを取得し、あらためて更新を申請してください。</li>
      <li>
        延長は同じ資格期間につき1回限りです（却下された申請は数えません）。延長期間中に更新しない場合、資格は失効します。
      </li>
    </ul>
  );
}

function ExtensionForm({ detail }: { detail: ExtensionDetail }) {
  const [accepted, setAccepted] = useState(() => session.extensionAccept());
  const accept = (value: boolean) => {
    session.setExtensionAccept(value);
    setAccepted(value);
  };
  return (
    <>
      <ExtensionTerms detail={detail} />
      <FormControlLabel
        control={<Checkbox checked={accepted} onChange={(event) => accept(event.target.checked)} />}
        label="上記の更新延長の条件に同意します"
      />
      {accepted ? (
        <ApplicationForm
          kind="extension"
          defaults={{ reason: '' }}
          toBody={({ reason }) => {
            // Sent with the application; accepted again for any later one.
            session.setExtensionAccept(false);
            return { reason: reason.trim(), accept: true };
          }}
          confirmText={`${detail.qualificationName}の更新期限を${formatDate(detail.extendedUntil)}まで延長するよう申請します。よろしいですか？`}
        >
          <NoteInput source="reason" label="延長を希望する理由" isRequired />
        </ApplicationForm>
      ) : (
        <Typography color="text.secondary">条件に同意すると申請内容を入力できます。</Typography>
      )}
    </>
  );
}

const describe = (item: ExtensionApplication) =>
  [
    ['対象の有効期限', formatDate(item.expiryDate)],
    ['延長後の期限', formatDate(item.extendedUntil)],
    ['延長を希望する理由', item.reason],
  ] as const;

/** 更新延長申請 (/applications/extension): a one-year extension of the qualification renewal. */
export default function ExtensionPage() {
  return (
    <ApplicationFrame
      kind="extension"
      approved={{ path: '/approved/extension', label: '承認済みの更新延長一覧' }}
      describe={describe}
      form={(detail) => <ExtensionForm detail={detail} />}
    />
  );
}
