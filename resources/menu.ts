import AccountBoxIcon from '@mui/icons-material/AccountBox';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import BadgeIcon from '@mui/icons-material/Badge';
import CampaignIcon from '@mui/icons-material/Campaign';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventIcon from '@mui/icons-material/Event';
import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import GroupsIcon from '@mui/icons-material/Groups';
import HistoryIcon from '@mui/icons-material/History';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import KeyIcon from '@mui/icons-material/Key';
import ListAltIcon from '@mui/icons-material/ListAlt';
import MapIcon from '@mui/icons-material/Map';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StarsIcon from '@mui/icons-material/Stars';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { defineMenu } from '../src/generator/defineMenu';

// The sidebar of SPEC §2, in order: an entry is one line here, its icon the component it shows;
// an entry SPEC §2 lacks says why in `beyondSpec`.
export default defineMenu([
  { name: '会員詳細', path: '/members/MemberInfo', icon: AccountBoxIcon },
  { name: '会費支払明細', path: '/MembershipFeeDetail', icon: ReceiptLongIcon },
  { name: '学会・セミナー一覧(申込受付中)', path: '/events/EventsAccepting', icon: EventIcon },
  { name: '学会・セミナー参加一覧', path: '/events/participaints', icon: EventAvailableIcon },
  { name: '資格更新確認', path: '/MemberUpdates', icon: WorkspacePremiumIcon },
  { name: 'デジタル会員証確認', path: '/DigitalMembershipCard', icon: BadgeIcon },
  { name: '受講履歴ポイント照会', path: '/PointHistories', icon: StarsIcon },
  {
    name: '商品購入',
    path: '/Products',
    icon: ShoppingCartIcon,
    children: [
      { name: '商品一覧', path: '/Products/ProductList', icon: ShoppingBagIcon },
      { name: '注文履歴', path: '/ProductOrderHistories', icon: HistoryIcon },
    ],
  },
  { name: '{paymentProvider}決済状況一覧', path: '/CreditSettlements', icon: CreditCardIcon },
  { name: 'お知らせ一覧', path: '/Notices', icon: CampaignIcon },
  { name: 'パスワード再設定', path: '/ResettingPassword', icon: KeyIcon },
  'divider',
  { name: '休会申請', path: '/approved/tempAbsence', icon: PauseCircleIcon },
  { name: '休会復帰申請', path: '/approved/return', icon: AssignmentReturnIcon },
  { name: '更新延長申請', path: '/approved/extension', icon: HourglassBottomIcon },
  { name: '退会申請', path: '/applications/withdrawal', icon: ExitToAppIcon },
  // Society staff only (issue 7): after its own divider, each entry by the permission it needs.
  {
    subheader: '事務局',
    staff: true,
    links: [
      {
        name: '会員一覧',
        path: '/members/MembersList',
        icon: GroupsIcon,
        permission: 'contents_read',
      },
      {
        name: '合格者取込',
        path: '/members/ImportSuccessfulApplicant',
        icon: UploadFileIcon,
        permission: 'user_update',
      },
      {
        name: '参加履歴',
        path: '/members/ParticipationHistory',
        icon: ListAltIcon,
        permission: 'contents_read',
      },
      {
        name: '都道府県マスタ',
        path: '/masters/Prefectures',
        icon: MapIcon,
        permission: 'contents_read',
      },
      {
        name: '会場受付',
        path: '/venue/CheckIn',
        icon: QrCodeScannerIcon,
        permission: 'contents_update',
        beyondSpec: "the venue's door: 受講票 check-in and membership card checks",
      },
    ],
  },
]);
