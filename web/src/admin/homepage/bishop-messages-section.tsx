import { useQuery } from "@apollo/client/react";
import { SimpleGrid, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { FormDialog } from "../../components/form-dialog";
import { AdminBishopMessagesDocument, type AdminBishopMessageFieldsFragment } from "../gql/graphql";
import { AdminSection, ListStatus } from "../admin-page";
import { BishopMessageCard } from "./bishop-message-card";
import { BishopMessageForm } from "./bishop-message-form";

export function BishopMessagesSection() {
  const { data, loading, error, refetch } = useQuery(AdminBishopMessagesDocument, {
    fetchPolicy: "cache-and-network",
  });
  const [editing, setEditing] = useState<AdminBishopMessageFieldsFragment | null>(null);
  const messages = data?.bishopMessages.items ?? [];

  return (
    <AdminSection title="Bishop Information">
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
          emptyText="No messages yet."
          onRetry={() => void refetch()}
        >
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {messages.map((message, index) => (
              <BishopMessageCard
                key={message.id}
                message={message}
                current={index === 0}
                hasOthers={messages.length > 1}
                onEdit={() => setEditing(message)}
              />
            ))}
          </SimpleGrid>
        </ListStatus>
      </Stack>
      <FormDialog title="Edit the bishop's message" open={Boolean(editing)} onClose={() => setEditing(null)}>
        {editing && <BishopMessageForm message={editing} onClose={() => setEditing(null)} />}
      </FormDialog>
    </AdminSection>
  );
}
