import SearchIcon from '@mui/icons-material/Search';
import Link from '@mui/material/Link';
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
  useEditContext,
  useListContext,
  useShowContext,
} from 'react-admin';
import type { ReactElement } from 'react';
import { HttpError } from 'ra-core';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ErrorPage } from '../layout/ErrorPage';
import { PaginationControls } from '../layout/ListPagination';
import type { FieldDefinition, FilterDefinition, ResourceDefinition, View } from './defineResource';
import { renderField } from './fields';
import { renderInput } from './inputs';
import { recordPath } from './paths';

const fieldsOf = (definition: ResourceDefinition, view: View) =>
  definition.fields.filter((field) => field.views.includes(view));

/** react-admin's list state through the portal's pagination control. */
export function ListPagination() {
  const { page, perPage, total, setPage, setPerPage } = useListContext();
  return <PaginationControls {...{ page, perPage, total, setPage, setPerPage }} />;
}

function filterInput(filter: FilterDefinition): ReactElement {
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
      actions={false}
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

export function GeneratedShow({ definition }: { definition: ResourceDefinition }) {
  const { id } = useParams();
  return (
    <Show
      resource={definition.name}
      id={id}
      actions={false}
      disableAuthentication
      queryOptions={QUIET}
      error={<ShowError />}
    >
      <SimpleShowLayout>{fieldsOf(definition, 'show').map(renderField)}</SimpleShowLayout>
    </Show>
  );
}

export function GeneratedEdit({ definition }: { definition: ResourceDefinition }) {
  const { id } = useParams();
  const show = definition.routes.show;
  return (
    <Edit
      resource={definition.name}
      id={id}
      mutationMode="pessimistic"
      redirect={show ? (_resource, recordId) => recordPath(show, recordId ?? '') : false}
      actions={false}
      disableAuthentication
      queryOptions={QUIET}
      error={<EditError />}
    >
      <SimpleForm>{fieldsOf(definition, 'edit').map(renderInput)}</SimpleForm>
    </Edit>
  );
}
