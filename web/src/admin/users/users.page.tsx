import { useQuery } from "@apollo/client/react";
import { Button } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AdminPage, AdminSection } from "../admin-page";
import { listState } from "../record-list";
import { AdminUsersDocument, type AdminUserFieldsFragment } from "../gql/graphql";
import { AccountChangeDialog, type AccountChange } from "./account-change-dialog";
import { AddEditorDialog } from "./add-editor-dialog";
import { ChangeRoleDialog } from "./change-role-dialog";
import { PasswordOnce } from "./password-once";
import { StaffAccountsList } from "./staff-accounts-list";
import "../locales/register";

export function UsersPage() {
  const { t } = useTranslation();
  const query = useQuery(AdminUsersDocument, { fetchPolicy: "cache-and-network" });
  const [adding, setAdding] = useState(false);
  const [change, setChange] = useState<AccountChange | null>(null);
  const [changingRole, setChangingRole] = useState<AdminUserFieldsFragment | null>(null);
  const [shown, setShown] = useState<{ name: string; password: string } | null>(null);

  return (
    <AdminPage
      title={t("dashboardUsers.title")}
      intro={t("dashboardUsers.intro")}
      actions={<Button onClick={() => setAdding(true)}>{t("dashboardUsers.add")}</Button>}
    >
      <AdminSection title={t("dashboardUsers.accounts")}>
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
