import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../api/errors';
import { ErrorDialog } from '../../components/ErrorDialog';
import { KeptCardStatus } from '../../components/KeptCardStatus';
import { formatDateTimeToMinute } from '../../generator/format';
import { useCallQuery } from '../../providers/useCall';
import { usePortalClock } from '../../providers/usePortalClock';
import { onServiceWorkerControl } from '../../serviceWorker';
import { saveCardImage } from './cardImage';
import { KeepCardSwitch } from './KeepCardSwitch';
import { CARD_ELEMENT_ID, MembershipCard } from '../../components/MembershipCard';

/** Printing shows the card alone, at the size of a card. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { margin: '10mm' },
        'body *': { visibility: 'hidden' },
        [`#${CARD_ELEMENT_ID}, #${CARD_ELEMENT_ID} *`]: { visibility: 'visible' },
        [`#${CARD_ELEMENT_ID}`]: {
          position: 'absolute',
          left: 0,
          top: 0,
          width: '85.6mm !important',
          height: '54mm',
          boxShadow: 'none !important',
          printColorAdjust: 'exact',
          WebkitPrintColorAdjust: 'exact',
        },
      },
    }}
  />
);

/**
 * On a first visit the worker takes control after the page has asked for the card: ask again, so
 * the worker keeps it. A request still under way then went past the worker, and asking while it
 * is would only join it: ask once it is in.
 */
function useAskAgainUnderWorker(isFetching: boolean, refetch: () => Promise<unknown>): void {
  const fetching = useRef(isFetching);
  const askAgain = useRef(false);
  useEffect(() => {
    fetching.current = isFetching;
    if (isFetching || !askAgain.current) return;
    askAgain.current = false;
    void refetch();
  }, [isFetching, refetch]);
  useEffect(
    () =>
      onServiceWorkerControl(() => {
        if (fetching.current) askAgain.current = true;
        else void refetch();
      }),
    [refetch],
  );
}

/**
 * デジタル会員証確認 (/DigitalMembershipCard): the card with its signed QR code, printable and
 * savable as an image. The service worker keeps the last card (src/worker/keptCard.ts), beyond
 * the session only with the member's switch on (KeepCardSwitch): asked with the device offline,
 * the query still goes to it (`offlineFirst`, where TanStack's default would pause), and the kept
 * card comes back saying when it was fetched.
 */
export default function DigitalMembershipCardPage() {
  const { data, error, isPending, isFetching, refetch, dataUpdatedAt } = useCallQuery(
    'GetDigitalMembershipCard',
    {},
    { quiet: true, refetchOnMount: 'always', networkMode: 'offlineFirst' },
  );
  // Fetched when the answer came, on the member API's clock: the device's may be days off.
  const clock = usePortalClock();
  const qrRef = useRef<SVGSVGElement>(null);
  const [saveError, setSaveError] = useState<string>();
  useAskAgainUnderWorker(isFetching, refetch);

  if (isPending) return <Typography sx={{ p: 2 }}>読み込み中…</Typography>;
  if (error) {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        会員証を取得できませんでした。{errorText(error)}
        <br />
        通信できる場所で一度表示しておくと、電波の届かない場所でも表示できます。
      </Alert>
    );
  }
  const card = data.data;
  const save = () => {
    const qr = qrRef.current;
    if (!qr) return;
    saveCardImage(card, qr).catch((cause: unknown) => setSaveError(errorText(cause)));
  };

  return (
    <Stack spacing={2} sx={{ p: 2, alignItems: 'flex-start' }}>
      {printStyles}
      {card.offlineFetchedAt ? (
        <KeptCardStatus card={card} fetchedAt={card.offlineFetchedAt} />
      ) : (
        <Typography role="status" color="text.secondary">
          {formatDateTimeToMinute(clock.at(dataUpdatedAt))} 取得
        </Typography>
      )}
      <MembershipCard card={card} qrRef={qrRef} />
      <Typography variant="body2" color="text.secondary">
        学会・セミナーの受付では、このQRコードを係員にお見せください。
      </Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
          印刷する
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={save}>
          画像で保存
        </Button>
      </Stack>
      <KeepCardSwitch />
      <ErrorDialog
        open={saveError !== undefined}
        title="会員証の保存"
        message={saveError ?? ''}
        onClose={() => setSaveError(undefined)}
      />
    </Stack>
  );
}
