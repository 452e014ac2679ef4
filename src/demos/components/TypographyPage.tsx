import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { DemoCard } from '../shared/DemoCard';
import { DemoPage } from '../shared/DemoPage';

type Variant = NonNullable<TypographyProps['variant']>;

/**
 * The type scale. The samples are paragraphs styled as headings: a page's only h1 is the one the
 * layout renders, and sample headings would clutter the page's outline.
 */
const SCALE: [Variant, string][] = [
  ['h1', '見出し1'],
  ['h2', '見出し2'],
  ['h3', '見出し3'],
  ['h4', '見出し4'],
  ['h5', '見出し5'],
  ['h6', '見出し6'],
  ['subtitle1', 'サブタイトル1'],
  ['subtitle2', 'サブタイトル2'],
  ['body1', '本文1'],
  ['body2', '本文2'],
  ['caption', 'キャプション'],
  ['overline', 'オーバーライン'],
];

const SAMPLE = '消化器内視鏡技師 会員ポータル';

/** Typography demo: the type scale, text colours and common text elements. */
export default function TypographyPage() {
  return (
    <DemoPage>
      <DemoCard title="文字の大きさ">
        <Stack spacing={1} divider={<Divider flexItem />}>
          {SCALE.map(([variant, label]) => (
            <Box key={variant} sx={{ display: 'flex', gap: 2, alignItems: 'baseline' }}>
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ width: 120, flexShrink: 0 }}
              >
                {label}（{variant}）
              </Typography>
              <Typography variant={variant} component="p" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {SAMPLE}
              </Typography>
            </Box>
          ))}
        </Stack>
      </DemoCard>
      <DemoCard title="文字の色">
        <Typography color="primary">プライマリの文字</Typography>
        <Typography color="secondary">セカンダリの文字</Typography>
        <Typography color="text.secondary">補足の文字</Typography>
        <Typography color="success.main">成功の文字</Typography>
        <Typography color="warning.dark">警告の文字</Typography>
        <Typography color="error">エラーの文字</Typography>
      </DemoCard>
      <DemoCard title="文章の要素">
        <Typography sx={{ mb: 2 }}>
          <strong>強調</strong>、<em>斜体</em>、<code>コード</code>、<small>小さな文字</small>、
          <mark>マーカー</mark>を文章中に使えます。
        </Typography>
        <Box
          component="blockquote"
          sx={{ m: 0, pl: 2, borderLeft: 4, borderColor: 'divider', color: 'text.secondary' }}
        >
          安全で質の高い内視鏡医療は、確かな洗浄と消毒から始まります。
        </Box>
        <Box component="ul" sx={{ mt: 2 }}>
          <li>箇条書きの項目</li>
          <li>箇条書きの項目</li>
        </Box>
        <Box component="ol">
          <li>番号付きの項目</li>
          <li>番号付きの項目</li>
        </Box>
      </DemoCard>
    </DemoPage>
  );
}
