import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { UploadProgress } from '../use-image-uploads';

const COMPRESS_SHARE = 30;

function overallPercent({ phase, percent }: UploadProgress): number {
  if (phase === 'compressing') return (percent * COMPRESS_SHARE) / 100;
  if (phase === 'uploading') return COMPRESS_SHARE + (percent * (100 - COMPRESS_SHARE)) / 100;
  return phase === 'done' ? 100 : 0;
}

function describe({ phase, percent, error }: UploadProgress): string {
  switch (phase) {
    case 'compressing':
      return `Compressing… ${Math.round(percent)}%`;
    case 'uploading':
      return `Uploading… ${Math.round(percent)}%`;
    case 'done':
      return 'Uploaded';
    case 'error':
      return `Failed: ${error ?? 'upload failed'}`;
  }
}

/** One file's way to the server: compression counts for the first 30 %, the upload for the rest. */
export function UploadProgressBar({
  fileName,
  progress,
}: {
  fileName: string;
  progress: UploadProgress;
}) {
  const value = Math.round(overallPercent(progress));
  const text = describe(progress);
  return (
    <Box sx={{ mt: 1 }}>
      <LinearProgress
        variant="determinate"
        value={value}
        color={progress.phase === 'error' ? 'error' : 'primary'}
        aria-label={`${fileName} upload progress`}
        aria-valuetext={text}
      />
      <Typography
        variant="caption"
        role={progress.phase === 'error' ? 'alert' : undefined}
        sx={{ color: progress.phase === 'error' ? 'error.main' : 'text.primary' }}
      >
        {text}
      </Typography>
    </Box>
  );
}
