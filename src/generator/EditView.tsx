import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Edit, SimpleForm, Toolbar, useEditContext, type RaRecord } from 'react-admin';
import { useEffect, useMemo, useState } from 'react';
import { useFormContext, type FieldErrors, type FieldValues } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ErrorPage } from '../layout/ErrorPage';
import { useFormDraft, type DraftStore } from '../providers/drafts';
import { useCallQuery } from '../providers/useCall';
import type { FieldDefinition, ResourceDefinition } from './defineResource';
import { draftValues, editDraft, type EditDraft } from './editDraft';
import { renderInput, type InputContext } from './inputs';
import { normalizeRecord } from './normalize';
import { recordPath } from './paths';
import { sectionsOf } from './RecordSections';
import { EditToolbar } from './EditToolbar';
import { isEmptyRecord, useRecordId } from './recordId';
import { describeError, fieldsOf, QUIET } from './viewParts';

function EditError() {
  return <ErrorPage embedded {...describeError(useEditContext().error)} />;
}

/** A record's form, section by section: a card of inputs each. */
function EditSections({
  definition,
  required,
}: {
  definition: ResourceDefinition;
  required: (field: FieldDefinition) => boolean;
}) {
  return sectionsOf(definition, 'edit').map(({ section, fields }) => (
    <Card key={section.id} variant="outlined" component="section" aria-label={section.title}>
      <CardHeader title={section.title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Grid container columnSpacing={2} rowSpacing={2.5} sx={{ pt: 1 }}>
          {fields.map((field) => {
            const context: InputContext = { definition, required: required(field) };
            return (
              <Grid key={field.source} size={{ xs: 12, md: field.type === 'lookupMany' ? 12 : 6 }}>
                {renderInput(field, context)}
              </Grid>
            );
          })}
        </Grid>
      </CardContent>
    </Card>
  ));
}

// One object for good: react-admin resets the form whenever this option changes identity. The
// reset to the record (react-admin's, after the draft was put back) keeps the member's edits.
const KEEP_EDITS = { keepDirtyValues: true, keepErrors: true };

/**
 * Keeps the form's draft: the member's unsaved values come back as edits (dirty, so 保存 is
 * enabled) when the form opens again, e.g. after a 401 on save and signing in again.
 */
function DraftKeeper({ draft }: { draft: DraftStore<FieldValues> }) {
  const { setValue } = useFormContext();
  const [saved] = useState(() => draft.load());
  useEffect(() => {
    for (const [field, value] of Object.entries(saved ?? {})) {
      setValue(field, value, { shouldDirty: true });
    }
  }, [saved, setValue]);
  useFormDraft(draft);
  return null;
}

/** A form confirmed on another page: キャンセル back to the record, 確認へ to the confirmation. */
function ConfirmToolbar({ onCancel }: { onCancel?: () => void }) {
  return (
    <Toolbar sx={{ justifyContent: 'flex-end', gap: 2 }}>
      {onCancel && (
        <Button variant="outlined" onClick={onCancel}>
          キャンセル
        </Button>
      )}
      <Button type="submit" variant="contained">
        確認へ
      </Button>
    </Toolbar>
  );
}

/** Which fields the form requires: its rules, and the call naming the society's choice. */
function useRequired(definition: ResourceDefinition) {
  const call = definition.edit?.requiredFrom;
  const answer = useCallQuery(call ?? 'GetMemberRequiredProperty', undefined, {
    enabled: Boolean(call),
  });
  // The call is named by the resource file at run time: its answer is read as a list of names.
  const fromServer = useMemo(() => {
    const names: unknown = answer.data?.data;
    return new Set(Array.isArray(names) ? names.filter((name) => typeof name === 'string') : []);
  }, [answer.data]);
  return {
    isPending: Boolean(call) && answer.isPending,
    required: (field: FieldDefinition) =>
      Boolean(field.validate?.required) || fromServer.has(field.source),
  };
}

function EditForm({
  definition,
  draft,
}: {
  definition: ResourceDefinition;
  draft: DraftStore<EditDraft>;
}) {
  const navigate = useNavigate();
  const { record } = useEditContext();
  const { required, isPending } = useRequired(definition);
  const [saved] = useState(() => draft.load());
  const values = useMemo(() => draftValues(draft), [draft]);
  // The server's messages of a refused save, under their fields until the member edits them.
  const errors = useMemo<FieldErrors>(
    () =>
      Object.fromEntries(
        Object.entries(saved?.serverErrors ?? {}).map(([field, message]) => [
          field,
          { type: 'server', message },
        ]),
      ),
    [saved],
  );
  const { confirm, cancel, intro } = definition.edit ?? {};
  const showPath = definition.routes.show;
  const fields = fieldsOf(definition, 'edit');

  if (isPending) return <Typography sx={{ p: 2 }}>読み込み中…</Typography>;
  // Without the current record a form would offer blanks to save over it.
  if (isEmptyRecord(record) && !saved) {
    return (
      <Stack spacing={2} sx={{ p: 2 }}>
        <Alert severity="error">
          {definition.label}
          を取得できなかったため、編集できません。時間をおいて再度お試しください。
        </Alert>
        {showPath && (
          <Button component={RouterLink} to={showPath} sx={{ alignSelf: 'flex-start' }}>
            {definition.titles?.show ?? definition.label}へ戻る
          </Button>
        )}
      </Stack>
    );
  }
  const toConfirmation =
    confirm &&
    ((submitted: FieldValues) => {
      draft.save({ values: normalizeRecord(fields, submitted), ready: true });
      navigate(confirm);
    });
  const leave =
    cancel && showPath
      ? () => {
          draft.clear();
          navigate(showPath);
        }
      : undefined;

  return (
    <SimpleForm
      resetOptions={KEEP_EDITS}
      noValidate
      {...(saved?.serverErrors ? { errors } : {})}
      toolbar={
        toConfirmation ? (
          <ConfirmToolbar onCancel={leave} />
        ) : (
          <EditToolbar definition={definition} />
        )
      }
      {...(toConfirmation ? { onSubmit: toConfirmation } : {})}
    >
      <DraftKeeper draft={values} />
      <Stack spacing={2} sx={{ width: '100%' }}>
        {intro && <Typography>{intro}</Typography>}
        {definition.sections ? (
          <EditSections definition={definition} required={required} />
        ) : (
          fields.map((field) => (
            <Stack key={field.source}>
              {renderInput(field, { definition, required: required(field) })}
            </Stack>
          ))
        )}
      </Stack>
    </SimpleForm>
  );
}

export function GeneratedEdit({ definition }: { definition: ResourceDefinition }) {
  const id = useRecordId(definition);
  const show = definition.routes.show;
  const draft = useMemo(
    () => editDraft(definition.name, definition.singleton ? undefined : id),
    [definition.name, definition.singleton, id],
  );
  const fields = fieldsOf(definition, 'edit');
  return (
    <Edit
      resource={definition.name}
      id={id}
      mutationMode="pessimistic"
      transform={(data: RaRecord) => normalizeRecord(fields, data)}
      // Saved: the draft is done with (react-admin keeps its own onSuccess: toast, redirect).
      mutationOptions={{
        onSettled: (_data, error) => {
          if (!error) draft.clear();
        },
      }}
      redirect={show ? (_resource, recordId) => recordPath(show, recordId ?? '') : false}
      actions={false}
      disableAuthentication
      queryOptions={QUIET}
      error={<EditError />}
      // Sections are cards of their own: no card around them.
      component={definition.sections ? 'div' : undefined}
    >
      <EditForm definition={definition} draft={draft} />
    </Edit>
  );
}
