import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

// MUI's indeterminate CircularProgress, drawn the same way without its component: this is the
// storefront's Suspense fallback, part of the first view's code (issue 24).
const turn = keyframes`0% { transform: rotate(0deg); } 100% { transform: rotate(360deg); }`;
const dash = keyframes`
  0% { stroke-dasharray: 1px, 200px; stroke-dashoffset: 0; }
  50% { stroke-dasharray: 100px, 200px; stroke-dashoffset: -15px; }
  100% { stroke-dasharray: 1px, 200px; stroke-dashoffset: -126px; }`;

/** The spec's 'Loading...' with a spinner, announced politely to screen readers. */
export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 8 }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          display: 'inline-block',
          width: 28,
          height: 28,
          color: 'primary.main',
          animation: `${turn} 1.4s linear infinite`,
        }}
      >
        <Box component="svg" viewBox="22 22 44 44" sx={{ display: 'block' }}>
          <Box
            component="circle"
            cx={44}
            cy={44}
            r={20.2}
            fill="none"
            strokeWidth={3.6}
            sx={{ stroke: 'currentColor', animation: `${dash} 1.4s ease-in-out infinite` }}
          />
        </Box>
      </Box>
      <Typography>{label}</Typography>
    </Box>
  );
}
