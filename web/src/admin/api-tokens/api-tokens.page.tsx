import { useMutation, useQuery } from "@apollo/client/react";
import { Button } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { AdminPage, AdminSection } from "../admin-page";
import { ApiTokensDocument, RevokeApiTokenDocument, type ApiTokenFieldsFragment } from "../gql/graphql";
import { listState } from "../record-list";
import { useSave } from "../use-save";
import { ApiTokensList } from "./api-tokens-list";
import { CreateApiTokenDialog } from "./create-api-token-dialog";
import { TokenOnce } from "./token-once";
import "../locales/register";

export function ApiTokensPage() {
  const { t } = useTranslation();
  const query = useQuery(ApiTokensDocument, { fetchPolicy: "cache-and-network" });
  const [revokeToken] = useMutation(RevokeApiTokenDocument);
  const { save } = useSave();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiTokenFieldsFragment | null>(null);
  const [shown, setShown] = useState<{ name: string; token: string } | null>(null);

  return (
    <AdminPage
      title={t("dashboardApiTokens.title")}
      intro={t("dashboardApiTokens.intro")}
      actions={<Button onClick={() => setCreating(true)}>{t("dashboardApiTokens.make")}</Button>}
    >
      <AdminSection title={t("dashboardApiTokens.tokens")}>
        <ApiTokensList tokens={query.data?.apiTokens ?? []} state={listState(query)} onRevoke={setRevoking} />
      </AdminSection>
      <CreateApiTokenDialog open={creating} onClose={() => setCreating(false)} onCreated={setShown} />
      <ConfirmDialog
        open={revoking !== null}
        title={t("dashboardApiTokens.confirmRevoke", { name: revoking?.name ?? "" })}
        description={t("dashboardApiTokens.revokeWhat")}
        confirmLabel={t("dashboardApiTokens.revoke")}
        onConfirm={async () => {
          if (!revoking) return;
          await save(() => revokeToken({ variables: { id: revoking.id } }), {
            saved: { title: t("dashboardApiTokens.revoked"), description: revoking.name },
            notSaved: t("dashboardApiTokens.notRevoked"),
          });
        }}
        onClose={() => setRevoking(null)}
      />
      {shown && <TokenOnce name={shown.name} token={shown.token} onClose={() => setShown(null)} />}
    </AdminPage>
  );
}
