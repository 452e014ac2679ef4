import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { DetailsTable } from '../../components/DetailsTable';
import { DownloadButton } from '../../components/DownloadButton';
import { formatDate } from '../../i18n/format';
import { useCallQuery } from '../../providers/useCall';
import { dateSpan, STATUS_NAMES } from './eventPages';
import { useQueryId } from './useQueryId';

/**
 * Printing shows the slip alone on A4: the layout's bars, sidebar, breadcrumb and buttons hide.
 * The slip is marked `data-print-root`; everything else in the page is hidden by visibility so
 * the slip keeps its place in the flow.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4', margin: '15mm' },
      '@media print': {
        'body *': { visibility: 'hidden' },
        '[data-print-root], [data-print-root] *': { visibility: 'visible' },
        '[data-print-root]': { position: 'absolute', left: 0, top: 0, width: '100%' },
        '[data-print-hide]': { display: 'none !important' },
      },
    }}
  />
);

/** 受講票 (`?participantId=<id>`): a printable slip with a QR code of the participation. */
export default function AttendanceSlipPage() {
  const participantId = useQueryId('participantId');
  const detail = useCallQuery(
    'GetDetailParticipant',
    participantId === null ? null : { id: participantId },
  );
  if (participantId === null) return <Alert severity="error">参加申込が指定されていません。</Alert>;
  const slip = detail.data?.data;
  if (!slip) {
    return (
      <Typography color={detail.error ? 'error' : 'text.secondary'}>
        {detail.error ? '受講票を表示できませんでした。' : '読み込み中…'}
      </Typography>
    );
  }
  if (slip.status === 3 || !slip.admissionCode)
    return <Alert severity="info">この参加申込はキャンセル済みです。</Alert>;
  const sessions = slip.sections.filter((section) => section.kind === 'brushupChild');
  const course = slip.sections.find((section) => section.kind === 'brushupBase');
  const rows: [string, string[]][] = [
    ['学会・セミナー', [slip.eventTitle]],
    ['開催日', [`${dateSpan(slip.startDate, slip.endDate)} ${slip.openTime}〜`]],
    ['会場', [slip.venue]],
    ['氏名', [`${slip.memberName} 様`]],
    ['会員番号', [slip.memberNo]],
    ['申込番号', [String(slip.id)]],
    ['参加区分', [slip.participationType]],
  ];
  if (course) rows.push(['コース', [course.title]]);
  if (sessions.length > 0) {
    rows.push([
      '受講する講座',
      sessions.map((item) => `${item.startTime}〜${item.endTime} ${item.room} ${item.title}`),
    ]);
  }
  if (slip.luncheonSeminars.length > 0) {
    rows.push([
      'ランチョンセミナー',
      slip.luncheonSeminars.map(
        (item) =>
          `${formatDate(item.date)} ${item.startTime} ${item.room} ${item.code} ${item.title}`,
      ),
    ]);
  }
  rows.push(['状態', [`${STATUS_NAMES[slip.status]}（${slip.paymentStatusName}）`]]);

  return (
    <>
      {printStyles}
      <Box data-print-hide sx={{ mb: 2, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          印刷
        </Button>
        {slip.certificateCode && (
          <DownloadButton
            call="GetAttendanceCertificate"
            params={{ participantId: slip.id }}
            label="受講証明書"
            size="medium"
          />
        )}
      </Box>
      <Paper
        component="article"
        aria-label="受講票"
        data-print-root
        // On paper the slip fills the A4 text area (210 mm less the margins), without card chrome.
        // A phone's rules (below 600 px) never reach that paper, so the slip prints as on a desk.
        sx={(theme) => ({
          p: 4,
          maxWidth: '180mm',
          [theme.breakpoints.down('sm')]: { p: 2 },
          '@media print': { p: 0, maxWidth: 'none', boxShadow: 'none', borderRadius: 0 },
        })}
      >
        <Typography variant="h5" component="h2" align="center" gutterBottom>
          受講票
        </Typography>
        {/* On a phone the QR code comes first, in the first screen as the member shows it at the
            door, and the details, keeping the screen's width, under it. */}
        <Box
          sx={(theme) => ({
            display: 'flex',
            gap: 3,
            alignItems: 'flex-start',
            [theme.breakpoints.down('sm')]: { flexDirection: 'column', alignItems: 'stretch' },
          })}
        >
          <Box sx={{ flex: 1 }}>
            <DetailsTable label="受講票の内容" rows={rows} labelWidth={160} />
          </Box>
          <Box
            sx={(theme) => ({
              textAlign: 'center',
              flexShrink: 0,
              [theme.breakpoints.down('sm')]: { order: -1 },
            })}
          >
            <QRCodeSVG value={slip.admissionCode} size={224} title="受付用QRコード" />
            <Typography variant="caption" component="p">
              受付でご提示ください
            </Typography>
          </Box>
        </Box>
        {slip.paymentStatus === 'unpaid' && (
          <Typography sx={{ mt: 2 }} color="error">
            参加費が未払いです。当日までにお支払いください。
          </Typography>
        )}
      </Paper>
    </>
  );
}
