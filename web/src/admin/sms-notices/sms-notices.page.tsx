import { useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/language";
import { AdminPage, AdminSection } from "../admin-page";
import { AdminSmsNoticesDocument } from "../gql/graphql";
import { CursorPager, listState, RecordList, type ListPosition } from "../record-list";
import { SmsNoticeForm } from "./sms-notice-form";
import { isPending, noticeColumns } from "./sms-notice-list";
import "../locales/register";

/** How often the list asks again while a notice's SMS are still on their way. */
export const DELIVERY_POLL_MS = 5_000;

/**
 * SMS notices, for editors and a parish's own editor: write one, see whom it reaches and what it
 * costs, confirm and send; then the notices sent, with their delivery as the reports arrive.
 */
export function SmsNoticesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [position, setPosition] = useState<ListPosition>({});
  const query = useQuery(AdminSmsNoticesDocument, {
    variables: position,
    fetchPolicy: "cache-and-network",
  });
  const list = query.data?.smsNotices;
  const pending = (list?.items ?? []).some((notice) => isPending(notice));
  const { startPolling, stopPolling } = query;
  useEffect(() => {
    if (!pending) return;
    startPolling(DELIVERY_POLL_MS);
    return () => stopPolling();
  }, [pending, startPolling, stopPolling]);

  return (
    <AdminPage title={t("dashboardSmsNotices.title")} intro={t("dashboardSmsNotices.intro")}>
      <AdminSection title={t("dashboardSmsNotices.compose")}>
        <SmsNoticeForm />
      </AdminSection>
      <AdminSection title={t("dashboardSmsNotices.sentNotices")}>
        <RecordList
          caption={t("dashboardSmsNotices.caption")}
          columns={noticeColumns(t, locale)}
          records={list?.items ?? []}
          state={listState(query)}
          emptyText={t("dashboardSmsNotices.none")}
        >
          <CursorPager list={list} onMove={setPosition} />
        </RecordList>
      </AdminSection>
    </AdminPage>
  );
}
