import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AddIcon from '@mui/icons-material/Add';
import ArticleIcon from '@mui/icons-material/Article';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import EmailIcon from '@mui/icons-material/Email';
import ErrorIcon from '@mui/icons-material/Error';
import EventIcon from '@mui/icons-material/Event';
import HomeIcon from '@mui/icons-material/Home';
import InfoIcon from '@mui/icons-material/Info';
import LockIcon from '@mui/icons-material/Lock';
import LogoutIcon from '@mui/icons-material/Logout';
import MapIcon from '@mui/icons-material/Map';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PhoneIcon from '@mui/icons-material/Phone';
import PrintIcon from '@mui/icons-material/Print';
import SearchIcon from '@mui/icons-material/Search';
import SettingsIcon from '@mui/icons-material/Settings';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StarIcon from '@mui/icons-material/Star';
import UploadIcon from '@mui/icons-material/Upload';
import WarningIcon from '@mui/icons-material/Warning';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import { DemoCard } from '../shared/DemoCard';
import { DemoPage } from '../shared/DemoPage';

/** Material icons the portal uses, with what each stands for. */
const ICONS: [SvgIconComponent, string, string][] = [
  [HomeIcon, 'ホーム', 'Home'],
  [MenuIcon, 'メニュー', 'Menu'],
  [SearchIcon, '検索', 'Search'],
  [SettingsIcon, '設定', 'Settings'],
  [AccountCircleIcon, 'アカウント', 'AccountCircle'],
  [LogoutIcon, 'ログアウト', 'Logout'],
  [LockIcon, 'ロック', 'Lock'],
  [NotificationsIcon, '通知', 'Notifications'],
  [EmailIcon, 'メール', 'Email'],
  [PhoneIcon, '電話', 'Phone'],
  [EventIcon, 'イベント', 'Event'],
  [CalendarMonthIcon, 'カレンダー', 'CalendarMonth'],
  [ArticleIcon, '文書', 'Article'],
  [MapIcon, '地図', 'Map'],
  [ShoppingCartIcon, 'カート', 'ShoppingCart'],
  [CreditCardIcon, 'カード決済', 'CreditCard'],
  [AddIcon, '追加', 'Add'],
  [EditIcon, '編集', 'Edit'],
  [DeleteIcon, '削除', 'Delete'],
  [CloseIcon, '閉じる', 'Close'],
  [DownloadIcon, 'ダウンロード', 'Download'],
  [UploadIcon, 'アップロード', 'Upload'],
  [PrintIcon, '印刷', 'Print'],
  [StarIcon, 'お気に入り', 'Star'],
  [CheckCircleIcon, '完了', 'CheckCircle'],
  [InfoIcon, '情報', 'Info'],
  [WarningIcon, '警告', 'Warning'],
  [ErrorIcon, 'エラー', 'Error'],
];

/** Icons demo: each icon with its meaning and its name in @mui/icons-material. */
export default function IconsPage() {
  return (
    <DemoPage>
      <DemoCard title="アイコン一覧" subheader="Material Icons（@mui/icons-material）">
        <Grid container spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {ICONS.map(([Icon, label, name]) => (
            <Grid key={name} size={{ xs: 6, sm: 4, md: 3, lg: 2 }} component="li">
              <Paper variant="outlined" sx={{ p: 1.5, height: '100%' }}>
                <Stack spacing={0.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
                  <Icon color="primary" fontSize="large" aria-hidden />
                  <Typography variant="body2">{label}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {name}
                  </Typography>
                </Stack>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </DemoCard>
    </DemoPage>
  );
}
