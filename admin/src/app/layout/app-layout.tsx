import type { ReactNode } from 'react';
import { AppBar, Layout, LoadingIndicator, TitlePortal } from 'react-admin';
import { Button, IconButton, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { SITE_HOME_PATH } from '../navigation';
import { AppMenu } from './app-menu';

const BACK_TO_SITE = 'Back to Site';

/** A plain link out of the hash-routed app, to the student app's home page. */
function BackToSiteButton() {
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (isXSmall) {
    return (
      <Tooltip title={BACK_TO_SITE}>
        <IconButton component="a" href={SITE_HOME_PATH} color="inherit" aria-label={BACK_TO_SITE}>
          <ArrowBackIcon />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Button
      component="a"
      href={SITE_HOME_PATH}
      variant="contained"
      disableElevation
      size="small"
      startIcon={<ArrowBackIcon />}
      sx={{
        mx: 1,
        bgcolor: '#ffffff',
        color: 'primary.dark',
        fontWeight: 600,
        whiteSpace: 'nowrap',
        '&:hover': { bgcolor: '#ecfdf5' },
      }}
    >
      {BACK_TO_SITE}
    </Button>
  );
}

const appBarToolbar = (
  <>
    <BackToSiteButton />
    <LoadingIndicator />
  </>
);

function ThriftzAppBar() {
  return (
    <AppBar color="primary" toolbar={appBarToolbar}>
      <Typography
        component="span"
        variant="h6"
        sx={{ fontWeight: 700, whiteSpace: 'nowrap', mr: 2, flex: { xs: 1, md: 'none' } }}
      >
        Thriftz Admin
      </Typography>
      {/* The page title (e.g. "User Management"), after the brand on wider screens. */}
      <TitlePortal
        variant="subtitle1"
        sx={{
          display: { xs: 'none', md: 'block' },
          pl: 2,
          borderLeft: '1px solid rgba(255, 255, 255, 0.5)',
          fontWeight: 500,
        }}
      />
    </AppBar>
  );
}

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    // react-admin's layout grows to fit its widest content; on phones, let wide tables scroll
    // inside their card instead of widening the whole page.
    <Layout
      appBar={ThriftzAppBar}
      menu={AppMenu}
      sx={{ minWidth: 0, '& .RaLayout-content': { minWidth: 0 }, '& .RaList-main': { minWidth: 0 } }}
    >
      {children}
    </Layout>
  );
}
