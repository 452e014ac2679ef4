import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { DemoCard } from '../shared/DemoCard';
import { DemoPage } from '../shared/DemoPage';
import { useDemoForm } from '../shared/useDemoForm';
import { email, integerBetween, required, type Rules } from '../shared/validation';

const INITIAL = { name: '', kana: '', email: '', workplace: '', job: '', years: '' };
type Field = keyof typeof INITIAL;

const RULES: Rules<Field> = {
  name: [required('氏名')],
  kana: [required('フリガナ')],
  email: [required('メールアドレス'), email],
  workplace: [required('勤務先')],
  job: [required('職種')],
  years: [required('経験年数'), integerBetween(0, 60, '経験年数')],
};

const JOBS: Record<string, string> = {
  nurse: '看護師',
  technologist: '臨床検査技師',
  engineer: '臨床工学技士',
  other: 'その他',
};

const STEPS: { label: string; fields: Field[] }[] = [
  { label: '基本情報', fields: ['name', 'kana', 'email'] },
  { label: '勤務先', fields: ['workplace', 'job', 'years'] },
  { label: '確認', fields: [] },
];

const LABELS: Record<Field, string> = {
  name: '氏名',
  kana: 'フリガナ',
  email: 'メールアドレス',
  workplace: '勤務先',
  job: '職種',
  years: '経験年数',
};

/**
 * Wizard demo: one form over three steps. Each step is checked before the next; going back and
 * forth keeps every value.
 */
export default function WizardPage() {
  const form = useDemoForm(INITIAL, RULES);
  const [step, setStep] = useState(0);
  const [finished, setFinished] = useState(false);
  const current = STEPS[step]!;
  const last = step === STEPS.length - 1;
  const next = () => {
    if (!form.check(current.fields)) return;
    if (last) setFinished(true);
    else setStep(step + 1);
  };
  const restart = () => {
    form.reset();
    setStep(0);
    setFinished(false);
  };
  const shown = (name: Field) =>
    name === 'job'
      ? (JOBS[form.values.job] ?? '')
      : name === 'years'
        ? `${form.values.years}年`
        : form.values[name];

  return (
    <DemoPage>
      <DemoCard title="入会申込（ウィザード）">
        <Stepper activeStep={finished ? STEPS.length : step} alternativeLabel sx={{ mb: 3 }}>
          {STEPS.map(({ label }) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {finished ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="success" role="status">
              申込内容を受け付けました（デモのため送信されません）。
            </Alert>
            <Button variant="outlined" onClick={restart}>
              最初から入力する
            </Button>
          </Stack>
        ) : (
          <Box
            component="form"
            noValidate
            aria-label={`ステップ${step + 1}：${current.label}`}
            onSubmit={(event) => {
              event.preventDefault();
              next();
            }}
          >
            <Stack spacing={2} sx={{ maxWidth: 560 }}>
              {step === 0 && (
                <>
                  <TextField label="氏名" required {...form.field('name')} />
                  <TextField label="フリガナ" required {...form.field('kana')} />
                  <TextField
                    label="メールアドレス"
                    required
                    type="email"
                    {...form.field('email')}
                  />
                </>
              )}
              {step === 1 && (
                <>
                  <TextField label="勤務先" required {...form.field('workplace')} />
                  <TextField
                    select
                    label="職種"
                    required
                    {...form.field('job')}
                    onChange={(event) => form.set('job', event.target.value)}
                  >
                    {Object.entries(JOBS).map(([value, label]) => (
                      <MenuItem key={value} value={value}>
                        {label}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    label="経験年数"
                    required
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                    {...form.field('years')}
                  />
                </>
              )}
              {step === 2 && (
                <Table size="small" aria-label="入力内容の確認">
                  <TableBody>
                    {(Object.keys(LABELS) as Field[]).map((name) => (
                      <TableRow key={name}>
                        <TableCell component="th" scope="row" sx={{ width: 160 }}>
                          {LABELS[name]}
                        </TableCell>
                        <TableCell>{shown(name)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
              <Stack direction="row" spacing={1}>
                <Button disabled={step === 0} onClick={() => setStep(step - 1)}>
                  戻る
                </Button>
                <Button type="submit" variant="contained">
                  {last ? '申し込む' : '次へ'}
                </Button>
              </Stack>
            </Stack>
          </Box>
        )}
      </DemoCard>
    </DemoPage>
  );
}
