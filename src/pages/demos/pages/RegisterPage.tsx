import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { AgreementCheckbox } from '../shared/AgreementCheckbox';
import { DemoCard } from '../shared/DemoCard';
import { DemoPage } from '../shared/DemoPage';
import { useDemoForm } from '../shared/useDemoForm';
import { accepted, email, minLength, required, sameAs, type Rules } from '../shared/validation';

const INITIAL = { name: '', email: '', password: '', confirmation: '', agreed: 'false' };
type Field = keyof typeof INITIAL;

const RULES: Rules<Field> = {
  name: [required('氏名')],
  email: [required('メールアドレス'), email],
  password: [required('パスワード'), minLength(8, 'パスワード')],
  confirmation: [required('パスワード（確認）'), sameAs('password', 'パスワードが一致しません')],
  agreed: [accepted('会員規約への同意が必要です')],
};

const BENEFITS = [
  ['学術集会・セミナー', '会員価格で参加でき、申込もオンラインで完結します。'],
  ['資格の管理', '研修ポイントと資格の更新期限をいつでも確認できます。'],
  ['会誌とお知らせ', '最新の会誌とお知らせをポータルで読めます。'],
] as const;

/** Registration demo: a sign-up form checked in the browser; nothing is registered or sent. */
export default function RegisterPage() {
  const form = useDemoForm(INITIAL, RULES);
  const [done, setDone] = useState(false);
  return (
    <DemoPage>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <DemoCard title="会員になると">
            <List>
              {BENEFITS.map(([title, text]) => (
                <ListItem key={title} disableGutters>
                  <ListItemText primary={title} secondary={text} />
                </ListItem>
              ))}
            </List>
          </DemoCard>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <DemoCard title="登録フォーム">
            <Stack
              component="form"
              noValidate
              spacing={2}
              aria-label="登録フォーム"
              onSubmit={form.handleSubmit(() => setDone(true))}
            >
              <TextField label="氏名" required autoComplete="name" {...form.field('name')} />
              <TextField
                label="メールアドレス"
                required
                type="email"
                autoComplete="email"
                {...form.field('email')}
              />
              <TextField
                label="パスワード（8文字以上）"
                required
                type="password"
                autoComplete="new-password"
                {...form.field('password')}
              />
              <TextField
                label="パスワード（確認）"
                required
                type="password"
                autoComplete="new-password"
                {...form.field('confirmation')}
              />
              <AgreementCheckbox
                name="agreed"
                label="会員規約に同意する *"
                value={form.values.agreed}
                error={form.errors.agreed}
                onChange={(value) => form.set('agreed', value)}
              />
              <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
                登録する
              </Button>
              {done && (
                <Alert severity="success" role="status">
                  登録内容を確認しました（デモのため登録・送信はされません）。
                </Alert>
              )}
            </Stack>
          </DemoCard>
        </Grid>
      </Grid>
    </DemoPage>
  );
}
