import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { DemoCard } from '../shared/DemoCard';
import { DemoPage } from '../shared/DemoPage';

const FAQ = [
  ['会費の支払い方法は？', 'クレジットカードまたは口座振替でお支払いいただけます。'],
  ['資格の更新期限は？', '認定日から5年目の年度末です。更新には研修ポイントが必要です。'],
  ['登録住所を変更したい', '会員詳細の画面から変更できます。'],
] as const;

const TABS = [
  ['概要', '学術集会は年に一度、全国の会員が集まる最大の行事です。'],
  ['日程', '2日間の日程で、講演・ハンズオン・ランチョンセミナーを行います。'],
  ['会場', '会場は毎年持ち回りで、各地区の支部が運営します。'],
] as const;

/** Panels demo: cards, collapsible panels and tabs. */
export default function PanelsPage() {
  const [tab, setTab] = useState(0);
  const tabsId = useId();
  return (
    <DemoPage>
      <Grid container spacing={2}>
        {['お知らせ', '研修会', '資格更新'].map((title, index) => (
          <Grid key={title} size={{ xs: 12, md: 4 }}>
            <Card variant={index === 1 ? 'outlined' : 'elevation'} sx={{ height: '100%' }}>
              <CardContent>
                <Typography component="h2" variant="h6" gutterBottom>
                  {title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  カードは関連する内容と操作をひとまとまりにして見せます。
                </Typography>
              </CardContent>
              <CardActions>
                <Button size="small">詳しく見る</Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
      <DemoCard title="開閉できるパネル">
        {FAQ.map(([question, answer], index) => (
          <Accordion key={question} defaultExpanded={index === 0} disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography component="span">{question}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography variant="body2">{answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </DemoCard>
      <DemoCard title="タブ">
        <Tabs value={tab} onChange={(_, next: number) => setTab(next)} aria-label="学術集会">
          {TABS.map(([label], index) => (
            <Tab
              key={label}
              label={label}
              id={`${tabsId}-tab-${index}`}
              aria-controls={`${tabsId}-panel-${index}`}
            />
          ))}
        </Tabs>
        {TABS.map(([label, text], index) => (
          <Box
            key={label}
            role="tabpanel"
            hidden={tab !== index}
            id={`${tabsId}-panel-${index}`}
            aria-labelledby={`${tabsId}-tab-${index}`}
            sx={{ pt: 2 }}
          >
            <Typography variant="body2">{text}</Typography>
          </Box>
        ))}
      </DemoCard>
    </DemoPage>
  );
}
