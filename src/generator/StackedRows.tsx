import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RecordContextProvider, useListContext, type RaRecord } from 'react-admin';
import type { ReactNode } from 'react';
import type { FieldDefinition, ResourceDefinition } from './defineResource';
import { listCells } from './listFields';
import { RowActions } from './RowActions';
import { holdsValue, LABEL_VALUE_GRID } from './rowValues';
import { HIGHLIGHT_SX, HighlightChip, highlightProps, useHighlightedId } from './highlight';

/** The fields leading a row on a phone: the file's `phoneLead`, else the title or first field. */
function leadSources(definition: ResourceDefinition, fields: readonly FieldDefinition[]) {
  const lead = definition.list?.phoneLead;
  if (lead && lead.length > 0) return lead;
  return [definition.recordTitle ?? fields[0]?.source ?? ''];
}

/**
 * Whether a card shows the field: not a label over nothing (受付日時 of a seminar not yet
 * attended). A cell the file describes shows what it says, and a files field says なし.
 */
/** A card names a field only over a value: a cell draws the field's own value, so none is drawn over nothing. */
const shownOnCard = (field: FieldDefinition, record: RaRecord) =>
  field.type === 'files' || holdsValue(record[field.source]);

/**
 * A list on a phone: each row a card, its leading fields first (the first as its title), then
 * every other field holding a value under its label, buttons and links included, then the row's
 * own buttons, so nothing scrolls sideways.
 */
export function StackedRows({
  definition,
  empty,
}: {
  definition: ResourceDefinition;
  empty: ReactNode;
}) {
  const { data, isPending } = useListContext();
  const cells = listCells(definition);
  const fields = cells.map((cell) => cell.field);
  const elements = new Map(cells.map((cell) => [cell.field.source, cell.element]));
  const lead = leadSources(definition, fields);
  const rest = fields.filter((field) => !lead.includes(field.source));
  const highlighted = useHighlightedId();
  if (isPending) {
    return (
      <Stack spacing={1} role="progressbar" aria-label="読み込み中" sx={{ p: 1 }}>
        <Skeleton variant="rounded" height={72} />
        <Skeleton variant="rounded" height={72} />
      </Stack>
    );
  }
  if (!data || data.length === 0) return <Box sx={{ px: 2 }}>{empty}</Box>;
  return (
    <Stack
      component="ul"
      aria-label={definition.label}
      spacing={1}
      sx={{ listStyle: 'none', m: 0, p: 1 }}
    >
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Card
            component="li"
            variant="outlined"
            {...highlightProps(definition, record.id, highlighted)}
            sx={HIGHLIGHT_SX}
          >
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              {lead.map((source, index) => (
                <Typography
                  key={source}
                  component="div"
                  variant={index === 0 ? 'subtitle1' : 'body2'}
                  sx={index === 0 ? { fontWeight: 'bold' } : undefined}
                >
                  {elements.get(source)}
                  {index === 0 && <HighlightChip definition={definition} />}
                </Typography>
              ))}
              <Box
                component="dl"
                sx={{
                  ...LABEL_VALUE_GRID,
                  mt: 1,
                }}
              >
                {rest
                  .filter((field) => shownOnCard(field, record))
                  .map((field) => (
                    <Box key={field.source} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {field.label}
                      </Typography>
                      <Typography component="dd" variant="body2">
                        {elements.get(field.source)}
                      </Typography>
                    </Box>
                  ))}
              </Box>
              <Box sx={{ mt: 1, '&:empty': { display: 'none' } }}>
                <RowActions definition={definition} />
              </Box>
            </CardContent>
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}
