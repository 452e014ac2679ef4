import CheckIcon from '@mui/icons-material/Check';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DemoPage } from '../shared/DemoPage';

const PLANS = [
  {
    name: 'ライト',
    price: 0,
    features: ['お知らせの閲覧', '学術集会の案内', 'メールマガジン'],
  },
  {
    name: 'スタンダード',
    price: 1_000,
    features: ['ライトの内容すべて', 'オンラインセミナーの見放題', '会誌（電子版）'],
    recommended: true,
  },
  {
    name: 'プレミアム',
    price: 2_500,
    features: ['スタンダードの内容すべて', 'ハンズオン研修の優先申込', '会誌（冊子版）の送付'],
  },
];

const yen = new Intl.NumberFormat('ja-JP');

/** Pricing demo: plan cards side by side; choosing one only marks it (nothing is sent). */
export default function PricingPage() {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <DemoPage>
      <Typography sx={{ textAlign: 'center' }}>
        料金プランの見本です。実際の会費とは関係ありません。
      </Typography>
      <Grid container spacing={2} sx={{ alignItems: 'stretch' }}>
        {PLANS.map((plan) => (
          <Grid key={plan.name} size={{ xs: 12, md: 4 }}>
            <Card
              component="section"
              aria-label={plan.name}
              variant={plan.recommended ? 'elevation' : 'outlined'}
              raised={plan.recommended}
              sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
            >
              <CardContent sx={{ flex: 1, textAlign: 'center' }}>
                <Typography component="h2" variant="h5" gutterBottom>
                  {plan.name}
                </Typography>
                {plan.recommended && <Chip label="おすすめ" color="primary" size="small" />}
                <Typography component="p" variant="h3" sx={{ my: 2 }}>
                  {plan.price === 0 ? '無料' : `¥${yen.format(plan.price)}`}
                  {plan.price > 0 && (
                    <Typography component="span" variant="body1" color="text.secondary">
                      ／月
                    </Typography>
                  )}
                </Typography>
                <List dense>
                  {plan.features.map((feature) => (
                    <ListItem key={feature}>
                      <ListItemIcon sx={{ minWidth: 32 }}>
                        <CheckIcon color="success" fontSize="small" aria-hidden />
                      </ListItemIcon>
                      <ListItemText primary={feature} />
                    </ListItem>
                  ))}
                </List>
              </CardContent>
              <CardActions sx={{ justifyContent: 'center', pb: 2 }}>
                <Button
                  variant={plan.recommended ? 'contained' : 'outlined'}
                  aria-pressed={chosen === plan.name}
                  onClick={() => setChosen(plan.name)}
                >
                  {chosen === plan.name ? '選択中' : `${plan.name}を選ぶ`}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
    </DemoPage>
  );
}
