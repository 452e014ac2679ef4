import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../generator/format';
import { session } from '../../providers/session';

function LatestNotices() {
  const { data, isPending, error } = useGetList('notices', {
    pagination: { page: 1, perPage: 5 },
    sort: { field: 'publishedAt', order: 'DESC' },
  });
  if (isPending) return <Typography color="text.secondary">読み込み中…</Typography>;
  if (error) return <Typography color="error">お知らせを取得できませんでした。</Typography>;
  if (!data?.length) return <Typography>お知らせはありません。</Typography>;
  return (
    <List dense disablePadding>
      {data.map((notice) => (
        <ListItem key={notice.id} disableGutters>
          <ListItemText
            primary={
              <Link component={RouterLink} to={`/notices/${notice.id}`}>
                {String(notice.title)}
              </Link>
            }
            secondary={`${formatDate(notice.publishedAt)} ・ ${String(notice.category ?? '')}`}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** The member's home: a greeting and the latest notices. */
export default function DashboardPage() {
  const name = session.userInfo()?.name;
  return (
    <Grid container spacing={2} sx={{ p: 2 }}>
      <Grid size={12}>
        <Typography component="p" variant="h6">
          {name ? `ようこそ、${name}さん` : 'ようこそ'}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Card>
          <CardHeader
            title="最新のお知らせ"
            titleTypographyProps={{ component: 'h2', variant: 'h6' }}
          />
          <CardContent>
            <LatestNotices />
            <Link component={RouterLink} to="/notices" sx={{ display: 'inline-block', mt: 1 }}>
              お知らせ一覧へ
            </Link>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
