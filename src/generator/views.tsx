import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  Edit,
  Show,
  SimpleForm,
  SimpleShowLayout,
  Toolbar,
  TopToolbar,
  useCanAccess,
  useEditContext,
  useShowContext,
  type RaRecord,
} from 'react-admin';
import { useEffect, useMemo, useState } from 'react';
import { useFormContext, type FieldErrors, type FieldValues } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { OperationInfoPanel } from '../components/OperationInfoPanel';
import { ErrorPage } from '../layout/ErrorPage';
import { useFormDraft, type DraftStore } from '../providers/drafts';
import { useCallQuery } from '../providers/useCall';
import type { FieldDefinition, ResourceDefinition } from './defineResource';
import { draftValues, editDraft, type EditDraft } from './editDraft';
import { renderField } from './fields';
import { renderInput } from './inputs';
import { normalizeRecord } from './normalize';
import { recordPath } from './paths';
import { RecordLists } from './EmbeddedLists';
import { EditSections, ShowSections } from './RecordSections';
import { EditToolbar } from './EditToolbar';
import { RecordActions } from './RowActions';
import { describeError, fieldsOf, QUIET } from './viewParts';

/** The id react-admin caches a singleton under; the data provider sends none. */
export const SINGLETON_ID = 'singleton';

const useRecordId = (definition: ResourceDefinition): string => {
  const { id = '' } = useParams();
  return definition.singleton ? SINGLETON_ID : id;
};

/** A record with nothing but the id it was asked for: a read that failed (SPEC §8). */
const isEmptyRecord = (record: RaRecord | undefined) =>
  !record || Object.keys(record).every((key) => key === 'id');

function ShowError() {
  return <ErrorPage embedded {...describeError(useShowContext().error)} />;
}

function EditError() {
  return <ErrorPage embedded {...describeError(useEditContext().error)} />;
}

/** The edit button on a record's page, offered only to a user the edit route would let in. */
function EditAction({ definition, id }: { definition: ResourceDefinition; id: string }) {
  const { canAccess } = useCanAccess({ resource: definition.name, action: 'edit' });
  const edit = definition.routes.edit;
  if (!edit || !canAccess) return null;
  return (
    <TopToolbar>
      <Button
        component={RouterLink}
        to={recordPath(edit, id)}
        variant="contained"
        startIcon={<EditIcon />}
      >
        {definition.show?.editLabel ?? '編集'}
      </Button>
    </TopToolbar>
  );
}

/** What a record's page shows: its sections or fields, then the audit panels asked for. */
function ShowBody({ definition }: { definition: ResourceDefinition }) {
  const { record } = useShowContext();
  const { operationInfo } = definition.show ?? {};
  // Whose record it is, when no field of the page says so (a member's name over their items).
  const titleField = definition.recordTitle;
  const showsTitle = fieldsOf(definition, 'show').some((field) => field.source === titleField);
  const title = titleField && !showsTitle ? record?.[titleField] : undefined;
  return (
    <Stack spacing={2}>
      {typeof title === 'string' && title && (
        <Typography variant="h6" component="p">
          {title}
        </Typography>
      )}
      {definition.sections ? (
        <ShowSections definition={definition} record={record} />
      ) : (
        <SimpleShowLayout>{fieldsOf(definition, 'show').map(renderField)}</SimpleShowLayout>
      )}
      {definition.show?.actions && (
        <RecordActions actions={definition.show.actions} size="medium" />
      )}
      {record && operationInfo && <OperationInfoPanel record={record} />}
      {record && <RecordLists definition={definition} record={record} />}
    </Stack>
  );
}

export function GeneratedShow({ definition }: { definition: ResourceDefinition }) {
  const id = useRecordId(definition);
  const sectioned = Boolean(definition.sections);
  return (
    <Show
      resource={definition.name}
      id={id}
      actions={<EditAction definition={definition} id={id} />}
      disableAuthentication
      queryOptions={QUIET}
      error={<ShowError />}
      // Sections are cards of their own: no card around them.
      component={sectioned ? 'div' : undefined}
    >
      <ShowBody definition={definition} />
    </Show>
  );
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
  const answer = useCallQuery<string[]>(call ?? 'GetMemberRequiredProperty', undefined, {
    enabled: Boolean(call),
  });
  const fromServer = useMemo(() => new Set(answer.data?.data ?? []), [answer.data]);
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
