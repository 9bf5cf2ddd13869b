import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState } from "../../components/error-state";
import { PageHeader } from "../../components/page-header";
import { PageLoading } from "../../components/page-loading";
import { PageSection } from "../../components/page-section";
import { Prose } from "../../components/prose";
import { UntranslatedNotice } from "../../components/untranslated-notice";
import { NotFoundContent } from "../site/not-found-content";

type InformationPageViewProps = {
  /** The heading while the page loads or when staff have not written it. */
  fallbackTitle: string;
  breadcrumb?: string;
  /** The page's text; `fallsBackToEnglish` when it is asked for in Kiswahili and has none. */
  page: { title: string; body: string; fallsBackToEnglish?: boolean | null } | null | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => Promise<unknown>;
  /** What the page shows below its text: cards of bishops, projects, the secretary. */
  children?: ReactNode;
};

/** An information page whose text staff edit (About Us, History, ...), and what goes with it. */
export function InformationPageView({
  fallbackTitle,
  breadcrumb,
  page,
  loading,
  error,
  onRetry,
  children,
}: InformationPageViewProps) {
  const { t } = useTranslation();
  const loaded = page !== undefined;
  const inEnglish = Boolean(page?.fallsBackToEnglish);
  const contentLang = inEnglish ? "en" : undefined;
  return (
    <PageSection>
      {error && !loaded ? (
        <ErrorState title={t("pages.loadError")} onRetry={onRetry} retrying={loading} />
      ) : !loaded ? (
        <PageLoading />
      ) : page === null && !children ? (
        <NotFoundContent />
      ) : (
        <>
          <PageHeader
            title={page?.title ?? fallbackTitle}
            current={breadcrumb}
            titleLang={page ? contentLang : undefined}
          />
          {inEnglish && <UntranslatedNotice message={t("pages.untranslated")} />}
          {/* The API sanitises rich text when it is saved. */}
          {page && <Prose maxW="3xl" lang={contentLang} dangerouslySetInnerHTML={{ __html: page.body }} />}
          {children}
        </>
      )}
    </PageSection>
  );
}
