import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { todayInJapan } from '../../api/japanTime';
import { CameraScanner } from '../../components/CameraScanner';
import { SignInLink } from '../../components/password/SignInLink';
import { formatDate } from '../../i18n/format';
import { TextInput } from '../../layout/TextInput';
import { codeKeys } from '../../venue/codeKeys';
import { verifyCode, type Verdict, type VerdictTone } from './verdict';

const SEVERITY = { valid: 'success', notice: 'warning', invalid: 'error' } as const;

/** A verdict that invalidates is said at once; the others politely. */
const LIVE_ROLE: Record<VerdictTone, 'alert' | 'status'> = {
  valid: 'status',
  notice: 'status',
  invalid: 'alert',
};

/** The answer: what it proves (or why not), then what the code states. */
function VerdictPanel({ verdict, day }: { verdict: Verdict; day: string }) {
  return (
    <Box
      component="section"
      aria-label="確認結果"
      // Each answer comes into view, also below a running camera's picture.
      ref={(node: HTMLElement | null) => node?.scrollIntoView?.({ block: 'nearest' })}
    >
      <Alert severity={SEVERITY[verdict.tone]} role={LIVE_ROLE[verdict.tone]}>
        <AlertTitle sx={{ fontWeight: 'bold' }}>{verdict.title}</AlertTitle>
        {verdict.message}
      </Alert>
      {verdict.facts.length > 0 && (
        <Box
          component="dl"
          sx={{
            m: 0,
            mt: 2,
            display: 'grid',
            gridTemplateColumns: 'max-content minmax(0, 1fr)',
            columnGap: 2,
            rowGap: 0.5,
          }}
        >
          {verdict.facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ fontWeight: 'bold' }}>
                {label}
              </Box>
              <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {formatDate(day)}（この端末の日付）時点で確認しました。
      </Typography>
    </Box>
  );
}

/**
 * QRコードの確認 (/verify, no sign-in): a 受講証明書's or a membership card's code, pasted or read
 * by the camera, verified on the device with the keys compiled into the build (no call, so it
 * works offline once the portal has been opened: the worker precaches it).
 */
export default function VerifyPage() {
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const [answer, setAnswer] = useState<{ verdict: Verdict; day: string; id: number } | null>(null);
  const checks = useRef(0);

  useEffect(() => {
    document.title = 'QRコードの確認 | 会員ポータル';
  }, []);

  // Whatever the verdict, the text stays in the field, to be read again or corrected.
  const check = async (text: string) => {
    const id = ++checks.current;
    const day = todayInJapan();
    const verdict = await verifyCode(text, codeKeys, day);
    // Only the latest check answers: a camera may read again before an earlier check ends.
    if (id === checks.current) setAnswer({ verdict, day, id });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!code.trim());
    if (code.trim()) void check(code);
    else field.current?.focus();
  };

  const read = (scanned: string) => {
    setCode(scanned);
    setMissing(false);
    return check(scanned);
  };

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        QRコードの確認
      </Typography>
      <Typography variant="body2">
        受講証明書または会員証のQRコードが、学会の発行したものか、書き換えられていないかを確かめます。確認はこの端末の中で行い、内容はどこにも送信しません。通信できない場所でも使えます。
      </Typography>
      {codeKeys.length === 0 && (
        <Alert severity="warning">
          このページには学会の公開鍵が設定されていないため、QRコードを確認できません。
        </Alert>
      )}
      <CameraScanner onCode={read} />
      <Stack component="form" spacing={1} onSubmit={submit} noValidate>
        <TextInput
          id="verify-code"
          label="QRコードの内容"
          value={code}
          onChange={(changed) => {
            setCode(changed.target.value);
            setMissing(false);
          }}
          error={missing ? 'QRコードの内容を入力してください' : undefined}
          inputRef={field}
          autoComplete="off"
          multiline
          minRows={3}
          maxRows={5}
          inputProps={{ autoCapitalize: 'off', spellCheck: false }}
        />
        <Button type="submit" variant="contained" size="large" sx={{ minHeight: 48 }}>
          確認する
        </Button>
      </Stack>
      {answer && <VerdictPanel key={answer.id} verdict={answer.verdict} day={answer.day} />}
      <Typography variant="caption" color="text.secondary">
        確認に使う公開鍵：{codeKeys.map((key) => key.id).join('、') || 'なし'}
      </Typography>
      <SignInLink to="/login">会員の方のログインはこちら</SignInLink>
    </Stack>
  );
}
