import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useStore, type ListParams } from 'react-admin';
import pointHistories from '../../../resources/pointHistories';
import { DownloadButton } from '../../components/DownloadButton';
import { ResourceList } from '../../generator/ResourceList';
import { exportRequest } from './exportRequest';
import { PointTotals } from './PointTotals';

/** Excelで出力: the rows the list's filters and sort select, all of them, as an .xlsx file. */
function ExportButton() {
  const [stored] = useStore<Partial<ListParams>>(`paginationRequest.${pointHistories.name}`);
  return (
    <DownloadButton
      call="ExportExcelPointHistoryPersonal"
      params={exportRequest(stored, pointHistories)}
      label="受講履歴ポイント"
      variant="contained"
    >
      Excelで出力
    </DownloadButton>
  );
}

/** 受講履歴ポイント照会 (/PointHistories): the renewal period's totals and the history. */
export default function PointHistoriesPage() {
  const totalsId = useId();
  const historyId = useId();
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Card component="section" aria-labelledby={totalsId}>
        <CardContent>
          <Typography id={totalsId} component="h2" variant="h6" sx={{ mb: 1 }}>
            取得ポイント（現在の更新期間）
          </Typography>
          <PointTotals />
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby={historyId}>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography id={historyId} component="h2" variant="h6">
              受講履歴
            </Typography>
            <ExportButton />
          </Box>
          <ResourceList name={pointHistories.name} />
        </CardContent>
      </Card>
    </Stack>
  );
}
