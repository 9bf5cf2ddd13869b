import { Badge, Button, HStack, Text } from "@chakra-ui/react";
import { formatPhone, roleWithScope } from "../../features/auth/staff";
import type { AdminUserFieldsFragment } from "../gql/graphql";
import { RecordList, type ListState, type RecordColumn } from "../record-list";
import { useStaff } from "../staff-context";
import type { AccountChange } from "./account-change-dialog";

const COLUMNS: RecordColumn<AdminUserFieldsFragment>[] = [
  {
    header: "Name",
    cell: (user) => (
      <>
        <Text fontWeight="medium">{user.name}</Text>
        <Text textStyle="xs" color="fg.muted">
          {user.username}
        </Text>
      </>
    ),
  },
  { header: "E-mail", cell: (user) => user.email },
  { header: "Phone", cell: (user) => formatPhone(user.phone), cellProps: { whiteSpace: "nowrap" } },
  {
    header: "Role",
    cell: (user) => (
      <HStack gap="1" wrap="wrap">
        <Text>{roleWithScope(user)}</Text>
        {!user.active && <Badge colorPalette="red">Deactivated</Badge>}
      </HStack>
    ),
  },
  {
    header: "Last signed in",
    cell: (user) => (user.lastSignInAt ? new Date(user.lastSignInAt).toLocaleString("en-GB") : "Never"),
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
  return (
    <RecordList
      caption="Staff accounts"
      columns={COLUMNS}
      records={users}
      actions={(user) =>
        user.id === staff.id ? (
          <Text textStyle="sm" color="fg.muted">
            You
          </Text>
        ) : (
          <>
            <Button
              size="sm"
              variant="outline"
              onClick={() => onChangeRole(user)}
              aria-label={`Change the role of ${user.name}`}
            >
              Change role
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => onChange({ kind: "active", user })}
              aria-label={`${user.active ? "Deactivate" : "Reactivate"} ${user.name}`}
            >
              {user.active ? "Deactivate" : "Reactivate"}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => onChange({ kind: "reset", user })}
              aria-label={`Reset the password of ${user.name}`}
            >
              Reset password
            </Button>
          </>
        )
      }
      state={state}
      emptyText="No accounts."
    />
  );
}
