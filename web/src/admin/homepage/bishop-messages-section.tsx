import { useQuery } from "@apollo/client/react";
import { SimpleGrid, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../components/form-dialog";
import { AdminBishopMessagesDocument } from "../gql/graphql";
import { AdminSection, ListStatus } from "../admin-page";
import { BishopMessageCard } from "./bishop-message-card";
import { BishopMessageForm } from "./bishop-message-form";
import { RevisionHistory } from "../revisions/revision-history";

export function BishopMessagesSection() {
  const { data, loading, error, refetch } = useQuery(AdminBishopMessagesDocument, {
    fetchPolicy: "cache-and-network",
  });
  const [editingId, setEditingId] = useState<string | null>(null);
  const messages = data?.bishopMessages.items ?? [];
  // Read from the list, so that the form shows the message as refetched after a restore.
  const editing = messages.find((message) => message.id === editingId) ?? null;
  const { t } = useTranslation();

  return (
    <AdminSection title={t("dashboardHomepage.bishop.section")}>
      <Stack gap="6">
        <BishopMessageForm
          key={messages[0]?.id ?? "none"}
          message={null}
          bishopName={messages[0]?.bishopName ?? ""}
        />
        <ListStatus
          loading={loading}
          error={error}
          empty={!messages.length}
          emptyText={t("dashboardHomepage.bishop.none")}
          onRetry={() => void refetch()}
        >
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {messages.map((message) => (
              <BishopMessageCard
                key={message.id}
                message={message}
                current={message.id === data?.currentBishopMessage?.id}
                hasOthers={messages.length > 1}
                onEdit={() => setEditingId(message.id)}
              />
            ))}
          </SimpleGrid>
        </ListStatus>
      </Stack>
      <FormDialog
        title={t("dashboardHomepage.bishop.editTitle")}
        open={Boolean(editing)}
        onClose={() => setEditingId(null)}
      >
        {editing && (
          <Stack gap="6">
            <BishopMessageForm key={editing.updatedAt} message={editing} onClose={() => setEditingId(null)} />
            <RevisionHistory
              contentType="BISHOP_MESSAGE"
              contentId={editing.id}
              version={editing.updatedAt}
              refetchQueries={["AdminBishopMessages"]}
            />
          </Stack>
        )}
      </FormDialog>
    </AdminSection>
  );
}
