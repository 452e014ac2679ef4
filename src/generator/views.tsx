import EditIcon from '@mui/icons-material/Edit';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import {
  Datagrid,
  Edit,
  FunctionField,
  List,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextInput,
  TopToolbar,
  useEditContext,
  useListContext,
  useShowContext,
  type RaRecord,
} from 'react-admin';
import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { useFormContext } from 'react-hook-form';
import { HttpError } from 'ra-core';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { DownloadButton } from '../components/DownloadButton';
import { OperationInfoPanel } from '../components/OperationInfoPanel';
import { UpdateHistoryCard } from '../components/UpdateHistoryCard';
import { ErrorPage } from '../layout/ErrorPage';
import { PaginationControls } from '../layout/ListPagination';
import { draftStore, useFormDraft, type DraftStore } from '../providers/drafts';
import { useSessionRoles } from '../providers/useSessionRoles';
import type { FieldDefinition, FilterDefinition, ResourceDefinition, View } from './defineResource';
import { renderField } from './fields';
import { renderInput } from './inputs';
import { LookupSelectInput } from './lookup';
import { recordPath } from './paths';
import { mayOpen } from './viewAccess';

const fieldsOf = (definition: ResourceDefinition, view: View) =>
  definition.fields.filter((field) => field.views.includes(view));

/** react-admin's list state through the portal's pagination control. */
export function ListPagination() {
  const { page, perPage, total, setPage, setPerPage } = useListContext();
  return <PaginationControls {...{ page, perPage, total, setPage, setPerPage }} />;
}

function filterInput(filter: FilterDefinition): ReactElement {
  if (filter.type === 'lookup' && filter.lookup) {
    return (
      <LookupSelectInput
        key={filter.source}
        source={filter.source}
        label={filter.label}
        lookup={filter.lookup}
        lookupParams={filter.lookupParams}
        alwaysOn={filter.alwaysOn}
        emptyText="すべて"
      />
    );
  }
  return filter.type === 'search' ? (
    <TextInput
      key={filter.source}
      source={filter.source}
      label={filter.label}
      alwaysOn={filter.alwaysOn}
      resettable
      InputProps={{ endAdornment: <SearchIcon color="disabled" /> }}
    />
  ) : (
    <SelectInput
      key={filter.source}
      source={filter.source}
      label={filter.label}
      choices={[...(filter.choices ?? [])]}
      alwaysOn={filter.alwaysOn}
      emptyText="すべて"
    />
  );
}

/** The record's title links to its page, so rows work from the keyboard too. */
function titleLink(field: FieldDefinition, showRoute: string): ReactElement {
  return (
    <FunctionField
      key={field.source}
      source={field.source}
      label={field.label}
      sortable={field.sortable ?? false}
      render={(record) => (
        <Link
          component={RouterLink}
          to={recordPath(showRoute, record.id)}
          // The row navigates on click as well: one navigation, one history entry.
          onClick={(event) => event.stopPropagation()}
        >
          {String(record[field.source] ?? '')}
        </Link>
      )}
    />
  );
}

// The API client has already shown a failed call (toast, or the 401 dialog): react-admin's own
// error notification would say it twice.
const QUIET = { onError: () => undefined };

/** What a failed query shows in place of the view: the error page with the server's message. */
function describe(error: unknown) {
  return error instanceof HttpError
    ? { status: error.status, message: error.message }
    : { status: 500, message: error instanceof Error ? error.message : '' };
}

function ListError() {
  return <ErrorPage embedded {...describe(useListContext().error)} />;
}

function ShowError() {
  return <ErrorPage embedded {...describe(useShowContext().error)} />;
}

function EditError() {
  return <ErrorPage embedded {...describe(useEditContext().error)} />;
}

/**
 * The list's export: the same filters and sort as the rows on screen, but no paging, so the
 * file holds every matching row.
 */
function ExportAction({ definition }: { definition: ResourceDefinition }) {
  const { filterValues, sort } = useListContext();
  const action = definition.list?.export;
  if (!action) return null;
  const params = {
    ...definition.list?.filter,
    ...filterValues,
    ...(sort?.field ? { Sorting: `${sort.field} ${sort.order === 'ASC' ? 'ASC' : 'DESC'}` } : {}),
  };
  return (
    <TopToolbar>
      <DownloadButton call={action.call} params={params} label={action.label} variant="outlined">
        {action.text}
      </DownloadButton>
    </TopToolbar>
  );
}

export function GeneratedList({
  definition,
  embedded = false,
}: {
  definition: ResourceDefinition;
  /** One part of a bespoke page: the page's URL is not this list's to change. */
  embedded?: boolean;
}) {
  const { list = {}, routes } = definition;
  const show = routes.show;
  return (
    <List
      resource={definition.name}
      disableSyncWithLocation={embedded}
      title={embedded ? false : undefined}
      perPage={list.perPage}
      sort={list.sort}
      filter={list.filter}
      storeKey={list.rememberPagination ? `paginationRequest.${definition.name}` : false}
      filters={list.filters?.map(filterInput)}
      pagination={<ListPagination />}
      actions={list.export ? <ExportAction definition={definition} /> : false}
      disableAuthentication
      queryOptions={QUIET}
      error={<ListError />}
      empty={false}
    >
      <Datagrid
        bulkActionButtons={false}
        rowClick={show ? (id) => recordPath(show, id) : false}
        empty={<p>{list.emptyText ?? '該当するデータがありません。'}</p>}
      >
        {fieldsOf(definition, 'list').map((field) =>
          show && field.source === definition.recordTitle
            ? titleLink(field, show)
            : renderField(field),
        )}
      </Datagrid>
    </List>
  );
}

/** 編集 on a record's page, offered only to a user the edit route would let in. */
function EditAction({ definition, id }: { definition: ResourceDefinition; id: string }) {
  const roles = useSessionRoles();
  const edit = definition.routes.edit;
  if (!edit || !mayOpen(roles, definition, 'edit')) return null;
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
