import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DeleteButton, SaveButton, Toolbar, useRecordContext, type RaRecord } from 'react-admin';
import { useId } from 'react';
import type { ResourceDefinition } from './defineResource';

type DeleteSettings = NonNullable<NonNullable<ResourceDefinition['edit']>['delete']>;

/** The record as a person knows it: 内視鏡 花子（会員番号 0012345）. */
function deletionSubject(
  definition: ResourceDefinition,
  settings: DeleteSettings,
  record: RaRecord,
): string {
  const title = definition.recordTitle ? String(record[definition.recordTitle] ?? '') : '';
  const numberLabel =
    definition.fields.find((field) => field.source === settings.numberField)?.label ?? '';
  return `${title}（${numberLabel} ${String(record[settings.numberField] ?? '')}）`;
}

/**
 * 削除 with a confirmation naming the record. A record the server says may not go (its reason in
 * `blockedBy`) gets the button disabled and the reason beside it, rather than a dialog that
 * could only end in a refusal.
 */
function DeleteRecord({
  definition,
  settings,
}: {
  definition: ResourceDefinition;
  settings: DeleteSettings;
}) {
  const record = useRecordContext();
  const reasonId = useId();
  if (!record) return null;
  const blocked = settings.blockedBy ? record[settings.blockedBy] : undefined;
  if (typeof blocked === 'string' && blocked) {
    return (
      // On a phone the reason goes under the button rather than squeezed beside it.
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <Button disabled color="error" startIcon={<DeleteIcon />} aria-describedby={reasonId}>
          削除
        </Button>
        <Typography id={reasonId} variant="body2" color="text.secondary">
          {blocked}
        </Typography>
      </Stack>
    );
  }
  const list = definition.routes.list;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      // react-admin's own 'list' would be /<resource name>, not the file's route.
      redirect={list ? () => list : false}
      confirmTitle={`${definition.label}の削除`}
      confirmContent={`${deletionSubject(definition, settings, record)}を削除しますか？この操作は取り消せません。`}
    />
  );
}

/** 保存, and 削除 where the resource file offers it (react-admin's default offers it always). */
export function EditToolbar({ definition }: { definition: ResourceDefinition }) {
  const settings = definition.edit?.delete;
  return (
    <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
      <SaveButton />
      {settings && <DeleteRecord definition={definition} settings={settings} />}
    </Toolbar>
  );
}
