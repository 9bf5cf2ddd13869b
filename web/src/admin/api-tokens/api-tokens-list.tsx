import { Badge, Button, Code, HStack, Text } from "@chakra-ui/react";
import type { ApiTokenFieldsFragment, ApiTokenScope } from "../gql/graphql";
import { formatDayOf } from "../format";
import { RecordList, type ListState, type RecordColumn } from "../record-list";

export const SCOPE_LABELS: Record<ApiTokenScope, string> = {
  READ_PRIVATE: "Read private data",
  WRITE_CONTENT: "Write content",
};

const moment = (timestamp: string) =>
  new Date(timestamp).toLocaleString("en-GB", { timeZone: "Africa/Nairobi" });

const COLUMNS: RecordColumn<ApiTokenFieldsFragment>[] = [
  {
    header: "Name",
    cell: (token) => (
      <HStack gap="1" wrap="wrap">
        <Text fontWeight="medium">{token.name}</Text>
        {token.revokedAt && <Badge colorPalette="red">Revoked {formatDayOf(token.revokedAt)}</Badge>}
      </HStack>
    ),
  },
  { header: "Scopes", cell: (token) => token.scopes.map((scope) => SCOPE_LABELS[scope]).join(", ") },
  { header: "Starts with", cell: (token) => <Code>{token.prefix}…</Code> },
  { header: "Created", cell: (token) => formatDayOf(token.createdAt), cellProps: { whiteSpace: "nowrap" } },
  {
    header: "Expires",
    cell: (token) => (token.expiresAt ? moment(token.expiresAt) : "Never"),
    cellProps: { whiteSpace: "nowrap" },
  },
  {
    header: "Last used",
    cell: (token) => (token.lastUsedAt ? moment(token.lastUsedAt) : "Never"),
    cellProps: { whiteSpace: "nowrap" },
  },
];

type ApiTokensListProps = {
  tokens: ApiTokenFieldsFragment[];
  state: ListState;
  onRevoke: (token: ApiTokenFieldsFragment) => void;
};

/** Every token, revoked ones too, each that still works with Revoke. */
export function ApiTokensList({ tokens, state, onRevoke }: ApiTokensListProps) {
  return (
    <RecordList
      caption="API tokens"
      columns={COLUMNS}
      records={tokens}
      actions={(token) =>
        token.revokedAt ? null : (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={() => onRevoke(token)}
            aria-label={`Revoke ${token.name}`}
          >
            Revoke
          </Button>
        )
      }
      state={state}
      emptyText="No API tokens yet."
    />
  );
}
