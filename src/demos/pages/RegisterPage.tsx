import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { AgreementCheckbox } from '../shared/AgreementCheckbox';
import { DemoCard } from '../shared/DemoCard';
import { DemoForm } from '../shared/DemoForm';
import { DemoPage } from '../shared/DemoPage';
import {
  DemoTextField,
  EMAIL,
  NAME,
  NEW_PASSWORD,
  PASSWORD_CONFIRMATION,
} from '../shared/FieldGrid';
import { useDemoForm } from '../shared/useDemoForm';
import {
  accepted,
  CONFIRMATION_RULES,
  EMAIL_RULES,
  PASSWORD_RULES,
  required,
  type Rules,
} from '../shared/validation';

const INITIAL = { name: '', email: '', password: '', confirmation: '', agreed: 'false' };
type Field = keyof typeof INITIAL;

const RULES: Rules<Field> = {
  name: [required('氏名')],
  email: EMAIL_RULES,
  password: PASSWORD_RULES,
  confirmation: CONFIRMATION_RULES,
  agreed: [accepted('会員規約への同意が必要です')],
};

const FIELDS = [
  ['name', NAME],
  ['email', EMAIL],
  ['password', NEW_PASSWORD],
  ['confirmation', PASSWORD_CONFIRMATION],
] as const;

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
            <DemoForm
              label="登録フォーム"
              onSubmit={form.handleSubmit(() => setDone(true))}
              success={
                done ? '登録内容を確認しました（デモのため登録・送信はされません）。' : undefined
              }
            >
              {FIELDS.map(([name, look]) => (
                <DemoTextField key={name} look={look} bound={form.field(name)} />
              ))}
              <AgreementCheckbox label="会員規約に同意する *" {...form.checkbox('agreed')} />
              <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
                登録する
              </Button>
            </DemoForm>
          </DemoCard>
        </Grid>
      </Grid>
    </DemoPage>
  );
}
