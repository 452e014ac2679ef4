import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import FavoriteIcon from '@mui/icons-material/Favorite';
import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { DemoCard } from '../shared/DemoCard';
import { DemoPage } from '../shared/DemoPage';

const COLOURS = [
  ['primary', 'プライマリ'],
  ['secondary', 'セカンダリ'],
  ['success', '成功'],
  ['info', '情報'],
  ['warning', '警告'],
  ['error', 'エラー'],
] as const;

const row = { direction: 'row', spacing: 1, useFlexGap: true, sx: { flexWrap: 'wrap' } } as const;

/** Buttons demo: variants, colours, sizes, icons, groups and toggles. */
export default function ButtonsPage() {
  const [view, setView] = useState('month');
  return (
    <DemoPage>
      <DemoCard title="種類">
        <Stack {...row}>
          <Button variant="contained">塗りつぶし</Button>
          <Button variant="outlined">枠線</Button>
          <Button variant="text">テキスト</Button>
          <Button variant="contained" disabled>
            無効
          </Button>
        </Stack>
      </DemoCard>
      <DemoCard title="色">
        <Stack spacing={1}>
          {(['contained', 'outlined'] as const).map((variant) => (
            <Stack key={variant} {...row}>
              {COLOURS.map(([colour, label]) => (
                <Button key={colour} variant={variant} color={colour}>
                  {label}
                </Button>
              ))}
            </Stack>
          ))}
        </Stack>
      </DemoCard>
      <DemoCard title="大きさ">
        <Stack {...row} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" size="small">
            小
          </Button>
          <Button variant="contained" size="medium">
            中
          </Button>
          <Button variant="contained" size="large">
            大
          </Button>
          <Button variant="contained" fullWidth>
            幅いっぱい
          </Button>
        </Stack>
      </DemoCard>
      <DemoCard title="アイコン付き">
        <Stack {...row} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" endIcon={<SendIcon />}>
            送信
          </Button>
          <Button variant="outlined" startIcon={<DownloadIcon />}>
            ダウンロード
          </Button>
          <Button variant="outlined" color="error" startIcon={<DeleteIcon />}>
            削除
          </Button>
          <IconButton aria-label="編集">
            <EditIcon />
          </IconButton>
          <IconButton aria-label="お気に入り" color="secondary">
            <FavoriteIcon />
          </IconButton>
          <Fab color="primary" size="medium" aria-label="編集する">
            <EditIcon />
          </Fab>
        </Stack>
      </DemoCard>
      <DemoCard title="グループと切り替え">
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <ButtonGroup variant="outlined" aria-label="操作">
            <Button>前へ</Button>
            <Button>今日</Button>
            <Button>次へ</Button>
          </ButtonGroup>
          <ToggleButtonGroup
            value={view}
            exclusive
            onChange={(_, next: string | null) => next && setView(next)}
            aria-label="表示の単位"
          >
            <ToggleButton value="month">月</ToggleButton>
            <ToggleButton value="week">週</ToggleButton>
            <ToggleButton value="day">日</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
      </DemoCard>
    </DemoPage>
  );
}
