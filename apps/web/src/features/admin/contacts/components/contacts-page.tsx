import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { AdminPage } from '../../common/admin-page';
import { AdminTable } from '../../common/admin-table';
import { DeleteRowButton } from '../../common/delete-row-button';
import { useDeleteContact } from '../api/delete-contact';
import { useContacts } from '../api/get-contacts';

const COLUMNS = ['Contact ID', 'Name', 'Email', 'Phone', 'Message', 'Action'] as const;

/** /v1/contacts: 'View Contacts' (spec §2). */
export function ContactsPage() {
  const { query: contactsQuery, items: contacts, paging } = useContacts();
  const deleteContact = useDeleteContact();

  return (
    <AdminPage title="View Contacts">
      <AdminTable
        label="Contacts"
        columns={COLUMNS}
        isLoading={contactsQuery.isPending}
        errorMessage={contactsQuery.isError ? 'Failed to fetch contacts.' : null}
        isEmpty={contacts.length === 0}
        emptyMessage="No Contacts available"
        paging={paging}
        searchLabel="Search by name, e-mail, phone or message"
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
            <TableCell>
              <DeleteRowButton
                label={`Delete contact ${contact.id}`}
                confirmTitle="Delete contact message?"
                confirmMessage={`The message from ${contact.name} will be deleted. This cannot be undone.`}
                onDelete={() => deleteContact.mutateAsync(contact.id)}
              />
            </TableCell>
          </TableRow>
        ))}
      </AdminTable>
    </AdminPage>
  );
}
