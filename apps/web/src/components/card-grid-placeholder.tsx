import Box from '@mui/material/Box';

const shimmer = {
  bgcolor: '#f1e6df',
  borderRadius: 1,
  animation: 'card-placeholder-pulse 1.4s ease-in-out infinite',
  '@keyframes card-placeholder-pulse': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } },
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
} as const;

/**
 * Grey cards in the shape of product cards while products load, so the grid keeps its place. Plain
 * boxes rather than MUI's Skeleton, to keep the home page's JavaScript small.
 */
export function CardGridPlaceholder({
  count,
  label,
  gridSx,
}: {
  count: number;
  label: string;
  gridSx: object;
}) {
  return (
    <Box sx={gridSx} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Box key={index} aria-hidden>
          <Box sx={{ ...shimmer, aspectRatio: '1 / 1' }} />
          <Box sx={{ ...shimmer, height: 16, width: '80%', mt: 1.5 }} />
          <Box sx={{ ...shimmer, height: 16, width: '40%', mt: 1 }} />
        </Box>
      ))}
    </Box>
  );
}
