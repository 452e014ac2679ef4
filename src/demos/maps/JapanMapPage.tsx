import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { DemoCard } from '../shared/DemoCard';
import { DemoPage } from '../shared/DemoPage';
import { JapanMap } from './JapanMap';
import { SHADES } from './japanMap';
import { PREFECTURES } from './prefectures';

const ranked = PREFECTURES.toSorted((a, b) => b.members - a.members);
const count = new Intl.NumberFormat('ja-JP');

/** Map demo: Japan's prefectures as an SVG drawn here (no tile server), shaded by members. */
export default function JapanMapPage() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [selected, setSelected] = useState<string | null>('tokyo');
  const prefecture = PREFECTURES.find((candidate) => candidate.id === selected);
  return (
    <DemoPage>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <DemoCard
            title="都道府県別の会員数"
            subheader="都道府県をクリック（または Tab で移動して Enter）すると詳細を表示します"
          >
            {/* A phone's map is too small to aim at a prefecture: a list of them chooses too. */}
            {phone && (
              <TextField
                select
                label="都道府県を選択"
                value={selected ?? ''}
                onChange={(event) => setSelected(event.target.value)}
                slotProps={{ select: { native: true } }}
                fullWidth
                sx={{ mb: 2 }}
              >
                {PREFECTURES.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name}
                  </option>
                ))}
              </TextField>
            )}
            <JapanMap selected={selected} onSelect={setSelected} buttons={!phone} />
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              aria-label="凡例"
              sx={{ flexWrap: 'wrap', mt: 1, alignItems: 'center' }}
            >
              {SHADES.map((shade, index) => (
                <Stack key={shade.from} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <Box aria-hidden sx={{ width: 16, height: 16, bgcolor: shade.colour }} />
                  <Typography variant="caption">
                    {shade.from}人〜{SHADES[index + 1] ? `${SHADES[index + 1]!.from - 1}人` : ''}
                  </Typography>
                </Stack>
              ))}
            </Stack>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              地図データ：MapSVG（@svg-maps/japan）CC BY 4.0。会員数は見本の値です。
            </Typography>
          </DemoCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={2}>
            <DemoCard title="選択中の都道府県">
              {prefecture ? (
                <Table size="small" aria-label="選択中の都道府県" aria-live="polite">
                  <TableBody>
                    {[
                      ['都道府県', prefecture.name],
                      ['地方', prefecture.region],
                      ['会員数', `${count.format(prefecture.members)}人`],
                      ['順位', `${ranked.indexOf(prefecture) + 1}位 / 47`],
                    ].map(([label, value]) => (
                      <TableRow key={label}>
                        <TableCell component="th" scope="row">
                          {label}
                        </TableCell>
                        <TableCell>{value}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              ) : (
                <Typography>地図から都道府県を選んでください。</Typography>
              )}
            </DemoCard>
            <DemoCard title="会員数の多い都道府県">
              <Box component="ol" sx={{ m: 0, pl: 3 }}>
                {ranked.slice(0, 5).map((item) => (
                  <li key={item.id}>
                    {item.name}：{count.format(item.members)}人
                  </li>
                ))}
              </Box>
            </DemoCard>
          </Stack>
        </Grid>
      </Grid>
    </DemoPage>
  );
}
