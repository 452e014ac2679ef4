import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Card from '@mui/material/Card';
import { ShowBase, SimpleShowLayout, TopToolbar, useCanAccess, useShowContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { OperationInfoPanel } from '../components/OperationInfoPanel';
import { ErrorPage } from '../layout/ErrorPage';
import type { ResourceDefinition } from './defineResource';
import { renderField } from './fields';
import { recordPath } from './paths';
import { RecordLists, usePrefetchRecordLists } from './RecordLists';
import { ShowSections } from './RecordSections';
import { RecordActions } from './RowActions';
import { useRecordId } from './recordId';
import { describeError, fieldsOf, QUIET } from './viewParts';

function ShowError() {
  return <ErrorPage embedded {...describeError(useShowContext().error)} />;
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

/**
 * react-admin's show page without its title and preference machinery (the page heading is the
 * layout's): the edit button above, then the record, or why it could not be shown, in a card
 * unless its sections are cards of their own.
 */
function ShowFrame({ definition, id }: { definition: ResourceDefinition; id: string }) {
  const { error } = useShowContext();
  const content = error ? <ShowError /> : <ShowBody definition={definition} />;
  return (
    <div>
      <EditAction definition={definition} id={id} />
      {definition.sections ? content : <Card>{content}</Card>}
    </div>
  );
}

export function GeneratedShow({ definition }: { definition: ResourceDefinition }) {
  const id = useRecordId(definition);
  usePrefetchRecordLists();
  return (
    <ShowBase
      resource={definition.name}
      id={id}
      disableAuthentication
      queryOptions={QUIET}
      redirectOnError={false}
    >
      <ShowFrame definition={definition} id={id} />
    </ShowBase>
  );
}
