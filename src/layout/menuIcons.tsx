import AccountBoxIcon from '@mui/icons-material/AccountBox';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import BadgeIcon from '@mui/icons-material/Badge';
import CampaignIcon from '@mui/icons-material/Campaign';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventIcon from '@mui/icons-material/Event';
import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import HistoryIcon from '@mui/icons-material/History';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import KeyIcon from '@mui/icons-material/Key';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StarsIcon from '@mui/icons-material/Stars';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import GroupsIcon from '@mui/icons-material/Groups';
import ListAltIcon from '@mui/icons-material/ListAlt';
import MapIcon from '@mui/icons-material/Map';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { SvgIconComponent } from '@mui/icons-material';
import type { MenuIcon } from '../generator/defineMenu';

/** The icon of each sidebar entry, by the name the menu file uses. */
export const MENU_ICONS: Record<MenuIcon, SvgIconComponent> = {
  member: AccountBoxIcon,
  fee: ReceiptLongIcon,
  event: EventIcon,
  participation: EventAvailableIcon,
  renewal: WorkspacePremiumIcon,
  card: BadgeIcon,
  points: StarsIcon,
  shop: ShoppingCartIcon,
  products: ShoppingBagIcon,
  orders: HistoryIcon,
  settlement: CreditCardIcon,
  notice: CampaignIcon,
  password: KeyIcon,
  leave: PauseCircleIcon,
  return: AssignmentReturnIcon,
  extension: HourglassBottomIcon,
  withdrawal: ExitToAppIcon,
  staffMembers: GroupsIcon,
  staffImport: UploadFileIcon,
  staffHistory: ListAltIcon,
  staffMaster: MapIcon,
  staffCheckIn: QrCodeScannerIcon,
};
