import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { AgreementCheckbox } from '../shared/AgreementCheckbox';
import { HALF } from '../shared/CardGrid';
import { DemoCard } from '../shared/DemoCard';
import { DemoForm } from '../shared/DemoForm';
import { DemoPage } from '../shared/DemoPage';
import { EMAIL, FieldGrid, NAME, NEW_PASSWORD, PASSWORD_CONFIRMATION } from '../shared/FieldGrid';
import { useDemoForm } from '../shared/useDemoForm';
import {
  accepted,
  CONFIRMATION_RULES,
  digits,
  EMAIL_RULES,
  integerBetween,
  NAME_RULES,
  PASSWORD_RULES,
  required,
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
  name: NAME_RULES,
  email: EMAIL_RULES,
  memberNumber: [required('会員番号'), digits(7, '会員番号')],
  age: [integerBetween(18, 99, '年齢')],
  website: [url],
  password: PASSWORD_RULES,
  confirmation: CONFIRMATION_RULES,
  agreed: [accepted('規約への同意が必要です')],
};

const FIELDS = [
  ['name', NAME, HALF],
  ['email', EMAIL, HALF],
  ['memberNumber', { label: '会員番号（7桁）', required: true, numeric: true }, HALF],
  ['age', { label: '年齢', numeric: true }, HALF],
  ['website', { label: 'ウェブサイト', type: 'url' }, 12],
  ['password', NEW_PASSWORD, HALF],
  ['confirmation', PASSWORD_CONFIRMATION, HALF],
] as const;

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
        <DemoForm
          label="入力チェック"
          onSubmit={form.handleSubmit(() => setDone(true))}
          success={done ? '入力内容に誤りはありません（デモのため送信されません）。' : undefined}
        >
          <Grid container spacing={2}>
            <FieldGrid fields={FIELDS} field={form.field} />
          </Grid>
          <AgreementCheckbox label="会員規約に同意する *" {...form.checkbox('agreed')} />
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
        </DemoForm>
      </DemoCard>
    </DemoPage>
  );
}
