import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SynonymGroup } from '@shop/domain/schemas/search-synonyms.schema';
import { useId, useState, type FormEvent } from 'react';
import { LoadingState } from '../../../../components/loading-state';
import { ApiRequestError } from '../../../../lib/api-client';
import { AdminPage } from '../../common/admin-page';
import { DeleteRowButton } from '../../common/delete-row-button';
import {
  useDeleteSearchSynonyms,
  useSaveSearchSynonyms,
  useSearchSynonyms,
} from '../api/search-synonyms';
import { checkWords, messageFor } from '../synonym-words';

/**
 * /v1/products/search-words (issue #30): groups of words a shopper may search for that mean the same
 * ('gajra, phool, گجرا'). The search uses a group as soon as it is saved, beside the built-in ones.
 */
export function SearchWordsPage() {
  const synonyms = useSearchSynonyms();
  return (
    <AdminPage title="Search words">
      <Typography sx={{ mb: 3, maxWidth: 720 }}>
        Words that mean the same to your shoppers. A search for any word of a group finds products
        whose title or description has another, in English, Roman Urdu or Urdu. Spellings of one
        word (jhumka, jhumki, jhumkay) find each other without being listed.
      </Typography>
      {synonyms.data ? (
        <Stack spacing={3} sx={{ maxWidth: 720 }}>
          <GroupForm title="Add a group" />
          <section aria-labelledby="own-groups">
            <Typography id="own-groups" variant="h6" component="h2" sx={{ mb: 1 }}>
              Your groups
            </Typography>
            {synonyms.data.groups.length === 0 ? (
              <Typography color="text.secondary">None yet.</Typography>
            ) : (
              <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {synonyms.data.groups.map((group) => (
                  <OwnGroup key={group.id} group={group} />
                ))}
              </Stack>
            )}
          </section>
          <section aria-labelledby="built-in-groups">
            <Typography id="built-in-groups" variant="h6" component="h2" sx={{ mb: 1 }}>
              Built in
            </Typography>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {synonyms.data.builtIn.map((words) => (
                <li key={words.join(' ')}>
                  <Words words={words} />
                </li>
              ))}
            </Stack>
          </section>
        </Stack>
      ) : synonyms.isError ? (
        <Alert severity="error">The search words could not be loaded.</Alert>
      ) : (
        <LoadingState />
      )}
    </AdminPage>
  );
}

function Words({ words }: { words: readonly string[] }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {words.map((word) => (
        <Chip key={word} label={word} size="small" variant="outlined" />
      ))}
    </Box>
  );
}

function OwnGroup({ group }: { group: SynonymGroup }) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteSearchSynonyms();
  const name = group.words.join(', ');
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }}>
      {editing ? (
        <GroupForm title={`Edit ${name}`} group={group} onDone={() => setEditing(false)} />
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Words words={group.words} />
          </Box>
          <Button onClick={() => setEditing(true)} aria-label={`Edit ${name}`}>
            Edit
          </Button>
          <DeleteRowButton
            label={`Delete ${name}`}
            confirmTitle="Delete this group?"
            confirmMessage={`The search stops treating ${name} as one word.`}
            onDelete={() => remove.mutateAsync(group.id)}
          />
        </Stack>
      )}
    </Paper>
  );
}

/** Adds a group, or edits `group`'s words: one field, the words separated by commas. */
function GroupForm({
  title,
  group,
  onDone,
}: {
  title: string;
  group?: SynonymGroup;
  onDone?: () => void;
}) {
  const save = useSaveSearchSynonyms();
  const fieldId = useId();
  const [text, setText] = useState(group?.words.join(', ') ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(null);
    const checked = checkWords(text);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(null);
    try {
      const stored = await save.mutateAsync({ id: group?.id, words: checked.words });
      setSaved(`Saved. Searching for ${stored.words.join(' or ')} now finds them all.`);
      if (!group) setText('');
      onDone?.();
    } catch (failure) {
      const [field, message] =
        failure instanceof ApiRequestError
          ? (Object.entries(failure.fieldErrors)[0] ?? ['', failure.message])
          : ['', 'The group could not be saved. Try again.'];
      setError(messageFor(field, message));
    }
  }

  return (
    <Paper
      component="form"
      aria-label={title}
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
      variant={group ? 'elevation' : 'outlined'}
      elevation={0}
      sx={{ p: group ? 0 : { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        {!group && (
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
        )}
        <TextField
          id={fieldId}
          label="Words that mean the same"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error !== null}
          helperText={error ?? 'Separate the words with commas, e.g. gajra, phool, گجرا'}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
        {saved && (
          <Alert severity="success" role="status">
            {saved}
          </Alert>
        )}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : group ? 'Save' : 'Add group'}
          </Button>
          {onDone && group && <Button onClick={onDone}>Cancel</Button>}
        </Stack>
      </Stack>
    </Paper>
  );
}
