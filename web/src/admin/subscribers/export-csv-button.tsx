import { useApolloClient } from "@apollo/client/react";
import { Button } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toaster } from "../../components/toaster";
import { serverMessage } from "../../lib/server-message";
import { todayInKakamega } from "../../lib/today";
import { AdminSubscribersDocument } from "../gql/graphql";
import { downloadFile, subscribersCsv } from "./subscribers-csv";
import "../locales/register";

/** Export CSV: downloads every subscriber, not only the page shown, so the file holds the whole list. */
export function ExportCsvButton({ pageSize, disabled }: { pageSize: number; disabled: boolean }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = [];
      for (let next = 1, last = 1; next <= last; next++) {
        const result = await client.query({
          query: AdminSubscribersDocument,
          variables: { page: next, pageSize },
          fetchPolicy: "network-only",
        });
        if (!result.data) throw result.error;
        all.push(...result.data.newsletterSubscribers.items);
        last = result.data.newsletterSubscribers.pageCount;
      }
      downloadFile(`newsletter-subscribers-${todayInKakamega()}.csv`, subscribersCsv(all));
      toaster.success({
        title: t("dashboardSubscribers.export.done"),
        description: t("dashboardSubscribers.export.count", { count: all.length }),
      });
    } catch (failure) {
      toaster.error({ title: t("dashboardSubscribers.export.failed"), description: serverMessage(failure) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button
      onClick={() => void exportCsv()}
      loading={exporting}
      loadingText={t("dashboardSubscribers.export.busy")}
      disabled={disabled}
    >
      {t("dashboardSubscribers.export.button")}
    </Button>
  );
}
