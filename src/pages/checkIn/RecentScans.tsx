import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../generator/format';
import type { Scan, ScanState } from '../../venue/scanStore';

const STATE_TEXT: Record<ScanState, string> = {
  queued: '未送信',
  checkedIn: '送信済み',
  alreadyCheckedIn: '他の端末で受付済み',
  refused: '受付不可',
};

/** How many of the device's scans the desk sees: the last few are what it looks back at. */
const SHOWN = 20;

/** The device's scans at this event, newest first, with what the member API made of each. */
export function RecentScans({ scans }: { scans: Scan[] }) {
  if (scans.length === 0) return null;
  return (
    <section aria-labelledby="recent-scans">
      <Typography id="recent-scans" variant="h6" component="h2">
        この端末の読み取り（新しい順）
      </Typography>
      <List dense>
        {scans.slice(0, SHOWN).map((scan) => (
          <ListItem key={scan.id} divider disableGutters>
            <ListItemText
              primary={`${scan.name}（${scan.memberNo}）`}
              secondary={[
                formatDateTime(scan.scannedAt),
                STATE_TEXT[scan.state],
                scan.state === 'refused' ? scan.message : null,
              ]
                .filter(Boolean)
                .join('・')}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
