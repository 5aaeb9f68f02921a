import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MessagePreview, MessageTemplate } from '@shop/domain/schemas/shopper-messages.schema';
import {
  MESSAGE_KIND_LABELS,
  MESSAGE_KINDS,
  MESSAGE_LANGUAGE_LABELS,
  MESSAGE_LANGUAGES,
  MESSAGE_PLACEHOLDER_LABELS,
  MESSAGE_PLACEHOLDERS,
  MESSAGE_TEXT_MAX,
  templateProblem,
  type MessageKind,
  type MessageLanguage,
} from '@shop/domain/shopper-messages';
import { useState } from 'react';
import { LoadingState } from '../../../../components/loading-state';
import { ApiRequestError } from '../../../../lib/api-client';
import { AdminPage } from '../../common/admin-page';
import {
  useMessageTemplates,
  usePreviewMessage,
  useSaveMessageTemplate,
} from '../api/message-templates';

/**
 * /v1/messages: the WhatsApp and SMS texts the shop sends shoppers about an order (issue #30), one
 * kind and language at a time, with the placeholders the shop fills and a preview with a sample order.
 */
export function MessageTemplatesPage() {
  const templates = useMessageTemplates();
  const [kind, setKind] = useState<MessageKind>('confirmation_request');
  const [language, setLanguage] = useState<MessageLanguage>('en');
  const template = templates.data?.find((each) => each.kind === kind && each.language === language);
  return (
    <AdminPage title="Messages">
      <Stack spacing={3}>
        <Typography>
          What the shop sends on WhatsApp (or by SMS when a number is not on WhatsApp), in the
          language the shopper chose at checkout.
        </Typography>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2.5}>
            <TextField
              select
              label="Message"
              value={kind}
              onChange={(event) => setKind(event.target.value as MessageKind)}
              sx={{ maxWidth: 480 }}
            >
              {MESSAGE_KINDS.map((each) => (
                <MenuItem key={each} value={each}>
                  {MESSAGE_KIND_LABELS[each]}
                </MenuItem>
              ))}
            </TextField>
            <FormControl>
              <FormLabel id="template-language-label">Language</FormLabel>
              <RadioGroup
                row
                aria-labelledby="template-language-label"
                value={language}
                onChange={(event) => setLanguage(event.target.value as MessageLanguage)}
              >
                {MESSAGE_LANGUAGES.map((each) => (
                  <FormControlLabel
                    key={each}
                    value={each}
                    control={<Radio />}
                    label={MESSAGE_LANGUAGE_LABELS[each]}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            {template ? (
              <TemplateEditor key={`${kind}-${language}`} template={template} />
            ) : templates.isError ? (
              <Alert severity="error">The messages could not be loaded.</Alert>
            ) : (
              <LoadingState />
            )}
          </Stack>
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            Placeholders
          </Typography>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { sm: 'max-content 1fr' } }}
          >
            {MESSAGE_PLACEHOLDERS.map((name) => (
              <Box key={name} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
                  {`{${name}}`}
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  {MESSAGE_PLACEHOLDER_LABELS[name]}
                </Box>
              </Box>
            ))}
          </Box>
        </Paper>
      </Stack>
    </AdminPage>
  );
}

function TemplateEditor({ template }: { template: MessageTemplate }) {
  const save = useSaveMessageTemplate();
  const preview = usePreviewMessage();
  const [text, setText] = useState(template.text);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [shown, setShown] = useState<MessagePreview | null>(null);
  const which = { kind: template.kind, language: template.language };

  const refusal = (caught: unknown) =>
    caught instanceof ApiRequestError
      ? (caught.fieldErrors.text ?? caught.message)
      : 'The message could not be saved. Please try again.';

  async function onSave(next: string | null) {
    setSaved(null);
    const problem = next === null ? null : templateProblem(next);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    try {
      const templates = await save.mutateAsync({ ...which, text: next });
      const now = templates.find(
        (each) => each.kind === which.kind && each.language === which.language,
      );
      if (now) setText(now.text);
      setSaved(next === null ? 'The default text is back.' : 'Saved.');
    } catch (caught) {
      setError(refusal(caught));
    }
  }

  async function onPreview() {
    setShown(null);
    try {
      setShown(await preview.mutateAsync({ ...which, text }));
      setError(null);
    } catch (caught) {
      setError(refusal(caught));
    }
  }

  const rtl = template.language === 'ur';
  return (
    <Stack spacing={2}>
      <TextField
        label="Text"
        multiline
        minRows={4}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error !== null}
        helperText={error ?? `${text.length} / ${MESSAGE_TEXT_MAX} characters`}
        slotProps={{
          htmlInput: {
            dir: rtl ? 'rtl' : 'ltr',
            lang: rtl ? 'ur' : 'en',
            maxLength: MESSAGE_TEXT_MAX,
          },
        }}
      />
      <Typography variant="body2" color="text.secondary">
        {template.isDefault
          ? 'The shop’s default text.'
          : `Changed${template.updatedBy ? ` by ${template.updatedBy}` : ''}.`}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" onClick={() => void onSave(text)} disabled={save.isPending}>
          Save
        </Button>
        <Button variant="outlined" onClick={() => void onPreview()} disabled={preview.isPending}>
          Preview
        </Button>
        <Button onClick={() => void onSave(null)} disabled={save.isPending || template.isDefault}>
          Back to the default
        </Button>
      </Stack>
      {saved && (
        <Alert severity="success" role="status">
          {saved}
        </Alert>
      )}
      {shown && (
        <Box
          component="section"
          aria-label="Preview"
          sx={{ p: 2, borderRadius: 1, bgcolor: 'grey.100', whiteSpace: 'pre-wrap' }}
        >
          <Typography
            dir={rtl ? 'rtl' : 'ltr'}
            lang={rtl ? 'ur' : 'en'}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {shown.text}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            As an SMS: {shown.sms.parts} {shown.sms.parts === 1 ? 'part' : 'parts'} (
            {shown.sms.encoding === 'ucs2'
              ? 'Unicode, 70 characters in one part, 67 in each of more'
              : 'GSM, 160 characters in one part, 153 in each of more'}
            ).
          </Typography>
        </Box>
      )}
    </Stack>
  );
}
