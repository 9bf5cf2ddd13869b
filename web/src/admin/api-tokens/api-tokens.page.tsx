import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Text } from "@chakra-ui/react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { AdminPage, AdminSection } from "../admin-page";
import { ApiTokensDocument, RevokeApiTokenDocument, type ApiTokenFieldsFragment } from "../gql/graphql";
import { listState } from "../record-list";
import { useStaff } from "../staff-context";
import { useSave } from "../use-save";
import { ApiTokensList } from "./api-tokens-list";
import { CreateApiTokenDialog } from "./create-api-token-dialog";
import { TokenOnce } from "./token-once";

export function ApiTokensPage() {
  const staff = useStaff();
  const allowed = staff.role === "SYSTEM_ADMIN";
  const query = useQuery(ApiTokensDocument, { skip: !allowed, fetchPolicy: "cache-and-network" });
  const [revokeToken] = useMutation(RevokeApiTokenDocument);
  const { save } = useSave();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiTokenFieldsFragment | null>(null);
  const [shown, setShown] = useState<{ name: string; token: string } | null>(null);

  if (!allowed) {
    return (
      <AdminPage title="API tokens">
        <Text>Only a system admin makes and revokes API tokens.</Text>
      </AdminPage>
    );
  }

  return (
    <AdminPage
      title="API tokens"
      intro="Tokens let integrators' programs read private data or change content through the API. Each has its own limit of requests a minute."
      actions={<Button onClick={() => setCreating(true)}>Make a token</Button>}
    >
      <AdminSection title="Tokens">
        <ApiTokensList tokens={query.data?.apiTokens ?? []} state={listState(query)} onRevoke={setRevoking} />
      </AdminSection>
      <CreateApiTokenDialog open={creating} onClose={() => setCreating(false)} onCreated={setShown} />
      <ConfirmDialog
        open={revoking !== null}
        title={`Revoke ${revoking?.name ?? ""}?`}
        description="It stops working at once, and cannot be brought back: the integrator will need a new token."
        confirmLabel="Revoke"
        onConfirm={async () => {
          if (!revoking) return;
          await save(() => revokeToken({ variables: { id: revoking.id } }), {
            saved: { title: "Token revoked", description: revoking.name },
            notSaved: "Nothing was changed",
          });
        }}
        onClose={() => setRevoking(null)}
      />
      {shown && <TokenOnce name={shown.name} token={shown.token} onClose={() => setShown(null)} />}
    </AdminPage>
  );
}
