import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  Edit,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TopToolbar,
  useCanAccess,
  useEditContext,
  useShowContext,
  type RaRecord,
} from 'react-admin';
import { useEffect, useMemo, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { OperationInfoPanel } from '../components/OperationInfoPanel';
import { UpdateHistoryCard } from '../components/UpdateHistoryCard';
import { ErrorPage } from '../layout/ErrorPage';
import { draftStore, useFormDraft, type DraftStore } from '../providers/drafts';
import type { ResourceDefinition } from './defineResource';
import { renderField } from './fields';
import { renderInput } from './inputs';
import { recordPath } from './paths';
import { describeError, fieldsOf, QUIET } from './viewParts';

function ShowError() {
  return <ErrorPage embedded {...describeError(useShowContext().error)} />;
}

function EditError() {
  return <ErrorPage embedded {...describeError(useEditContext().error)} />;
}

/** 編集 on a record's page, offered only to a user the edit route would let in. */
function EditAction({ definition, id }: { definition: ResourceDefinition; id: string }) {
  const { canAccess } = useCanAccess({ resource: definition.name, action: 'edit' });
  const edit = definition.routes.edit;
  if (!edit || !canAccess) return null;
  return (
    <TopToolbar>
      <Button component={RouterLink} to={recordPath(edit, id)} startIcon={<EditIcon />}>
        編集
      </Button>
    </TopToolbar>
  );
}

/** What a record's page shows under its fields: the audit panels its resource file asks for. */
function ShowPanels({ definition }: { definition: ResourceDefinition }) {
  const { record } = useShowContext();
  const { operationInfo, history } = definition.show ?? {};
  if (!record || (!operationInfo && !history)) return null;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {operationInfo && <OperationInfoPanel record={record} />}
      {history && <UpdateHistoryCard call={history.call} params={{ [history.param]: record.id }} />}
    </Stack>
  );
}

/** The operation information panel under the form too: who last changed what is being edited. */
function EditPanels({ definition }: { definition: ResourceDefinition }) {
  const { record } = useEditContext();
  if (!record || !definition.show?.operationInfo) return null;
  return (
    <Stack sx={{ mt: 2 }}>
      <OperationInfoPanel record={record} />
    </Stack>
  );
}

export function GeneratedShow({ definition }: { definition: ResourceDefinition }) {
  const { id = '' } = useParams();
  return (
    <Show
      resource={definition.name}
      id={id}
      actions={<EditAction definition={definition} id={id} />}
      disableAuthentication
      queryOptions={QUIET}
      error={<ShowError />}
    >
      <SimpleShowLayout>{fieldsOf(definition, 'show').map(renderField)}</SimpleShowLayout>
      <ShowPanels definition={definition} />
    </Show>
  );
}

// One object for good: react-admin resets the form whenever this option changes identity. The
// reset to the record (react-admin's, after the draft was put back) keeps the member's edits.
const KEEP_EDITS = { keepDirtyValues: true };

/**
 * Keeps the edit form's draft: the member's unsaved values come back as edits (dirty, so 保存
 * is enabled) when the form opens again, e.g. after a 401 on save and signing in again.
 */
function EditDraft({ draft }: { draft: DraftStore<RaRecord> }) {
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

export function GeneratedEdit({ definition }: { definition: ResourceDefinition }) {
  const { id = '' } = useParams();
  const show = definition.routes.show;
  const draft = useMemo(
    () => draftStore<RaRecord>(`editDraft.${definition.name}.${id}`),
    [definition.name, id],
  );
  return (
    <Edit
      resource={definition.name}
      id={id}
      mutationMode="pessimistic"
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
    >
      <SimpleForm resetOptions={KEEP_EDITS}>
        <EditDraft draft={draft} />
        {fieldsOf(definition, 'edit').map(renderInput)}
      </SimpleForm>
      <EditPanels definition={definition} />
    </Edit>
  );
}
