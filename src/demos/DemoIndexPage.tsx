import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useContext } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { RouteTitles } from '../layout/routeTitles';
import { DEMO_SECTIONS } from './catalog';
import { DemoCard } from './shared/DemoCard';
import { standaloneLink } from '../layout/theme';

/** The index of the template demo pages, which the member sidebar does not list (SPEC §1). */
export default function DemoIndexPage() {
  const titles = useContext(RouteTitles);
  return (
    <Grid container spacing={2} sx={{ p: 2 }}>
      <Grid size={12}>
        <Typography>
          画面テンプレートのデモです。どのページもサーバーと通信せず、入力した内容は保存されません。
        </Typography>
      </Grid>
      {DEMO_SECTIONS.map((section) => (
        <Grid key={section.title} size={{ xs: 12, sm: 6, lg: 4 }}>
          <DemoCard title={section.title}>
            <List dense disablePadding>
              {section.paths.map((path) => (
                <ListItem key={path} disableGutters>
                  <Link component={RouterLink} to={path} sx={standaloneLink}>
                    {titles.get(path) ?? path}
                  </Link>
                </ListItem>
              ))}
            </List>
          </DemoCard>
        </Grid>
      ))}
    </Grid>
  );
}
