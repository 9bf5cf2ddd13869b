import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, HStack, Text } from "@chakra-ui/react";
import { useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/language";
import { DeleteButton } from "../../components/confirm-dialog";
import { AdminPage, AdminSection } from "../admin-page";
import { formatDayOf } from "../format";
import { CursorPager, listState, RecordList, type ListPosition, type RecordColumn } from "../record-list";
import { useSave } from "../use-save";
import { ExportCsvButton } from "./export-csv-button";
import {
  AdminSubscribersDocument,
  DeleteNewsletterSubscriberDocument,
  type AdminSubscribersQuery,
} from "../gql/graphql";
import "../locales/register";

const PAGE_SIZE = 50;

type Subscriber = AdminSubscribersQuery["newsletterSubscribers"]["items"][number];

/** The language a reader signed up in, which their e-mails are in. */
const LANGUAGE_NAMES = {
  EN: "dashboardSubscribers.languages.EN",
  SW: "dashboardSubscribers.languages.SW",
} as const satisfies Record<Subscriber["language"], string>;

const columns = (t: TFunction, locale: string): RecordColumn<Subscriber>[] => [
  {
    header: t("dashboardSubscribers.columns.email"),
    cell: (subscriber) => subscriber.email,
    cellProps: { wordBreak: "break-all" },
  },
  {
    header: t("dashboardSubscribers.columns.status"),
    cell: (subscriber) =>
      subscriber.confirmed ? (
        <HStack gap="1.5" wrap="wrap">
          <Badge colorPalette="green">{t("dashboardSubscribers.confirmed")}</Badge>
          {subscriber.confirmedAt && (
            <Text as="span" textStyle="xs" color="fg.muted" whiteSpace="nowrap">
              {t("dashboardSubscribers.confirmedOn", { day: formatDayOf(subscriber.confirmedAt, locale) })}
            </Text>
          )}
        </HStack>
      ) : (
        <Badge>{t("dashboardSubscribers.unconfirmed")}</Badge>
      ),
  },
  {
    header: t("dashboardSubscribers.columns.language"),
    cell: (subscriber) => t(LANGUAGE_NAMES[subscriber.language]),
  },
  {
    header: t("dashboardSubscribers.columns.subscribedOn"),
    cell: (subscriber) => formatDayOf(subscriber.createdAt, locale),
    cellProps: { whiteSpace: "nowrap" },
  },
];

function RemoveSubscriber({ subscriber }: { subscriber: Subscriber }) {
  const [deleteSubscriber] = useMutation(DeleteNewsletterSubscriberDocument, {
    refetchQueries: ["AdminSubscribers", "AdminOverview"],
    awaitRefetchQueries: true,
  });
  const { save } = useSave();
  const { t } = useTranslation();
  return (
    <DeleteButton
      label={t("dashboardSubscribers.removeName", { email: subscriber.email })}
      title={t("dashboardSubscribers.confirmRemove")}
      description={t("dashboardSubscribers.removeWhat", { email: subscriber.email })}
      confirmLabel={t("dashboardSubscribers.remove")}
      onConfirm={() =>
        save(() => deleteSubscriber({ variables: { id: subscriber.id } }), {
          saved: { title: t("dashboardSubscribers.removed"), description: subscriber.email },
          notSaved: t("dashboardSubscribers.notRemoved"),
        })
      }
    >
      {t("dashboardSubscribers.remove")}
    </DeleteButton>
  );
}

export function SubscribersPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [position, setPosition] = useState<ListPosition>({});
  const query = useQuery(AdminSubscribersDocument, {
    variables: { ...position, pageSize: PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const { data } = query;
  const subscribers = data?.newsletterSubscribers.items ?? [];

  return (
    <AdminPage
      title={t("dashboardSubscribers.title")}
      intro={
        data
          ? t("dashboardSubscribers.signedUp", { count: data.newsletterSubscribers.total })
          : t("dashboardSubscribers.intro")
      }
      actions={<ExportCsvButton disabled={!subscribers.length} />}
    >
      <AdminSection title={t("dashboardSubscribers.list")}>
        <RecordList
          caption={t("dashboardSubscribers.list")}
          columns={columns(t, locale)}
          records={subscribers}
          actions={(subscriber) => <RemoveSubscriber subscriber={subscriber} />}
          state={listState(query)}
          emptyText={t("dashboardSubscribers.none")}
        >
          <CursorPager list={data?.newsletterSubscribers} onMove={setPosition} />
        </RecordList>
      </AdminSection>
    </AdminPage>
  );
}
