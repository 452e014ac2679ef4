import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { AgreementCheckbox } from '../shared/AgreementCheckbox';
import { DemoCard } from '../shared/DemoCard';
import { DemoPage } from '../shared/DemoPage';
import { useDemoForm } from '../shared/useDemoForm';
import {
  accepted,
  digits,
  email,
  integerBetween,
  maxLength,
  minLength,
  required,
  sameAs,
  url,
  type Rules,
} from '../shared/validation';

const INITIAL = {
  name: '',
  email: '',
  memberNumber: '',
  age: '',
  website: '',
  password: '',
  confirmation: '',
  agreed: 'false',
};
type Field = keyof typeof INITIAL;

const RULES: Rules<Field> = {
  name: [required('氏名'), maxLength(40, '氏名')],
  email: [required('メールアドレス'), email],
  memberNumber: [required('会員番号'), digits(7, '会員番号')],
  age: [integerBetween(18, 99, '年齢')],
  website: [url],
  password: [required('パスワード'), minLength(8, 'パスワード')],
  confirmation: [required('パスワード（確認）'), sameAs('password', 'パスワードが一致しません')],
  agreed: [accepted('規約への同意が必要です')],
};

/**
 * Validation demo: every field shows its first message beneath the input (SPEC §5), checked on
 * submit and then as the member types; the first field in error takes the focus.
 */
export default function ValidationFormsPage() {
  const form = useDemoForm(INITIAL, RULES);
  const [done, setDone] = useState(false);
  return (
    <DemoPage>
      <DemoCard title="入力チェック" subheader="* は必須項目です">
        <Stack
          component="form"
          noValidate
          spacing={2}
          aria-label="入力チェック"
          onSubmit={form.handleSubmit(() => setDone(true))}
        >
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                label="氏名"
                required
                fullWidth
                autoComplete="name"
                {...form.field('name')}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                label="メールアドレス"
                required
                fullWidth
                type="email"
                autoComplete="email"
                {...form.field('email')}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                label="会員番号（7桁）"
                required
                fullWidth
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                {...form.field('memberNumber')}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                label="年齢"
                fullWidth
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                {...form.field('age')}
              />
            </Grid>
            <Grid size={12}>
              <TextField label="ウェブサイト" fullWidth type="url" {...form.field('website')} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                label="パスワード（8文字以上）"
                required
                fullWidth
                type="password"
                autoComplete="new-password"
                {...form.field('password')}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                label="パスワード（確認）"
                required
                fullWidth
                type="password"
                autoComplete="new-password"
                {...form.field('confirmation')}
              />
            </Grid>
          </Grid>
          <AgreementCheckbox
            name="agreed"
            label="会員規約に同意する *"
            value={form.values.agreed}
            error={form.errors.agreed}
            onChange={(value) => form.set('agreed', value)}
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained">
              確認する
            </Button>
            <Button
              variant="outlined"
              onClick={() => {
                form.reset();
                setDone(false);
              }}
            >
              クリア
            </Button>
          </Stack>
          {done && (
            <Alert severity="success" role="status">
              入力内容に誤りはありません（デモのため送信されません）。
            </Alert>
          )}
        </Stack>
      </DemoCard>
    </DemoPage>
  );
}
