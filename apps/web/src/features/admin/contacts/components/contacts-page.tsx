import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { whatsAppReplyLink } from '@shop/domain/contact-reply';
import type { AdminContact } from '@shop/domain/schemas/contact.schema';
import { AdminPage } from '../../common/admin-page';
import { AdminListTable } from '../../common/admin-list-table';
import { AdminViewFilter } from '../../common/admin-view-filter';
import { DeleteRowButton } from '../../common/delete-row-button';
import { WhatsAppLinkButton } from '../../common/whatsapp-link-button';
import { useDeleteContact } from '../api/delete-contact';
import { useContacts } from '../api/get-contacts';
import { useSetContactHandled } from '../api/set-contact-handled';
import { CONTACTS_VIEWS } from '../contact-views';

const COLUMNS = ['Contact ID', 'Name', 'Email', 'Phone', 'Message', 'Received', 'Action'] as const;

const EMPTY_VIEW_MESSAGES = {
  all: 'No Contacts available',
  waiting: 'No messages are waiting',
  handled: 'No handled messages',
} as const;

/** Date and time in the browser's own format and time zone. */
const received = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function ContactActions({ contact }: { contact: AdminContact }) {
  const deleteContact = useDeleteContact();
  const setHandled = useSetContactHandled();
  const reply = whatsAppReplyLink(contact);
  const handled = contact.handledAt !== null;
  return (
    // One under another in the table's narrow column; side by side on a phone's card, wrapping.
    <Stack
      direction={{ xs: 'row', sm: 'column' }}
      useFlexGap
      spacing={1}
      sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      {reply ? (
        <WhatsAppLinkButton href={reply} size="small" variant="outlined">
          Reply on WhatsApp
        </WhatsAppLinkButton>
      ) : null}
      <Button
        size="small"
        variant={handled ? 'text' : 'contained'}
        disabled={setHandled.isPending}
        aria-label={`${handled ? 'Mark waiting' : 'Mark handled'}: message ${contact.id}`}
        onClick={() => setHandled.mutate({ id: contact.id, handled: !handled })}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {handled ? 'Mark waiting' : 'Mark handled'}
      </Button>
      <DeleteRowButton
        label={`Delete contact ${contact.id}`}
        confirmTitle="Delete contact message?"
        confirmMessage={`The message from ${contact.name} will be deleted. This cannot be undone.`}
        onDelete={() => deleteContact.mutateAsync(contact.id)}
      />
    </Stack>
  );
}

/**
 * /v1/contacts: 'View Contacts' (spec §2), a queue (issue #26): when each message came, whether it was
 * handled (and by whom), a view of the waiting or handled ones, and a reply on WhatsApp.
 */
export function ContactsPage() {
  const list = useContacts();
  const { items: contacts, filters, filter } = list;
  const view = CONTACTS_VIEWS.viewOf(filters);

  return (
    <AdminPage title="View Contacts">
      <AdminViewFilter label="Messages" views={CONTACTS_VIEWS} view={view} onFilter={filter} />
      <AdminListTable
        list={list}
        label="Contacts"
        columns={COLUMNS}
        failedMessage="Failed to fetch contacts."
        emptyMessage={EMPTY_VIEW_MESSAGES[view]}
        searchLabel="Search by name, e-mail, phone or message"
        stackedOnPhone
      >
        {contacts.map((contact) => (
          <TableRow key={contact.id} hover>
            <TableCell>{contact.id}</TableCell>
            <TableCell sx={{ minWidth: 120 }}>{contact.name}</TableCell>
            <TableCell>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <a href={`tel:${contact.phone}`}>{contact.phone}</a>
            </TableCell>
            <TableCell sx={{ minWidth: 220, whiteSpace: 'pre-wrap' }}>{contact.message}</TableCell>
            <TableCell sx={{ minWidth: 120 }}>
              <time dateTime={contact.createdAt}>
                {received.format(new Date(contact.createdAt))}
              </time>
              {contact.handledAt ? (
                <Typography variant="body2" sx={{ color: 'success.dark', mt: 0.5 }}>
                  Handled {received.format(new Date(contact.handledAt))}
                  {contact.handledBy ? ` by ${contact.handledBy}` : ''}
                </Typography>
              ) : (
                <Typography variant="body2" sx={{ color: 'warning.dark', mt: 0.5 }}>
                  Waiting
                </Typography>
              )}
            </TableCell>
            <TableCell>
              <ContactActions contact={contact} />
            </TableCell>
          </TableRow>
        ))}
      </AdminListTable>
    </AdminPage>
  );
}
