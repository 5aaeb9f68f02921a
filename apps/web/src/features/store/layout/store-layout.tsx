import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { TopStrip } from './top-strip';

export function StoreLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <header>
        <TopStrip />
      </header>
      <Box component="main" sx={{ flex: 1 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
