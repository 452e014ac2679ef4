import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetOne } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import memberInfo from '../../../resources/memberInfo';
import { ApiError, errorText } from '../../api/errors';
import type { MemberUpdate } from '../../api/members';
import { SectionCard } from '../../components/SectionCard';
import { editDraft } from '../../generator/editDraft';
import { changedSources } from '../../generator/normalize';
import { fieldValue, sectionsOf } from '../../generator/RecordSections';
import { fieldsOf } from '../../generator/viewParts';
import { SINGLETON_ID } from '../../generator/recordId';
import { notify } from '../../layout/notifications';
import { session } from '../../providers/session';
import { useCallMutation } from '../../providers/useCall';

const EDIT_PATH = memberInfo.routes.edit;
const SHOW_PATH = memberInfo.routes.show;
const FIELDS = fieldsOf(memberInfo, 'edit');
const SECTIONS = sectionsOf(memberInfo, 'edit');
const draft = editDraft(memberInfo.name);

/**
 * /ConfirmMemberInfo: the member's edited details (the memberInfo resource's form), the changes
 * marked with what they replace, then 登録する (UpdateMember).
 */
export default function ConfirmMemberInfoPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saved] = useState(() => draft.load());
  const member = useGetOne(memberInfo.name, { id: SINGLETON_ID });
  const [failure, setFailure] = useState<string>();

  const update = useCallMutation('UpdateMember', {
    quiet: true,
    invalidates: [
      'GetDetailMemberSetLastPayment',
      'GetMemberAffiliation',
      'GetMemberUpdateHistory',
    ],
    onSuccess: async ({ data }) => {
      draft.clear();
      await queryClient.invalidateQueries({ queryKey: [memberInfo.name] });
      const userInfo = session.userInfo();
      if (userInfo && typeof data?.name === 'string')
        session.setUserInfo({ ...userInfo, name: data.name });
      notify('会員情報を更新しました', { type: 'success' });
      navigate(SHOW_PATH);
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return setFailure(errorText(error));
      if (error.validationErrors.length > 0 && saved) {
        // Back to the form, with the server's messages under the items it refused.
        draft.save({ values: saved.values, serverErrors: error.fieldErrors() });
        navigate(EDIT_PATH);
      } else if (!error.isUnauthorized) {
        setFailure(errorText(error));
      }
    },
  });

  if (!saved?.ready) {
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
  if (member.isPending) return <Typography sx={{ p: 2 }}>読み込み中…</Typography>;

  const values = saved.values;
  const base = member.data ?? {};
  const changed = changedSources(FIELDS, base, values);
  const register = () => {
    setFailure(undefined);
    update.mutate(values as MemberUpdate & Record<string, unknown>);
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
      {SECTIONS.map(({ section, fields }) => (
        <SectionCard
          key={section.id}
          title={section.title}
          rows={fields.map((field) => ({
            label: field.label,
            value: fieldValue(field, { id: SINGLETON_ID, ...values }),
            changedFrom: changed.has(field.source)
              ? fieldValue(field, { ...base, id: SINGLETON_ID })
              : undefined,
          }))}
        />
      ))}
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
