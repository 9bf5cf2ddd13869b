import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Button, Code, HStack, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { FormAlert } from "../../components/form-alert";
import { FormDialog } from "../../components/form-dialog";
import { toaster } from "../../components/toaster";
import { formatPhone, roleLabel } from "../../features/auth/staff";
import { serverMessage } from "../../features/auth/server-message";
import type { AdminRole, AdminUserFieldsFragment } from "../gql/graphql";
import { AdminPage, AdminSection, ListStatus } from "../admin-page";
import { RecordForm } from "../record-form";
import { useStaff } from "../staff-context";
import {
  AdminUsersDocument,
  CreateAdminUserDocument,
  ResetAdminUserPasswordDocument,
  SetAdminUserActiveDocument,
} from "../gql/graphql";

type Pending = { kind: "active" | "reset"; user: AdminUserFieldsFragment };

/** A generated password, shown this once, with a button to copy it. */
function PasswordOnce({ name, password, onClose }: { name: string; password: string; onClose: () => void }) {
  return (
    <FormDialog title="Their password" open onClose={onClose} size="md">
      <FormAlert status="info" title={`Give this password to ${name} privately. It is shown only now.`}>
        They should change it after signing in, from Account settings.
      </FormAlert>
      <HStack mt="4" gap="3" wrap="wrap">
        <Code fontSize="lg" p="2" aria-label="Generated password">
          {password}
        </Code>
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            void navigator.clipboard.writeText(password).then(
              () => toaster.success({ title: "Password copied" }),
              () => toaster.error({ title: "The password was not copied; write it down instead" }),
            )
          }
        >
          Copy
        </Button>
      </HStack>
      <Button mt="6" onClick={onClose}>
        I have noted it
      </Button>
    </FormDialog>
  );
}

