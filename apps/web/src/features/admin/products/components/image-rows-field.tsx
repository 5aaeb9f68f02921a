import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { pictureOption, pictureValuesLabel } from '@shop/domain/product-pictures';
import { COLOUR_OPTION, optionKey } from '@shop/domain/variants';
import { FileButton } from '../../common/file-button';
import { UploadProgressBar } from '../../images/components/upload-progress-bar';
import type { UploadProgress } from '../../images/use-image-uploads';
import { ImagePreview } from './image-preview';
import { emptyImageRow, type ProductForm } from '../product-form.schema';
import { usableOptions } from '../variant-rows';

interface ImageRowsFieldProps {
  form: ProductForm;
  progress: Record<string, UploadProgress>;
}

/**
 * The product's images, each with the value a shopper picks to see it (matched by position): a colour,
 * or, for a product without a Colour option, a value of its first option ('Style: Tote'), whose values
 * are offered (decision 0034).
 */
export function ImageRowsField({ form, progress }: ImageRowsFieldProps) {
  const { control } = form;
  const { errors, isSubmitting: disabled } = form.formState;
  const { fields, append, remove } = useFieldArray({ control, name: 'images', keyName: 'fieldId' });
  const options = usableOptions(useWatch({ control, name: 'options' }));
  const owner = pictureOption(options.map((option) => option.name));
  const values = options.find((option) => option.name === owner)?.values ?? [];
  const tagName = owner ?? COLOUR_OPTION;
  const listError = errors.images?.root?.message ?? errors.images?.message;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Images and {pictureValuesLabel(owner)}
      </Typography>
      {owner !== null && optionKey(owner) !== optionKey(COLOUR_OPTION) ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          A shopper who picks a {owner} sees its images. Pictures follow the Colour option, or the
          first option when there is no Colour.
        </Typography>
      ) : null}
      <Stack spacing={1.5}>
        {fields.map((field, index) => {
          const number = index + 1;
          const rowErrors = errors.images?.[index];
          const rowProgress = progress[field.key];
          return (
            <Paper key={field.fieldId} variant="outlined" sx={{ p: 1.5 }}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1.5}
                sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
              >
                <Controller
                  control={control}
                  name={`images.${index}.file`}
                  render={({ field: fileField }) => (
                    <Stack
                      direction="row"
                      spacing={1.5}
                      sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}
                    >
                      <ImagePreview
                        file={fileField.value}
                        existing={field.existing}
                        alt={`Image ${number} preview`}
                      />
                      <Box sx={{ minWidth: 0 }}>
                        <FileButton
                          accept="image/*"
                          inputLabel={`Image ${number} file`}
                          inputRef={fileField.ref}
                          onChoose={(file) => file && fileField.onChange(file)}
                          size="small"
                          startIcon={<AddPhotoAlternateIcon />}
                          disabled={disabled}
                        >
                          {fileField.value || field.existing ? 'Replace image' : 'Choose image'}
                        </FileButton>
                        <Typography variant="body2" noWrap sx={{ mt: 0.5 }}>
                          {fileField.value?.name ??
                            (field.existing ? 'Saved image' : 'No image chosen')}
                        </Typography>
                        {/* Shown while the row still has no picture: a check made before the file
                            was chosen (of another field) leaves this error behind it. */}
                        {rowErrors?.file?.message && !fileField.value && !field.existing ? (
                          <FormHelperText error>{rowErrors.file.message}</FormHelperText>
                        ) : null}
                      </Box>
                    </Stack>
                  )}
                />
                <Controller
                  control={control}
                  name={`images.${index}.color`}
                  render={({ field: colorField }) => (
                    <Autocomplete
                      freeSolo
                      options={values}
                      inputValue={colorField.value}
                      onInputChange={(_, value) => colorField.onChange(value)}
                      onBlur={colorField.onBlur}
                      disabled={disabled}
                      sx={{ width: { sm: 200 } }}
                      renderInput={(params) => (
                        <TextField
                          {...params}
                          inputRef={colorField.ref}
                          label={`${tagName} of image ${number}`}
                          placeholder={
                            values.length > 0 ? `Choose a ${tagName.toLowerCase()}` : 'e.g. Gold'
                          }
                          size="small"
                          error={Boolean(rowErrors?.color)}
                          helperText={rowErrors?.color?.message}
                        />
                      )}
                    />
                  )}
                />
                <IconButton
                  aria-label={`Remove image ${number}`}
                  onClick={() => remove(index)}
                  disabled={disabled}
                  sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
              {rowProgress ? (
                <UploadProgressBar fileName={`Image ${number}`} progress={rowProgress} />
              ) : null}
            </Paper>
          );
        })}
      </Stack>
      {listError ? <FormHelperText error>{listError}</FormHelperText> : null}
      <Button
        variant="outlined"
        startIcon={<AddPhotoAlternateIcon />}
        onClick={() => append(emptyImageRow())}
        disabled={disabled}
        sx={{ mt: 1.5 }}
      >
        Add Image
      </Button>
    </Box>
  );
}
