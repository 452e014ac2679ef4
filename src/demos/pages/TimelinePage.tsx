import CampaignIcon from '@mui/icons-material/Campaign';
import EventIcon from '@mui/icons-material/Event';
import SchoolIcon from '@mui/icons-material/School';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DemoPage } from '../shared/DemoPage';

interface Entry {
  date: string;
  title: string;
  text: string;
  tag: string;
  colour: 'primary' | 'secondary' | 'success' | 'warning';
  icon: ReactNode;
}

const ENTRIES: Entry[] = [
  {
    date: '2026/11/20',
    title: '第58回 学術集会の演題募集を開始',
    text: '一般演題と優秀演題の募集を開始しました。締切は1月31日です。',
    tag: 'お知らせ',
    colour: 'primary',
    icon: <CampaignIcon />,
  },
  {
    date: '2026/10/18',
    title: '洗浄消毒セミナーを開催',
    text: '全国から312名が参加し、最新のガイドラインを学びました。',
    tag: 'セミナー',
    colour: 'secondary',
    icon: <SchoolIcon />,
  },
  {
    date: '2026/09/01',
    title: '資格更新の受付を開始',
    text: '今年度が更新年にあたる会員は、受講履歴ポイントをご確認ください。',
    tag: '資格',
    colour: 'warning',
    icon: <WorkspacePremiumIcon />,
  },
  {
    date: '2026/06/14',
    title: '関東支部 総会',
    text: '新しい支部役員を選出し、年間の活動計画を承認しました。',
    tag: '支部',
    colour: 'success',
    icon: <EventIcon />,
  },
];

/** Timeline demo: the society's recent activity, newest first, as an ordered list. */
export default function TimelinePage() {
  return (
    <DemoPage>
      <Box component="ol" aria-label="活動の記録" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {ENTRIES.map((entry, index) => (
          <Box component="li" key={entry.title} sx={{ display: 'flex', gap: 2 }}>
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
              <Box
                aria-hidden
                sx={{
                  display: 'grid',
                  placeItems: 'center',
                  width: 40,
                  height: 40,
                  borderRadius: '50%',
                  bgcolor: `${entry.colour}.main`,
                  color: '#fff',
                }}
              >
                {entry.icon}
              </Box>
              {index < ENTRIES.length - 1 && (
                <Box aria-hidden sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />
              )}
            </Box>
            <Paper variant="outlined" sx={{ p: 2, mb: 2, flex: 1 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Chip label={entry.tag} color={entry.colour} size="small" />
                <Typography
                  variant="body2"
                  color="text.secondary"
                  component="time"
                  dateTime={entry.date.replaceAll('/', '-')}
                >
                  {entry.date}
                </Typography>
              </Box>
              <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
                {entry.title}
              </Typography>
              <Typography variant="body2">{entry.text}</Typography>
            </Paper>
          </Box>
        ))}
      </Box>
    </DemoPage>
  );
}
