import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Section } from '../../components/Section';
import { config } from '../../config/env';

/** The society's external shop (VITE_SHOP_URL), when one is configured. */
export default function OnlineShop() {
  if (!config.shopUrl) return null;
  return (
    <Section title="オンラインショップ">
      <Typography variant="body2">
        書籍の一部や記念品は、学会のオンラインショップでもお求めいただけます。{' '}
        <Link href={config.shopUrl} target="_blank" rel="noopener noreferrer">
          オンラインショップを開く（外部サイト・新しいタブ）
        </Link>
      </Typography>
    </Section>
  );
}
