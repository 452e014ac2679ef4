import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ApiError, errorText } from '../../api/errors';
import { notify } from '../../layout/notifications';
import { session } from '../../providers/session';
import { useCallMutation, useCallQuery } from '../../providers/useCall';
import { DetailCard } from './DetailCard';
import { memberDraft } from './draft';
import { useMemberLookups } from './lookups';
import {
  changedSources,
  displayValue,
  SECTIONS,
  toValues,
  type MemberAffiliation,
  type MemberRecord,
  type MemberValues,
} from './memberFields';

const EDIT_PATH = '/members/MemberInfo/edit';

/** /ConfirmMemberInfo: the edited items, changes highlighted, then 登録する (UpdateMember). */
export default function ConfirmMemberInfoPage() {
  const navigate = useNavigate();
  const [draft] = useState(() => memberDraft.load());
  const member = useCallQuery<MemberRecord | null>('GetDetailMember');
  const affiliations = useCallQuery<MemberAffiliation[]>('GetMemberAffiliation');
  const { lookups, isPending } = useMemberLookups();
  const [failure, setFailure] = useState<string>();

  const update = useCallMutation<MemberRecord, MemberValues>('UpdateMember', {
    quiet: true,
    invalidates: [
      'GetDetailMember',
      'GetDetailMemberSetLastPayment',
      'GetMemberAffiliation',
      'GetMemberUpdateHistory',
    ],
    onSuccess: ({ data }) => {
      memberDraft.clear();
      const userInfo = session.userInfo();
      if (userInfo && typeof data?.name === 'string')
        session.setUserInfo({ ...userInfo, name: data.name });
      notify('会員情報を更新しました', { type: 'success' });
      navigate('/members/MemberInfo');
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return setFailure(errorText(error));
      if (error.validationErrors.length > 0 && draft) {
        // Back to the form, with the server's messages under the items it refused.
        memberDraft.save({ values: draft.values, ready: false, serverErrors: error.fieldErrors() });
        navigate(EDIT_PATH);
      } else if (!error.isUnauthorized) {
        setFailure(errorText(error));
      }
    },
  });

  if (!draft?.ready) {
    return (
      <Stack spacing={2} sx={{ p: 2 }}>
        <Alert severity="info">
          確認する変更内容がありません。会員情報の編集から入力してください。
        </Alert>
        <Button component={RouterLink} to={EDIT_PATH} sx={{ alignSelf: 'flex-start' }}>
          会員情報の編集へ
        </Button>
      </Stack>
    );
  }
  if (member.isPending || affiliations.isPending || isPending) {
    return <Typography sx={{ p: 2 }}>読み込み中…</Typography>;
  }

  const values = draft.values;
  const base = toValues(member.data?.data ?? {}, affiliations.data?.data ?? []);
  const changed = changedSources(base, values);
  const register = () => {
    setFailure(undefined);
    update.mutate(values);
  };

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography>
        {changed.size > 0
          ? `次の内容で登録します。変更した${changed.size}項目は「変更」の印で示しています。`
          : '変更された項目はありません。'}
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
          {failure}
        </Alert>
      )}
      {SECTIONS.map((section) => {
        const fields = section.fields.filter((field) => !field.readOnly);
        if (fields.length === 0) return null;
        return (
          <DetailCard
            key={section.id}
            title={section.title}
            rows={fields.map((field) => {
              const show = (from: MemberValues) =>
                displayValue(field, (from as Record<string, unknown>)[field.source], lookups);
              return {
                label: field.label,
                value: show(values),
                changedFrom: changed.has(field.source) ? show(base) : undefined,
              };
            })}
          />
        );
      })}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={() => navigate(EDIT_PATH)}>
          戻る
        </Button>
        <Button
          variant="contained"
          onClick={register}
          disabled={changed.size === 0 || update.isPending}
        >
          登録する
        </Button>
      </Stack>
    </Stack>
  );
}
