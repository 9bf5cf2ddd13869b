import { useQuery } from "@apollo/client/react";
import { Button, Text } from "@chakra-ui/react";
import { useState } from "react";
import { AdminPage, AdminSection } from "../admin-page";
import { listState } from "../record-list";
import { useStaff } from "../staff-context";
import { AdminUsersDocument, type AdminUserFieldsFragment } from "../gql/graphql";
import { AccountChangeDialog, type AccountChange } from "./account-change-dialog";
import { AddEditorDialog } from "./add-editor-dialog";
import { ChangeRoleDialog } from "./change-role-dialog";
import { PasswordOnce } from "./password-once";
import { StaffAccountsList } from "./staff-accounts-list";

export function UsersPage() {
  const staff = useStaff();
  const allowed = staff.role === "SYSTEM_ADMIN";
  const query = useQuery(AdminUsersDocument, {
    skip: !allowed,
    fetchPolicy: "cache-and-network",
  });
  const [adding, setAdding] = useState(false);
  const [change, setChange] = useState<AccountChange | null>(null);
  const [changingRole, setChangingRole] = useState<AdminUserFieldsFragment | null>(null);
  const [shown, setShown] = useState<{ name: string; password: string } | null>(null);

  if (!allowed) {
    return (
      <AdminPage title="Users">
        <Text>Only a system admin manages staff accounts. Ask one if someone needs an account.</Text>
      </AdminPage>
    );
  }

  return (
    <AdminPage
      title="Users"
      intro="Staff accounts of the dashboard."
      actions={<Button onClick={() => setAdding(true)}>Add an editor</Button>}
    >
      <AdminSection title="Staff accounts">
        <StaffAccountsList
          users={query.data?.adminUsers ?? []}
          state={listState(query)}
          onChange={setChange}
          onChangeRole={setChangingRole}
        />
      </AdminSection>
      <AccountChangeDialog change={change} onClose={() => setChange(null)} onPasswordReset={setShown} />
      <ChangeRoleDialog user={changingRole} onClose={() => setChangingRole(null)} />
      <AddEditorDialog open={adding} onClose={() => setAdding(false)} onAdded={setShown} />
      {shown && <PasswordOnce name={shown.name} password={shown.password} onClose={() => setShown(null)} />}
    </AdminPage>
  );
}
