import Link from '@mui/material/Link';
import { useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { AnswerList } from '../../components/AnswerList';
import { LoadingSkeleton } from '../../components/LoadingSkeleton';
import { formatDate } from '../../i18n/format';

const COUNT = 5;

/** The five latest notices, each linking to its page. */
export function LatestNotices() {
  const answer = useGetList('notices', {
    pagination: { page: 1, perPage: COUNT },
    sort: { field: 'publishedAt', order: 'DESC' },
  });
  return (
    <AnswerList
      answer={answer}
      what="お知らせ"
      loading={
        <LoadingSkeleton
          label="お知らせを読み込み中"
          heights={Array.from({ length: COUNT }, () => 58)}
        />
      }
      item={(notice) => ({
        key: notice.id,
        primary: (
          <Link component={RouterLink} to={`/notices/${notice.id}`}>
            {String(notice.title)}
          </Link>
        ),
        secondary: `${formatDate(notice.publishedAt)} ・ ${String(notice.category ?? '')}`,
      })}
    />
  );
}
