import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useOnline } from '../layout/online';
import type { DigitalMembershipCard } from '../api/applications';
import { KEPT_CARD_PATH } from '../worker/paths';
import { KeptCardStatus } from './KeptCardStatus';
import { MembershipCard } from './MembershipCard';

/** The card kept on this device, as the service worker answers it (src/worker/keptCard.ts). */
interface KeptCardView {
  fetchedAt: string;
  card: DigitalMembershipCard;
}

/** Reads the kept card from the worker (null: none kept, or no worker to ask). */
async function readKeptCard(): Promise<KeptCardView | null> {
  try {
    // eslint-disable-next-line no-restricted-globals -- the worker's own answer, not the member API
    const response = await fetch(KEPT_CARD_PATH, { cache: 'no-store' });
    return response.ok ? ((await response.json()) as KeptCardView) : null;
  } catch {
    return null;
  }
}

/**
 * What the portal shows for a page it cannot open without a network: first the membership card
 * kept on this device (while signed in, and after the sign-in ended where the member keeps it on
 * the device; at a venue it is what the member came for), when it was fetched and whether it is
 * still valid; then what else waits for a connection, and the way to the page once the network is
 * back (`target`).
 */
export default function OfflineCard({ target }: { target: string }) {
  const online = useOnline();
  const [kept, setKept] = useState<KeptCardView | null>();
  useEffect(() => {
    void readKeptCard().then(setKept);
  }, []);

  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 600, mx: 'auto' }}>
      <Typography component="h1" variant="h5">
        オフライン
      </Typography>
      {kept === undefined ? (
        <Typography>読み込み中…</Typography>
      ) : kept ? (
        <>
          <KeptCardStatus card={kept.card} fetchedAt={kept.fetchedAt} />
          <MembershipCard card={kept.card} />
          <Typography variant="body2" color="text.secondary">
            学会・セミナーの受付では、このQRコードを係員にお見せください。
          </Typography>
        </>
      ) : (
        <Alert severity="warning">
          この端末には会員証が保存されていません。通信できる場所で「デジタル会員証確認」を開き、「この端末に会員証を保存する」をオンにしておくと、ログインの期限が切れた後も、電波の届かない場所で表示できます。
        </Alert>
      )}
      {online ? (
        <Alert severity="success">通信が戻りました。開こうとしたページを開けます。</Alert>
      ) : (
        <Alert severity="info">
          通信できません。会費のお支払い、学会・セミナーの申込、お知らせ、受講履歴など、ほかのページは通信が戻ってからご利用ください。
        </Alert>
      )}
      <Button
        variant={online ? 'contained' : 'outlined'}
        onClick={() => window.location.assign(target)}
        sx={{ minHeight: 44 }}
      >
        {online ? 'ページを開く' : 'もう一度読み込む'}
      </Button>
    </Stack>
  );
}
