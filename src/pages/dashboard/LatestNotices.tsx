import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { formatDate } from '../../i18n/format';

const COUNT = 5;

/** The five latest notices, each linking to its page. */
export function LatestNotices() {
  const { data, isPending, error } = useGetList('notices', {
    pagination: { page: 1, perPage: COUNT },
    sort: { field: 'publishedAt', order: 'DESC' },
  });
  if (isPending) {
    return (
      <LoadingSkeleton
        label="お知らせを読み込み中"
        heights={Array.from({ length: COUNT }, () => 58)}
      />
    );
  }
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
