import {
  Button,
  Confirm,
  CreateButton,
  DataTable,
  DateField,
  FunctionField,
  List,
  TopToolbar,
  useDelete,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { useState } from 'react';

type Token = { id: string; name: string; scopes: string[]; revoked_at: string | null };

/** Revokes the row's token after a confirmation: it stops working at once, and stays listed as revoked. */
const RevokeButton = () => {
  const token = useRecordContext<Token>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  // Pessimistic: the row shows "revoked" only once the server has revoked it.
  const [remove, { isPending }] = useDelete('api-tokens', undefined, { mutationMode: 'pessimistic' });
  if (!token || token.revoked_at) return null;
  const revoke = () =>
    remove(
      'api-tokens',
      { id: token.id, previousData: token },
      {
        // A delete drops the row from react-admin's cache; the token stays listed, as revoked, so read it again.
        onSuccess: () => {
          notify('Token revoked.');
          refresh();
        },
        onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
        onSettled: () => setOpen(false),
      },
    );
  return (
    <>
      <Button label={`Revoke ${token.name}`} onClick={() => setOpen(true)} disabled={isPending} />
      <Confirm
        isOpen={open}
        title={`Revoke the token "${token.name}"?`}
        content="Every tool using it is refused from now on."
        confirm="Revoke"
        onConfirm={() => void revoke()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/** The integrators' API tokens (docs/integrations.md): never a secret, revoked ones kept. */
export const ApiTokenList = () => (
  <List
    title="API tokens"
    exporter={false}
    empty={false}
    pagination={false}
    actions={
      <TopToolbar>
        <CreateButton label="Create token" />
      </TopToolbar>
    }
  >
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="name" />
      <DataTable.Col label="Scopes">
        <FunctionField render={(token: Token) => token.scopes.join(', ')} />
      </DataTable.Col>
      <DataTable.Col source="created_at" label="Created">
        <DateField source="created_at" showTime />
      </DataTable.Col>
      <DataTable.Col source="expires_at" label="Expires">
        <DateField source="expires_at" showTime />
      </DataTable.Col>
      <DataTable.Col source="last_used_at" label="Last used">
        <DateField source="last_used_at" showTime emptyText="Never" />
      </DataTable.Col>
      <DataTable.Col label="Status">
        <FunctionField render={(token: Token) => (token.revoked_at ? 'Revoked' : 'Active')} />
      </DataTable.Col>
      <DataTable.Col label="Actions">
        <RevokeButton />
      </DataTable.Col>
    </DataTable>
  </List>
);