export function UsersPage() {
  const staff = useStaff();
  const allowed = staff.role === "SYSTEM_ADMIN";
  const { data, loading, error, refetch } = useQuery(AdminUsersDocument, {
    skip: !allowed,
    fetchPolicy: "cache-and-network",
  });
  const [createUser] = useMutation(CreateAdminUserDocument, {
    refetchQueries: ["AdminUsers"],
    awaitRefetchQueries: true,
  });
  const [setActive] = useMutation(SetAdminUserActiveDocument);
  const [resetPassword] = useMutation(ResetAdminUserPasswordDocument);
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [shown, setShown] = useState<{ name: string; password: string } | null>(null);

  if (!allowed) {
    return (
      <AdminPage title="Users">
        <Text>Only a system admin manages staff accounts. Ask one if someone needs an account.</Text>
      </AdminPage>
    );
  }
  const users = data?.adminUsers ?? [];

  const confirmPending = async () => {
    if (!pending) return;
    const { user, kind } = pending;
    try {
      if (kind === "active") {
        await setActive({ variables: { id: user.id, active: !user.active } });
        toaster.success({
          title: user.active ? "Account deactivated" : "Account reactivated",
          description: user.name,
        });
      } else {
        const result = await resetPassword({ variables: { id: user.id } });
        const password = result.data?.resetAdminUserPassword.password;
        if (password) setShown({ name: user.name, password });
        toaster.success({ title: "Password reset", description: `${user.name}'s sessions have ended.` });
      }
    } catch (failure) {
      toaster.error({ title: "Nothing was changed", description: serverMessage(failure) });
    }
  };

  return (
    <AdminPage
      title="Users"
      intro="Staff accounts of the dashboard."
      actions={<Button onClick={() => setAdding(true)}>Add an editor</Button>}
    >
      <AdminSection title="Staff accounts">
        <ListStatus
          loading={loading}
          error={error}
          empty={!users.length}
          emptyText="No accounts."
          onRetry={() => void refetch()}
        >
          <Table.ScrollArea>
            <Table.Root size="sm" striped>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Name</Table.ColumnHeader>
                  <Table.ColumnHeader>E-mail</Table.ColumnHeader>
                  <Table.ColumnHeader>Phone</Table.ColumnHeader>
                  <Table.ColumnHeader>Role</Table.ColumnHeader>
                  <Table.ColumnHeader>Last signed in</Table.ColumnHeader>
                  <Table.ColumnHeader>Action</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {users.map((user) => (
                  <Table.Row key={user.id}>
                    <Table.Cell>
                      <Text fontWeight="medium">{user.name}</Text>
                      <Text textStyle="xs" color="fg.muted">
                        {user.username}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>{user.email}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatPhone(user.phone)}</Table.Cell>
                    <Table.Cell>
                      <HStack gap="1" wrap="wrap">
                        <Text>{roleLabel(user.role)}</Text>
                        {!user.active && <Badge colorPalette="red">Deactivated</Badge>}
                      </HStack>
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {user.lastSignInAt ? new Date(user.lastSignInAt).toLocaleString("en-GB") : "Never"}
                    </Table.Cell>
                    <Table.Cell>
                      {user.id === staff.id ? (
                        <Text textStyle="sm" color="fg.muted">
                          You
                        </Text>
                      ) : (
                        <HStack gap="2">
                          <Button
                            size="sm"
                            variant="outline"
                            onClick={() => setPending({ kind: "active", user })}
                            aria-label={`${user.active ? "Deactivate" : "Reactivate"} ${user.name}`}
                          >
                            {user.active ? "Deactivate" : "Reactivate"}
                          </Button>
                          <Button
                            size="sm"
                            variant="outline"
                            onClick={() => setPending({ kind: "reset", user })}
                            aria-label={`Reset the password of ${user.name}`}
                          >
                            Reset password
                          </Button>
                        </HStack>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </ListStatus>
      </AdminSection>
      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.kind === "reset"
            ? `Reset the password of ${pending.user.name}?`
            : pending?.user.active
              ? `Deactivate ${pending.user.name}?`
              : `Reactivate ${pending?.user.name ?? ""}?`
        }
        description={
          pending?.kind === "reset"
            ? "They are signed out everywhere and a new password is made, which you will see once."
            : pending?.user.active
              ? "They will no longer be able to sign in until reactivated."
              : "They will be able to sign in again."
        }
        confirmLabel={
          pending?.kind === "reset" ? "Reset password" : pending?.user.active ? "Deactivate" : "Reactivate"
        }
        onConfirm={confirmPending}
        onClose={() => setPending(null)}
      />
      <FormDialog title="Add an editor" open={adding} onClose={() => setAdding(false)}>
        <RecordForm
          fields={[
            { name: "name", label: "Full name", required: true },
            { name: "email", label: "E-mail", required: true, type: "email" },
            {
              name: "username",
              label: "Username",
              required: true,
              helperText: "Letters, digits, dots, dashes and underscores",
            },
            { name: "phone", label: "Phone", type: "tel", helperText: "Such as 0712 345 678" },
            {
              name: "role",
              label: "Role",
              required: true,
              options: [
                { value: "EDITOR", label: "Editor: manages the website's content" },
                { value: "SYSTEM_ADMIN", label: "System Admin: also manages staff accounts" },
              ],
            },
          ]}
          columns={2}
          validate={(values) => ({
            ...(values.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())
              ? { email: "Enter an e-mail address such as clerk@example.org." }
              : {}),
            ...(values.username.trim() && !/^[A-Za-z0-9._-]+$/.test(values.username.trim())
              ? { username: "Use only letters, digits, dots, dashes and underscores." }
              : {}),
          })}
          initial={{ name: "", email: "", username: "", phone: "", role: "EDITOR" }}
          submitLabel="Add account"
          busyLabel="Adding…"
          onCancel={() => setAdding(false)}
          onSubmit={async (values) => {
            const result = await createUser({
              variables: {
                input: {
                  name: values.name.trim(),
                  email: values.email.trim(),
                  username: values.username.trim(),
                  phone: values.phone.trim() || null,
                  role: values.role as AdminRole,
                },
              },
            });
            setAdding(false);
            const made = result.data?.createAdminUser;
            if (made) setShown({ name: made.user.name, password: made.password });
            toaster.success({ title: "Account added", description: values.name.trim() });
          }}
        />
      </FormDialog>
      {shown && <PasswordOnce name={shown.name} password={shown.password} onClose={() => setShown(null)} />}
    </AdminPage>
  );
}
