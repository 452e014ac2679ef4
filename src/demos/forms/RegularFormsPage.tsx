import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { notify } from '../../providers/notifications';
import { DemoCard } from '../shared/DemoCard';
import { DemoPage } from '../shared/DemoPage';

const sent = (event: FormEvent) => {
  event.preventDefault();
  notify('送信しました（デモのため保存されません）', { type: 'success' });
};

/** Regular forms demo: stacked and horizontal layouts of the basic inputs. */
export default function RegularFormsPage() {
  const [job, setJob] = useState('nurse');
  const [contact, setContact] = useState('email');
  const [newsletter, setNewsletter] = useState(true);
  const [agreed, setAgreed] = useState(false);
  const contactLabel = useId();
  return (
    <DemoPage>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <DemoCard title="縦並びのフォーム">
            <Stack component="form" spacing={2} onSubmit={sent} aria-label="縦並びのフォーム">
              <TextField label="氏名" name="name" autoComplete="name" />
              <TextField label="メールアドレス" name="email" type="email" autoComplete="email" />
              <TextField
                label="パスワード"
                name="password"
                type="password"
                autoComplete="new-password"
              />
              <TextField label="お問い合わせ内容" name="message" multiline minRows={3} />
              <FormControlLabel
                control={
                  <Checkbox
                    checked={agreed}
                    onChange={(event) => setAgreed(event.target.checked)}
                  />
                }
                label="個人情報の取り扱いに同意する"
              />
              <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
                送信
              </Button>
            </Stack>
          </DemoCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <DemoCard title="横並びのフォーム">
            <Stack component="form" spacing={2} onSubmit={sent} aria-label="横並びのフォーム">
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField label="姓" name="familyName" autoComplete="family-name" fullWidth />
                <TextField label="名" name="givenName" autoComplete="given-name" fullWidth />
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  select
                  label="職種"
                  value={job}
                  onChange={(event) => setJob(event.target.value)}
                  fullWidth
                >
                  <MenuItem value="nurse">看護師</MenuItem>
                  <MenuItem value="technologist">臨床検査技師</MenuItem>
                  <MenuItem value="engineer">臨床工学技士</MenuItem>
                  <MenuItem value="other">その他</MenuItem>
                </TextField>
                <TextField label="勤務先" name="workplace" fullWidth />
              </Stack>
              <FormControl>
                <FormLabel id={contactLabel}>ご希望の連絡方法</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby={contactLabel}
                  value={contact}
                  onChange={(event) => setContact(event.target.value)}
                >
                  <FormControlLabel value="email" control={<Radio />} label="メール" />
                  <FormControlLabel value="phone" control={<Radio />} label="電話" />
                  <FormControlLabel value="post" control={<Radio />} label="郵送" />
                </RadioGroup>
              </FormControl>
              <FormControlLabel
                control={
                  <Switch
                    checked={newsletter}
                    onChange={(event) => setNewsletter(event.target.checked)}
                  />
                }
                label="メールマガジンを受け取る"
              />
              <Stack direction="row" spacing={1}>
                <Button type="submit" variant="contained">
                  保存
                </Button>
                <Button type="reset" variant="outlined">
                  クリア
                </Button>
              </Stack>
            </Stack>
          </DemoCard>
        </Grid>
      </Grid>
    </DemoPage>
  );
}
