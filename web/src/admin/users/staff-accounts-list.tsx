import { Badge, Button, HStack, Text } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/language";
import { formatPhone, roleWithScope } from "../../features/auth/staff";
import { formatMomentOf } from "../format";
import type { AdminUserFieldsFragment } from "../gql/graphql";
import { RecordList, type ListState, type RecordColumn } from "../record-list";
import { useStaff } from "../staff-context";
import type { AccountChange } from "./account-change-dialog";
import "../locales/register";

const columns = (t: TFunction, locale: string): RecordColumn<AdminUserFieldsFragment>[] => [
  {
    header: t("dashboardUsers.columns.name"),
    cell: (user) => (
      <>
        <Text fontWeight="medium">{user.name}</Text>
        <Text textStyle="xs" color="fg.muted">
          {user.username}
        </Text>
      </>
    ),
  },
  { header: t("dashboardUsers.columns.email"), cell: (user) => user.email },
  {
    header: t("dashboardUsers.columns.phone"),
    cell: (user) => formatPhone(user.phone),
    cellProps: { whiteSpace: "nowrap" },
  },
  {
    header: t("dashboardUsers.columns.role"),
    cell: (user) => (
      <HStack gap="1" wrap="wrap">
        <Text>{roleWithScope(user, t)}</Text>
        {!user.active && <Badge colorPalette="red">{t("dashboardUsers.deactivatedBadge")}</Badge>}
      </HStack>
    ),
  },
  {
    header: t("dashboardUsers.columns.lastSignIn"),
    cell: (user) =>
      user.lastSignInAt ? formatMomentOf(user.lastSignInAt, locale) : t("dashboardUsers.neverSignedIn"),
    cellProps: { whiteSpace: "nowrap" },
  },
];

type StaffAccountsListProps = {
  users: AdminUserFieldsFragment[];
  state: ListState;
  onChange: (change: AccountChange) => void;
  onChangeRole: (user: AdminUserFieldsFragment) => void;
};

/**
 * The staff accounts with each one's role and what it keeps, each but one's own with Change role,
 * Deactivate (or Reactivate) and Reset password.
 */
export function StaffAccountsList({ users, state, onChange, onChangeRole }: StaffAccountsListProps) {
  const staff = useStaff();
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <RecordList
      caption={t("dashboardUsers.accounts")}
      columns={columns(t, locale)}
      records={users}
      actions={(user) =>
        user.id === staff.id ? (
          <Text textStyle="sm" color="fg.muted">
            {t("dashboardUsers.you")}
          </Text>
        ) : (
          <>
            <Button
              size="sm"
              variant="outline"
              onClick={() => onChangeRole(user)}
              aria-label={t("dashboardUsers.changeRoleOf", { name: user.name })}
            >
              {t("dashboardUsers.changeRole")}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => onChange({ kind: "active", user })}
              aria-label={
                user.active
                  ? t("dashboardUsers.deactivateName", { name: user.name })
                  : t("dashboardUsers.reactivateName", { name: user.name })
              }
            >
              {user.active ? t("dashboardUsers.deactivate") : t("dashboardUsers.reactivate")}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => onChange({ kind: "reset", user })}
              aria-label={t("dashboardUsers.resetPasswordOf", { name: user.name })}
            >
              {t("dashboardUsers.resetPassword")}
            </Button>
          </>
        )
      }
      state={state}
      emptyText={t("dashboardUsers.none")}
    />
  );
}
