import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { useLocale } from "../../lib/language";
import type { NewsletterReadersQuery } from "../gql/graphql";

type Readers = NewsletterReadersQuery["newsletterReaders"];

/** What is about to happen: sending now (`at` null) or at a time, to these readers, counted just now. */
export interface SendQuestion {
  /** The composer's "Or send at" value (the browser's local time), or null for now. */
  at: string | null;
  readers: Readers;
}

const READERS_IN = {
  EN: "dashboardNewsletter.readersInEnglish",
  SW: "dashboardNewsletter.readersInKiswahili",
} as const satisfies Record<Readers["byLanguage"][number]["language"], string>;

/**
 * Asks before an issue goes out, naming how many confirmed readers of each language will get it
 * (the server's count, in the member of staff's number format) and, for a scheduled one, when.
 */
export function SendQuestionDialog({
  question,
  onConfirm,
  onClose,
}: {
  question: SendQuestion | null;
  onConfirm: (at: string | null) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!question) return null;
  const { at, readers } = question;
  const number = (count: number) => count.toLocaleString(locale);
  const counts = { count: readers.total, readers: number(readers.total) };
  const byLanguage = new Intl.ListFormat(locale, { type: "conjunction" }).format(
    readers.byLanguage.map(({ language, count }) => t(READERS_IN[language], { readers: number(count) })),
  );
  // The time as Kakamega's clock shows it, which every date of the dashboard is in.
  const when =
    at &&
    new Date(at).toLocaleString(locale, {
      dateStyle: "full",
      timeStyle: "short",
      timeZone: "Africa/Nairobi",
    });
  return (
    <ConfirmDialog
      open
      title={
        when
          ? t("dashboardNewsletter.scheduleQuestion", { ...counts, when })
          : t("dashboardNewsletter.sendNowQuestion", counts)
      }
      description={
        when
          ? t("dashboardNewsletter.readersCountedNow", { byLanguage })
          : t("dashboardNewsletter.readersByLanguage", { byLanguage })
      }
      confirmLabel={when ? t("dashboardNewsletter.schedule") : t("dashboardNewsletter.sendNow")}
      onConfirm={() => onConfirm(at)}
      onClose={onClose}
    />
  );
}
