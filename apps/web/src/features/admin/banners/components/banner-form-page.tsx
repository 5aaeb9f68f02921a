import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../../lib/toasts';
import { Navigate, useLocation, useNavigate, useParams } from '../../../../lib/router';
import { BANNER_PREVIEW_HEIGHT_PX } from '@shop/domain/constants';
import { imageUrl } from '../../../../lib/api-client';
import { AdminPage } from '../../common/admin-page';
import { FileButton } from '../../common/file-button';
import { FileImage } from '../../common/file-image';
import { UploadProgressBar } from '../../images/components/upload-progress-bar';
import { UploadFailedError, useImageUploads } from '../../images/use-image-uploads';
import { useBanners } from '../api/get-banners';
import { useSaveBanner } from '../api/save-banner';
import { readBannerFormState } from '../banner-navigation';

const UPLOAD_KEY = 'banner';

/**
 * /v1/add-banner and /v1/edit-banner/:id (spec §2): choose an image, see it 400 px high, Submit. The
 * image is uploaded first; the banner is saved only once the upload succeeded, then back to the list.
 */
export function BannerFormPage() {
  const location = useLocation();
  const params = useParams();
  const navigate = useNavigate();
  const formState = readBannerFormState(location.state, params.id);
  const bannersQuery = useBanners();
  const saveBanner = useSaveBanner();
  const { progress, uploadAll, reset } = useImageUploads();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  if (!formState) return <Navigate to="/v1/banner" replace />;

  const editingId = formState.mode === 'edit' ? formState.id : null;
  const current = bannersQuery.data?.find((banner) => banner.id === editingId);
  const previewSx = { width: '100%', height: '100%', objectFit: 'cover' } as const;
  let preview = <Typography>No image chosen</Typography>;
  if (file) preview = <FileImage file={file} alt="Banner preview" sx={previewSx} />;
  else if (current?.image) {
    preview = (
      <Box component="img" src={imageUrl(current.image)} alt="Current banner" sx={previewSx} />
    );
  }
  const title = editingId === null ? 'Add Banner' : 'Update Banner';

  function choose(chosen: File | null) {
    reset();
    if (chosen && !chosen.type.startsWith('image/')) {
      setFile(null);
      setFileError('Choose an image file (JPEG, PNG, WebP…).');
      return;
    }
    setFileError(null);
    setFile(chosen);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setFileError(
        editingId === null
          ? 'Choose an image for the banner.'
          : 'Choose a new image to replace the banner.',
      );
      return;
    }
    setIsSubmitting(true);
    try {
      const [image] = await uploadAll([{ key: UPLOAD_KEY, file }]);
      if (!image) return;
      await saveBanner.mutateAsync({ id: editingId, image });
      toast.success(editingId === null ? 'Banner added' : 'Banner updated');
      navigate('/v1/banner');
    } catch (error) {
      // The api client already toasted a server message; an upload failure is shown below the image.
      if (!(error instanceof UploadFailedError)) setFileError('The banner could not be saved.');
    } finally {
      setIsSubmitting(false);
    }
  }

  const uploadProgress = progress[UPLOAD_KEY];

  return (
    <AdminPage title={title}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
          {editingId !== null ? <Typography>Banner ID: {editingId}</Typography> : null}
          <Box
            sx={{
              height: BANNER_PREVIEW_HEIGHT_PX,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'grey.100',
              overflow: 'hidden',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            {preview}
          </Box>
          <Box>
            <FileButton
              accept="image/*"
              inputLabel="Banner image"
              onChoose={choose}
              startIcon={<AddPhotoAlternateIcon />}
              disabled={isSubmitting}
            >
              {file ? 'Choose another image' : 'Choose image'}
            </FileButton>
            {file ? (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {file.name}
              </Typography>
            ) : null}
            {fileError ? <FormHelperText error>{fileError}</FormHelperText> : null}
            {uploadProgress ? (
              <UploadProgressBar fileName="Banner image" progress={uploadProgress} />
            ) : null}
          </Box>
          {bannersQuery.isError && editingId !== null ? (
            <Alert severity="warning">The current banner could not be loaded.</Alert>
          ) : null}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={isSubmitting}
            startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, minWidth: 160 }}
          >
            Submit
          </Button>
        </Stack>
      </Paper>
    </AdminPage>
  );
}
