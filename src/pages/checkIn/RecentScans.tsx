import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDateTime, formatYen } from '../../i18n/format';
import type { Scan, ScanState } from '../../venue/scanStore';

const STATE_TEXT: Record<ScanState, string> = {
  queued: '未送信',
  checkedIn: '送信済み',
  alreadyCheckedIn: '他の端末で受付済み',
  refused: '受付不可',
};

/** How many of the device's scans the desk sees: the last few are what it looks back at. */
const SHOWN = 20;

const describe = (scan: Scan): string =>
  [
    formatDateTime(scan.scannedAt),
    STATE_TEXT[scan.state],
    scan.state === 'refused' ? scan.message : null,
    scan.state !== 'refused' && scan.feeDue > 0 ? `未払い ${formatYen(scan.feeDue)}` : null,
  ]
    .filter(Boolean)
    .join('・');

/** 入金を記録 for a sent scan whose fee is still due: staff took the money at the door. */
function RecordPayment({
  scan,
  online,
  onPaid,
}: {
  scan: Scan;
  online: boolean;
  onPaid: (scan: Scan) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const pay = async () => {
    setBusy(true);
    try {
      await onPaid(scan);
    } catch {
      // The member API's message is already shown as a toast; the button stays to try again.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      disabled={!online || busy}
      aria-label={`入金を記録（${scan.name}）`}
      onClick={() => void pay()}
      sx={{ flexShrink: 0 }}
    >
      入金を記録
    </Button>
  );
}

/** The device's scans at this event, newest first, with what the member API made of each. */
export function RecentScans({
  scans,
  online,
  onPaid,
}: {
  scans: Scan[];
  online: boolean;
  onPaid: (scan: Scan) => Promise<void>;
}) {
  if (scans.length === 0) return null;
  const owing = scans.some((scan) => scan.state !== 'queued' && scan.feeDue > 0);
  return (
    <section aria-labelledby="recent-scans">
      <Typography id="recent-scans" variant="h6" component="h2">
        この端末の読み取り（新しい順）
      </Typography>
      {owing && !online && (
        <Typography color="text.secondary">入金の記録はオンラインで行えます。</Typography>
      )}
      <List dense>
        {scans.slice(0, SHOWN).map((scan) => (
          <ListItem key={scan.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={`${scan.name}（${scan.memberNo}）`}
              secondary={describe(scan)}
              sx={{ flex: '1 1 14rem' }}
            />
            {scan.state !== 'queued' && scan.state !== 'refused' && scan.feeDue > 0 && (
              <RecordPayment scan={scan} online={online} onPaid={onPaid} />
            )}
          </ListItem>
        ))}
      </List>
    </section>
  );
}
