import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { notify } from '../../providers/notifications';
import { session } from '../../providers/session';
import { DemoCard } from '../shared/DemoCard';
import { DemoPage } from '../shared/DemoPage';
import { useDemoForm } from '../shared/useDemoForm';
import { EMAIL, FieldGrid, NAME } from '../shared/FieldGrid';
import { EMAIL_RULES, maxLength, NAME_RULES, type Rules } from '../shared/validation';

type Field = 'name' | 'workplace' | 'email' | 'phone' | 'about';

const RULES: Rules<Field> = {
  name: NAME_RULES,
  workplace: [maxLength(60, '勤務先')],
  email: EMAIL_RULES,
  about: [maxLength(200, '自己紹介')],
};

const HALF = { xs: 12, sm: 6 };
const FIELDS = [
  ['name', NAME, HALF],
  ['workplace', { label: '勤務先', autoComplete: 'organization' }, HALF],
  ['email', EMAIL, HALF],
  ['phone', { label: '電話番号', type: 'tel', autoComplete: 'tel' }, HALF],
  ['about', { label: '自己紹介', multiline: true }, 12],
] as const;

/**
 * User profile demo: a profile card and an edit form, prefilled with the signed-in member's
 * name; saving is checked in the browser only.
 */
export default function ProfilePage() {
  const name = session.userInfo()?.name ?? '';
  const form = useDemoForm<Field>(
    {
      name,
      workplace: '○○大学病院 内視鏡センター',
      email: 'member@example.jp',
      phone: '03-1234-5678',
      about: '消化器内視鏡の洗浄・消毒と感染対策に取り組んでいます。',
    },
    RULES,
  );
  const save = () =>
    notify('プロフィールを保存しました（デモのため保存されません）', { type: 'success' });
  return (
    <DemoPage>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <DemoCard title="プロフィールの編集">
            <Grid
              container
              spacing={2}
              component="form"
              noValidate
              aria-label="プロフィールの編集"
              onSubmit={form.handleSubmit(save)}
            >
              <FieldGrid fields={FIELDS} field={form.field} />
              <Grid size={12}>
                <Button type="submit" variant="contained">
                  保存
                </Button>
              </Grid>
            </Grid>
          </DemoCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card component="section" aria-label="プロフィール">
            <CardContent>
              <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
                <Avatar
                  sx={{ width: 96, height: 96, fontSize: 36, bgcolor: 'secondary.main' }}
                  aria-hidden
                >
                  {form.values.name.slice(0, 1) || '？'}
                </Avatar>
                <Typography component="h2" variant="h6">
                  {form.values.name || '（氏名未入力）'}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {form.values.workplace}
                </Typography>
                <Stack direction="row" spacing={1}>
                  <Chip label="1種技師" color="primary" size="small" />
                  <Chip label="関東支部" size="small" />
                </Stack>
                <Typography variant="body2">{form.values.about}</Typography>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </DemoPage>
  );
}
