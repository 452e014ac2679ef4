import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { DemoCard } from '../shared/DemoCard';
import { DemoPage } from '../shared/DemoPage';
import { MODAL_TRANSITION_MS } from '../shared/modal';

const SEVERITIES: { severity: AlertColor; title: string; text: string }[] = [
  { severity: 'success', title: '完了', text: '申込を受け付けました。' },
  { severity: 'info', title: 'お知らせ', text: '12月29日から1月3日まで事務局は休業します。' },
  { severity: 'warning', title: 'ご注意', text: '年会費の納入期限が近づいています。' },
  { severity: 'error', title: 'エラー', text: '入力内容に誤りがあります。' },
];

/** Alerts demo: the four severities in each style, a dismissible alert and a confirmation. */
export default function AlertsPage() {
  const [shown, setShown] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const titleId = useId();
  const answer = (text: string) => {
    setConfirming(false);
    setResult(text);
  };
  return (
    <DemoPage>
      {(['standard', 'outlined', 'filled'] as const).map((variant) => (
        <DemoCard
          key={variant}
          title={{ standard: '標準', outlined: '枠線', filled: '塗りつぶし' }[variant]}
        >
          <Stack spacing={1}>
            {SEVERITIES.map(({ severity, title, text }) => (
              <Alert key={severity} severity={severity} variant={variant}>
                <AlertTitle>{title}</AlertTitle>
                {text}
              </Alert>
            ))}
          </Stack>
        </DemoCard>
      ))}
      <DemoCard title="閉じられるアラート">
        <Collapse in={shown}>
          <Alert severity="info" onClose={() => setShown(false)}>
            閉じるボタンで非表示にできます。
          </Alert>
        </Collapse>
        {!shown && (
          <Button variant="outlined" onClick={() => setShown(true)}>
            もう一度表示
          </Button>
        )}
      </DemoCard>
      <DemoCard title="確認ダイアログ">
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Button variant="contained" color="error" onClick={() => setConfirming(true)}>
            下書きを削除
          </Button>
          {result && (
            <Alert severity="success" role="status">
              {result}
            </Alert>
          )}
        </Stack>
        <Dialog
          open={confirming}
          onClose={() => setConfirming(false)}
          transitionDuration={MODAL_TRANSITION_MS}
          aria-labelledby={titleId}
        >
          <DialogTitle id={titleId}>下書きを削除しますか？</DialogTitle>
          <DialogContent>
            <DialogContentText>
              削除した下書きは元に戻せません（デモのため実際には削除されません）。
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => answer('削除を取りやめました')}>キャンセル</Button>
            <Button
              color="error"
              variant="contained"
              onClick={() => answer('下書きを削除しました')}
            >
              削除する
            </Button>
          </DialogActions>
        </Dialog>
      </DemoCard>
    </DemoPage>
  );
}
