import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderMessages as OrderMessagesData } from '@shop/domain/schemas/shopper-messages.schema';
import type { OrderMessage } from '@shop/domain/schemas/shopper-messages.schema';
import {
  MESSAGE_KIND_LABELS,
  MESSAGE_LANGUAGE_LABELS,
  MESSAGE_STATUS_LABELS,
  type MessageStatus,
} from '@shop/domain/shopper-messages';
import { LoadingState } from '../../../../components/loading-state';
import { useMessageStop, useOrderMessages } from '../api/get-order-messages';
import { OrderTime } from './order-time';

const STATUS_COLOURS: Record<MessageStatus, 'default' | 'success' | 'error' | 'warning' | 'info'> =
  {
    queued: 'default',
    sent: 'info',
    delivered: 'success',
    read: 'success',
    failed: 'error',
    stopped: 'warning',
    skipped: 'default',
  };

const CHANNEL_LABELS = { whatsapp: 'WhatsApp', sms: 'SMS' } as const;

/** The order's WhatsApp and SMS messages and how each went (issue #30), on the order page. */
export function OrderMessages({ orderId }: { orderId: number }) {
  const query = useOrderMessages(orderId);
  if (query.isError) return <Alert severity="error">The messages could not be loaded.</Alert>;
  if (!query.data) return <LoadingState />;
  const { messages, language, stopped, channels } = query.data;
  return (
    <Stack spacing={2}>
      <Typography variant="body2">Language: {MESSAGE_LANGUAGE_LABELS[language]}</Typography>
      <MessageStop orderId={orderId} stopped={stopped} />
      {!channels.whatsapp && !channels.sms && (
        <Typography variant="body2" color="text.secondary">
          Neither WhatsApp nor an SMS gateway is set up: the shop sends no messages.
        </Typography>
      )}
      {messages.length === 0 ? (
        <Typography color="text.secondary">No messages about this order.</Typography>
      ) : (
        <Box component="ol" aria-label="Messages" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </Box>
      )}
    </Stack>
  );
}

/**
 * The phone's STOP: shown with who or what recorded it, lifted by staff (the shopper asked again), or
 * recorded by staff when the shopper asked another way (a call, an SMS to the shop). A START reply on
 * WhatsApp lifts it too.
 */
function MessageStop({
  orderId,
  stopped,
}: {
  orderId: number;
  stopped: OrderMessagesData['stopped'];
}) {
  const change = useMessageStop(orderId);
  const [note, setNote] = useState('');
  const error = change.error ? change.error.message : null;
  if (stopped) {
    return (
      <Alert
        severity="warning"
        action={
          <Button
            color="inherit"
            size="small"
            disabled={change.isPending}
            onClick={() => change.mutate(null)}
          >
            Lift STOP
          </Button>
        }
      >
        {stopped.by ? (
          <>
            {stopped.by} recorded a STOP (“{stopped.reply}”) on <OrderTime at={stopped.at} />
          </>
        ) : (
          <>
            This phone replied “{stopped.reply}” on <OrderTime at={stopped.at} />
          </>
        )}
        : no more messages are sent to it. A reply START lifts it.
        {error && <Box sx={{ mt: 0.5 }}>{error}</Box>}
      </Alert>
    );
  }
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <TextField
        size="small"
        label="Why (optional)"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
        error={Boolean(error)}
        helperText={error ?? 'The shopper asked for no more messages by a call or an SMS'}
        sx={{ flexGrow: 1 }}
      />
      <Button
        variant="outlined"
        disabled={change.isPending}
        onClick={() => change.mutate(note.trim(), { onSuccess: () => setNote('') })}
      >
        Record STOP
      </Button>
    </Stack>
  );
}

function MessageItem({ message }: { message: OrderMessage }) {
  const rtl = message.language === 'ur';
  const channel = message.channel ? CHANNEL_LABELS[message.channel] : null;
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 0.5 }}
      >
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {MESSAGE_KIND_LABELS[message.kind]}
        </Typography>
        <Chip
          size="small"
          color={STATUS_COLOURS[message.status]}
          label={MESSAGE_STATUS_LABELS[message.status]}
        />
        {channel && <Chip size="small" variant="outlined" label={channel} />}
        {message.smsParts !== null && message.channel === 'sms' && (
          <Chip
            size="small"
            variant="outlined"
            label={`${message.smsParts} SMS ${message.smsParts === 1 ? 'part' : 'parts'}`}
          />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {message.sentAt ? (
          <>
            Sent <OrderTime at={message.sentAt} />
          </>
        ) : (
          <>
            Written <OrderTime at={message.createdAt} />
          </>
        )}
      </Typography>
      {message.body && (
        <Typography
          dir={rtl ? 'rtl' : 'ltr'}
          lang={rtl ? 'ur' : 'en'}
          sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {message.body}
        </Typography>
      )}
      {message.lastError && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 0.5, overflowWrap: 'anywhere' }}
        >
          {message.status === 'failed' ? 'Why: ' : 'Note: '}
          {message.lastError}
        </Typography>
      )}
    </Box>
  );
}
