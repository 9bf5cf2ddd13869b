import { Badge, Button, Code, HStack, Text } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/language";
import type { ApiTokenFieldsFragment, ApiTokenScope } from "../gql/graphql";
import { formatDayOf, formatMomentOf } from "../format";
import { RecordList, type ListState, type RecordColumn } from "../record-list";
import "../locales/register";

export const SCOPE_MESSAGES = {
  READ_PRIVATE: "dashboardApiTokens.scopes.readPrivate",
  WRITE_CONTENT: "dashboardApiTokens.scopes.writeContent",
} as const satisfies Record<ApiTokenScope, string>;

const columns = (t: TFunction, locale: string): RecordColumn<ApiTokenFieldsFragment>[] => [
  {
    header: t("dashboardApiTokens.columns.name"),
    cell: (token) => (
      <HStack gap="1" wrap="wrap">
        <Text fontWeight="medium">{token.name}</Text>
        {token.revokedAt && (
          <Badge colorPalette="red">
            {t("dashboardApiTokens.revokedOn", { day: formatDayOf(token.revokedAt, locale) })}
          </Badge>
        )}
      </HStack>
    ),
  },
  {
    header: t("dashboardApiTokens.columns.scopes"),
    cell: (token) => token.scopes.map((scope) => t(SCOPE_MESSAGES[scope])).join(", "),
  },
  { header: t("dashboardApiTokens.columns.prefix"), cell: (token) => <Code>{token.prefix}…</Code> },
  {
    header: t("dashboardApiTokens.columns.created"),
    cell: (token) => formatDayOf(token.createdAt, locale),
    cellProps: { whiteSpace: "nowrap" },
  },
  {
    header: t("dashboardApiTokens.columns.expires"),
    cell: (token) =>
      token.expiresAt ? formatMomentOf(token.expiresAt, locale) : t("dashboardApiTokens.neverExpires"),
    cellProps: { whiteSpace: "nowrap" },
  },
  {
    header: t("dashboardApiTokens.columns.lastUsed"),
    cell: (token) =>
      token.lastUsedAt ? formatMomentOf(token.lastUsedAt, locale) : t("dashboardApiTokens.neverUsed"),
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
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <RecordList
      caption={t("dashboardApiTokens.title")}
      columns={columns(t, locale)}
      records={tokens}
      actions={(token) =>
        token.revokedAt ? null : (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={() => onRevoke(token)}
            aria-label={t("dashboardApiTokens.revokeName", { name: token.name })}
          >
            {t("dashboardApiTokens.revoke")}
          </Button>
        )
      }
      state={state}
      emptyText={t("dashboardApiTokens.none")}
    />
  );
}
