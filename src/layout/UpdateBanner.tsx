import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { applyUpdate, updateReady, useUpdateWatch } from './updates';
import { useSignal } from '../providers/signal';

/**
 * A new version of the portal is installed and waiting: it takes over by itself the next time
 * the portal is opened, or now, if the member chooses (the page then reloads under it).
 */
export function UpdateBanner() {
  useUpdateWatch();
  const ready = useSignal(updateReady);
  if (!ready) return null;
  return (
    <Alert
      severity="info"
      role="status"
      // At the bottom, over the page: the signed-in top bar is fixed over the top of the screen.
      sx={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 1400,
        borderRadius: 0,
        alignItems: 'center',
        boxShadow: 3,
      }}
      action={
        <>
          <Button
            color="inherit"
            variant="outlined"
            onClick={() => void applyUpdate()}
            sx={{ minHeight: 44 }}
          >
            更新する
          </Button>
          {/* It may cover the bottom of the page: it can be put away; the update still comes. */}
          <Button color="inherit" onClick={() => updateReady.set(false)} sx={{ minHeight: 44 }}>
            閉じる
          </Button>
        </>
      }
    >
      新しいバージョンの準備ができました。次に開いたときに切り替わります。
    </Alert>
  );
}
