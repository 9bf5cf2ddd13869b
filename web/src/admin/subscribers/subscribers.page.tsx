import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, HStack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { DeleteButton } from "../../components/confirm-dialog";
import { AdminPage, AdminSection } from "../admin-page";
import { countOf, formatDayOf } from "../format";
import { ListPager, listState, RecordList, type RecordColumn } from "../record-list";
import { useSave } from "../use-save";
import { ExportCsvButton } from "./export-csv-button";
import {
  AdminSubscribersDocument,
  DeleteNewsletterSubscriberDocument,
  type AdminSubscribersQuery,
} from "../gql/graphql";

const PAGE_SIZE = 50;

type Subscriber = AdminSubscribersQuery["newsletterSubscribers"]["items"][number];

const COLUMNS: RecordColumn<Subscriber>[] = [
  { header: "E-mail", cell: (subscriber) => subscriber.email, cellProps: { wordBreak: "break-all" } },
  {
    header: "Status",
    cell: (subscriber) =>
      subscriber.confirmed ? (
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
      ),
  },
  {
    header: "Subscribed on",
    cell: (subscriber) => formatDayOf(subscriber.createdAt),
    cellProps: { whiteSpace: "nowrap" },
  },
];

function RemoveSubscriber({ subscriber }: { subscriber: Subscriber }) {
  const [deleteSubscriber] = useMutation(DeleteNewsletterSubscriberDocument, {
    refetchQueries: ["AdminSubscribers", "AdminOverview"],
    awaitRefetchQueries: true,
  });
  const { save } = useSave();
  return (
    <DeleteButton
      label={`Remove ${subscriber.email}`}
      title="Remove this subscriber?"
      description={`${subscriber.email} will no longer receive the newsletter.`}
      confirmLabel="Remove"
      onConfirm={() =>
        save(() => deleteSubscriber({ variables: { id: subscriber.id } }), {
          saved: { title: "Subscriber removed", description: subscriber.email },
          notSaved: "The subscriber was not removed",
        })
      }
    >
      Remove
    </DeleteButton>
  );
}

export function SubscribersPage() {
  const [page, setPage] = useState(1);
  const query = useQuery(AdminSubscribersDocument, {
    variables: { page, pageSize: PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const { data } = query;
  const subscribers = data?.newsletterSubscribers.items ?? [];

  return (
    <AdminPage
      title="Subscribers"
      intro={
        data
          ? `${countOf(data.newsletterSubscribers.total, "address", "addresses")} signed up for the newsletter.`
          : "Addresses signed up for the newsletter."
      }
      actions={<ExportCsvButton pageSize={PAGE_SIZE} disabled={!subscribers.length} />}
    >
      <AdminSection title="Newsletter subscribers">
        <RecordList
          caption="Newsletter subscribers"
          columns={COLUMNS}
          records={subscribers}
          actions={(subscriber) => <RemoveSubscriber subscriber={subscriber} />}
          state={listState(query)}
          emptyText="No one has subscribed yet."
        >
          <ListPager page={page} pageCount={data?.newsletterSubscribers.pageCount ?? 1} onPage={setPage} />
        </RecordList>
      </AdminSection>
    </AdminPage>
  );
}
