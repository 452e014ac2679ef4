import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../generator/format';

const COUNT = 5;

/** The five latest notices, each linking to its page. */
export function LatestNotices() {
  const { data, isPending, error } = useGetList('notices', {
    pagination: { page: 1, perPage: COUNT },
    sort: { field: 'publishedAt', order: 'DESC' },
  });
  if (isPending) {
    // As tall as the list it stands for, so nothing below jumps when it arrives.
    return (
      <div aria-busy="true" aria-label="お知らせを読み込み中">
        {Array.from({ length: COUNT }, (_, index) => (
          <Skeleton key={index} height={58} />
        ))}
      </div>
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
