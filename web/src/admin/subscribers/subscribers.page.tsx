import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { Badge, Button, HStack, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { DeleteButton } from "../../components/confirm-dialog";
import { toaster } from "../../components/toaster";
import { serverMessage } from "../../features/auth/server-message";
import { AdminPage, AdminSection, ListStatus } from "../admin-page";
import { countOf, formatDayOf, todayInKakamega } from "../format";
import { downloadFile, subscribersCsv } from "./subscribers-csv";
import { AdminSubscribersDocument, DeleteNewsletterSubscriberDocument } from "../gql/graphql";

const PAGE_SIZE = 50;

export function SubscribersPage() {
  const client = useApolloClient();
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(AdminSubscribersDocument, {
    variables: { page, pageSize: PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const [deleteSubscriber] = useMutation(DeleteNewsletterSubscriberDocument, {
    refetchQueries: ["AdminSubscribers", "AdminOverview"],
    awaitRefetchQueries: true,
  });
  const [exporting, setExporting] = useState(false);
  const subscribers = data?.newsletterSubscribers.items ?? [];
  const pageCount = data?.newsletterSubscribers.pageCount ?? 1;

  // Every page, not only the one shown, so the file holds the whole list.
  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = [];
      for (let next = 1, last = 1; next <= last; next++) {
        const result = await client.query({
          query: AdminSubscribersDocument,
          variables: { page: next, pageSize: PAGE_SIZE },
          fetchPolicy: "network-only",
        });
        if (!result.data) throw result.error;
        all.push(...result.data.newsletterSubscribers.items);
        last = result.data.newsletterSubscribers.pageCount;
      }
      downloadFile(`newsletter-subscribers-${todayInKakamega()}.csv`, subscribersCsv(all));
      toaster.success({
        title: "Subscribers exported",
        description: `${countOf(all.length, "address", "addresses")} in the CSV file.`,
      });
    } catch (failure) {
      toaster.error({ title: "The list was not exported", description: serverMessage(failure) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <AdminPage
      title="Subscribers"
      intro={
        data
          ? `${countOf(data.newsletterSubscribers.total, "address", "addresses")} signed up for the newsletter.`
          : "Addresses signed up for the newsletter."
      }
      actions={
        <Button
          onClick={() => void exportCsv()}
          loading={exporting}
          loadingText="Exporting…"
          disabled={!subscribers.length}
        >
          Export CSV
        </Button>
      }
    >
      <AdminSection title="Newsletter subscribers">
        <ListStatus
          loading={loading}
          error={error}
          empty={!subscribers.length}
          emptyText="No one has subscribed yet."
          onRetry={() => void refetch()}
        >
          <Table.ScrollArea>
            <Table.Root size="sm" striped>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>E-mail</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>Subscribed on</Table.ColumnHeader>
                  <Table.ColumnHeader>Action</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {subscribers.map((subscriber) => (
                  <Table.Row key={subscriber.id}>
                    <Table.Cell wordBreak="break-all">{subscriber.email}</Table.Cell>
                    <Table.Cell>
                      {subscriber.confirmed ? (
                        <HStack gap="1.5" wrap="wrap">
                          <Badge colorPalette="green">Confirmed</Badge>
                          {subscriber.confirmedAt && (
                            <Text as="span" textStyle="xs" color="fg.muted" whiteSpace="nowrap">
                              on {formatDayOf(subscriber.confirmedAt)}
                            </Text>
                          )}
                        </HStack>
                      ) : (
                        <Badge>Unconfirmed</Badge>
                      )}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDayOf(subscriber.createdAt)}</Table.Cell>
                    <Table.Cell>
                      <DeleteButton
                        label={`Remove ${subscriber.email}`}
                        title="Remove this subscriber?"
                        description={`${subscriber.email} will no longer receive the newsletter.`}
                        confirmLabel="Remove"
                        onConfirm={async () => {
                          try {
                            await deleteSubscriber({ variables: { id: subscriber.id } });
                            toaster.success({ title: "Subscriber removed", description: subscriber.email });
                          } catch (failure) {
                            toaster.error({
                              title: "The subscriber was not removed",
                              description: serverMessage(failure),
                            });
                          }
                        }}
                      >
                        Remove
                      </DeleteButton>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          {pageCount > 1 && (
            <HStack mt="4" justify="space-between">
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Newer
              </Button>
              <Text textStyle="sm">
                Page {page} of {pageCount}
              </Text>
              <Button
                size="sm"
                variant="outline"
                disabled={page >= pageCount}
                onClick={() => setPage(page + 1)}
              >
                Older
              </Button>
            </HStack>
          )}
        </ListStatus>
      </AdminSection>
    </AdminPage>
  );
}
