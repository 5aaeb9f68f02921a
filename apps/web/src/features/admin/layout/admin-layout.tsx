import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from '../../../lib/router';
import { ADMIN_SIDEBAR_WIDTH_PX } from '@shop/domain/constants';
import { clearSession } from '../../../lib/auth-storage';
import { useCurrentAdmin } from './api/get-current-admin';
import { AdminSidebar } from './admin-sidebar';
import { sectionForPath } from './admin-sections';

/**
 * The back office's frame (spec §2): a fixed 240 px sidebar beside the page on wide screens, a drawer
 * behind a menu button on phones, and a top bar with Logout.
 */
export function AdminLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const selected = sectionForPath(location.pathname);
  const currentAdmin = useCurrentAdmin();

  function logout() {
    // Leave /v1 first, so the guard does not bounce to /login while the session is cleared, then reload
    // so no admin data stays in memory (spec: remove the token, go to '/', reload).
    navigate('/', { replace: true });
    clearSession();
    window.location.reload();
  }

  const sidebarPaper = { width: ADMIN_SIDEBAR_WIDTH_PX, boxSizing: 'border-box' } as const;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: '#faf6f3' }}>
      <AppBar
        position="fixed"
        elevation={1}
        sx={{
          width: { md: `calc(100% - ${ADMIN_SIDEBAR_WIDTH_PX}px)` },
          ml: { md: `${ADMIN_SIDEBAR_WIDTH_PX}px` },
          bgcolor: 'background.paper',
          color: 'text.primary',
        }}
      >
        <Toolbar>
          <IconButton
            edge="start"
            aria-label="Open menu"
            onClick={() => setDrawerOpen(true)}
            sx={{ mr: 1, display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="p" sx={{ flexGrow: 1, fontWeight: 600 }} noWrap>
            {selected.label}
          </Typography>
          {currentAdmin.data ? (
            <Typography variant="body2" noWrap sx={{ mr: 2, display: { xs: 'none', sm: 'block' } }}>
              {currentAdmin.data.email}
            </Typography>
          ) : null}
          <Button variant="contained" startIcon={<LogoutIcon />} onClick={logout}>
            Logout
          </Button>
        </Toolbar>
      </AppBar>

      <Box component="aside" sx={{ width: { md: ADMIN_SIDEBAR_WIDTH_PX }, flexShrink: { md: 0 } }}>
        <Drawer
          variant="temporary"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          ModalProps={{ keepMounted: false }}
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': sidebarPaper }}
        >
          <AdminSidebar selected={selected} onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{ display: { xs: 'none', md: 'block' }, '& .MuiDrawer-paper': sidebarPaper }}
        >
          <AdminSidebar selected={selected} />
        </Drawer>
      </Box>

      <Box
        component="main"
        sx={{
          flexGrow: 1,
          minWidth: 0,
          width: { md: `calc(100% - ${ADMIN_SIDEBAR_WIDTH_PX}px)` },
          p: { xs: 2, sm: 3 },
        }}
      >
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}
