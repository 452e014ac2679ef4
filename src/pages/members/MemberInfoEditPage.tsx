import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { Form } from 'react-admin';
import { useFormContext, type FieldErrors, type FieldValues } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useCallQuery } from '../../providers/useCall';
import { memberDraft, type MemberDraft } from './draft';
import { useMemberLookups } from './lookups';
import { MemberInput } from './MemberInputs';
import {
  changedSources,
  normalizeValues,
  SECTIONS,
  toValues,
  type Lookups,
  type MemberAffiliation,
  type MemberRecord,
  type MemberValues,
} from './memberFields';

const INFO_PATH = '/members/MemberInfo';

/** Keeps what the member types in the draft, so a reload or a new sign-in loses nothing. */
function DraftAutosave({ base }: { base: MemberValues }) {
  const { watch } = useFormContext();
  useEffect(() => {
    const subscription = watch((values) => {
      const typed = values as MemberValues;
      if (changedSources(base, normalizeValues(typed)).size === 0) memberDraft.clear();
      else memberDraft.save({ values: typed, ready: false });
    });
    return () => subscription.unsubscribe();
  }, [watch, base]);
  return null;
}

function MemberForm({
  initial,
  base,
  draft,
  required,
  lookups,
}: {
  initial: MemberValues;
  base: MemberValues;
  draft: MemberDraft | null;
  required: ReadonlySet<string>;
  lookups: Lookups;
}) {
  const navigate = useNavigate();
  // The server's messages of a refused update, under their fields until the member edits them.
  const errors = useMemo<FieldErrors>(
    () =>
      Object.fromEntries(
        Object.entries(draft?.serverErrors ?? {}).map(([field, message]) => [
          field,
          { type: 'server', message },
        ]),
      ),
    [draft],
  );
  const submit = (values: FieldValues) => {
    memberDraft.save({ values: normalizeValues(values as MemberValues), ready: true });
    navigate('/ConfirmMemberInfo');
  };
  const cancel = () => {
    memberDraft.clear();
    navigate(INFO_PATH);
  };

  return (
    <Form
      record={initial}
      onSubmit={submit}
      mode="onBlur"
      errors={errors}
      resetOptions={{ keepErrors: true }}
      noValidate
    >
      <DraftAutosave base={base} />
      <Stack spacing={2} sx={{ p: 2 }}>
        <Typography>
          <Typography component="span" color="error">
            *
          </Typography>
          は必須項目です。ひらがなや全角の数字で入力しても、確認へ進むときに整えます。
        </Typography>
        {SECTIONS.map((section) => {
          const fields = section.fields.filter((field) => !field.readOnly);
          if (fields.length === 0) return null;
          return (
            <Card key={section.id} variant="outlined" component="section">
              <CardHeader
                title={section.title}
                slotProps={{ title: { component: 'h2', variant: 'h6' } }}
              />
              <CardContent sx={{ pt: 0 }}>
                <Grid container columnSpacing={2} rowSpacing={2.5} sx={{ pt: 1 }}>
                  {fields.map((field) => (
                    <Grid
                      key={field.source}
                      size={{ xs: 12, md: field.kind === 'societies' ? 12 : 6 }}
                    >
                      <MemberInput
                        field={field}
                        required={required.has(field.source)}
                        lookups={lookups}
                      />
                    </Grid>
                  ))}
                </Grid>
              </CardContent>
            </Card>
          );
        })}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button variant="outlined" onClick={cancel}>
            キャンセル
          </Button>
          <Button type="submit" variant="contained">
            確認へ
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
}

/** /members/MemberInfo/edit: the member's own items, checked, normalised, then confirmed. */
export default function MemberInfoEditPage() {
  const member = useCallQuery<MemberRecord | null>('GetDetailMember');
  const affiliations = useCallQuery<MemberAffiliation[]>('GetMemberAffiliation');
  const requiredProperties = useCallQuery<string[]>('GetMemberRequiredProperty');
  const { lookups, isPending } = useMemberLookups();
  const [draft] = useState(() => memberDraft.load());
  const base = useMemo(
    () => toValues(member.data?.data ?? {}, affiliations.data?.data ?? []),
    [member.data, affiliations.data],
  );
  const required = useMemo(
    () => new Set(requiredProperties.data?.data ?? []),
    [requiredProperties.data],
  );

  if (member.isPending || affiliations.isPending || requiredProperties.isPending || isPending) {
    return <Typography sx={{ p: 2 }}>読み込み中…</Typography>;
  }
  // Without the current record a form would offer blanks to save over it.
  if (!draft && (member.isError || affiliations.isError)) {
    return (
      <Stack spacing={2} sx={{ p: 2 }}>
        <Alert severity="error">
          会員情報を取得できなかったため、編集できません。時間をおいて再度お試しください。
        </Alert>
        <Button component={RouterLink} to={INFO_PATH} sx={{ alignSelf: 'flex-start' }}>
          会員詳細へ戻る
        </Button>
      </Stack>
    );
  }
  return (
    <MemberForm
      initial={draft?.values ?? base}
      base={base}
      draft={draft}
      required={required}
      lookups={lookups}
    />
  );
}
