import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Rating from '@mui/material/Rating';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { TOUCH_SCREEN } from '../../layout/theme';
import { DemoCard } from '../shared/DemoCard';
import { DemoPage } from '../shared/DemoPage';

/** A finger's width (WCAG 2.5.5), as the theme sizes buttons on a touch screen. */
const FINGER = { width: 44, height: 44 };

const TOPICS = ['上部消化管', '下部消化管', '胆膵', '小腸', '洗浄・消毒', '感染対策', '機器管理'];

/** Extended forms demo: dates and times, tags, sliders, ratings and adorned inputs. */
export default function ExtendedFormsPage() {
  const [topics, setTopics] = useState<string[]>(['洗浄・消毒']);
  const [range, setRange] = useState<number[]>([20, 60]);
  const [rating, setRating] = useState<number | null>(4);
  const [format, setFormat] = useState('onsite');
  const sliderLabel = useId();
  const ratingLabel = useId();
  const formatLabel = useId();
  return (
    <DemoPage>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <DemoCard title="日付と時刻">
            <Stack spacing={2}>
              {(
                [
                  ['日付', 'date'],
                  ['時刻', 'time'],
                  ['日時', 'datetime-local'],
                  ['年月', 'month'],
                ] as const
              ).map(([label, type]) => (
                <TextField
                  key={type}
                  label={label}
                  type={type}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              ))}
            </Stack>
          </DemoCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <DemoCard title="選択">
            <Stack spacing={3}>
              <Autocomplete
                multiple
                options={TOPICS}
                value={topics}
                onChange={(_, next) => setTopics(next)}
                renderValue={(value, getItemProps) =>
                  value.map((option, index) => {
                    const { key, ...itemProps } = getItemProps({ index });
                    return (
                      <Chip
                        key={key}
                        size="small"
                        label={option}
                        {...itemProps}
                        // A tag is a button (Delete removes it): finger-sized on a touch screen.
                        sx={{ [TOUCH_SCREEN]: { height: FINGER.height } }}
                      />
                    );
                  })
                }
                renderInput={(params) => <TextField {...params} label="関心のある分野" />}
                noOptionsText="該当する分野がありません"
              />
              <FormControl>
                <FormLabel id={formatLabel}>参加形式</FormLabel>
                <ToggleButtonGroup
                  exclusive
                  value={format}
                  onChange={(_, next: string | null) => next && setFormat(next)}
                  aria-labelledby={formatLabel}
                  size="small"
                  sx={{ mt: 1 }}
                >
                  <ToggleButton value="onsite">会場</ToggleButton>
                  <ToggleButton value="online">オンライン</ToggleButton>
                  <ToggleButton value="hybrid">どちらでも</ToggleButton>
                </ToggleButtonGroup>
              </FormControl>
              <div>
                <Typography id={ratingLabel} component="legend" variant="body2">
                  満足度
                </Typography>
                <Rating
                  value={rating}
                  onChange={(_, next) => setRating(next)}
                  aria-labelledby={ratingLabel}
                  getLabelText={(value) => `${value}点`}
                  // Each star is a radio button: finger-sized on a touch screen.
                  sx={{ [TOUCH_SCREEN]: { fontSize: FINGER.height } }}
                />
              </div>
            </Stack>
          </DemoCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <DemoCard title="スライダー">
            <Typography id={sliderLabel} variant="body2" gutterBottom>
              年齢の範囲：{range[0]}〜{range[1]}歳
            </Typography>
            <Slider
              value={range}
              onChange={(_, next) => setRange(next as number[])}
              min={18}
              max={80}
              valueLabelDisplay="auto"
              getAriaLabel={(index) => (index === 0 ? '年齢の下限' : '年齢の上限')}
              getAriaValueText={(value) => `${value}歳`}
              aria-describedby={sliderLabel}
              // A thumb's finger target is its invisible ::after halo: 44 px here (MUI: 42), and its
              // hidden input, which a screen reader outlines, covers that area, not just the dot.
              sx={{ '& .MuiSlider-thumb::after': FINGER }}
              slotProps={{ input: { style: FINGER } }}
            />
          </DemoCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <DemoCard title="単位付きの入力">
            <Stack spacing={2}>
              <TextField
                label="参加費"
                type="number"
                slotProps={{
                  input: { endAdornment: <InputAdornment position="end">円</InputAdornment> },
                }}
              />
              <TextField
                label="郵便番号"
                slotProps={{
                  input: { startAdornment: <InputAdornment position="start">〒</InputAdornment> },
                  htmlInput: { inputMode: 'numeric' },
                }}
              />
              <TextField label="ウェブサイト" type="url" placeholder="https://" />
            </Stack>
          </DemoCard>
        </Grid>
      </Grid>
    </DemoPage>
  );
}
