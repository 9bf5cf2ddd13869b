import type { ReactNode } from "react";
import { ErrorState } from "../../components/error-state";
import { PageHeader } from "../../components/page-header";
import { PageLoading } from "../../components/page-loading";
import { PageSection } from "../../components/page-section";
import { Prose } from "../../components/prose";
import { NotFoundContent } from "../site/not-found-content";

type InformationPageViewProps = {
  /** The heading while the page loads or when staff have not written it. */
  fallbackTitle: string;
  breadcrumb?: string;
  page: { title: string; body: string } | null | undefined;
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
  const loaded = page !== undefined;
  return (
    <PageSection>
      {error && !loaded ? (
        <ErrorState title="We could not load this page." onRetry={onRetry} retrying={loading} />
      ) : !loaded ? (
        <PageLoading />
      ) : page === null && !children ? (
        <NotFoundContent />
      ) : (
        <>
          <PageHeader title={page?.title ?? fallbackTitle} current={breadcrumb} />
          {/* The API sanitises rich text when it is saved. */}
          {page && <Prose maxW="3xl" dangerouslySetInnerHTML={{ __html: page.body }} />}
          {children}
        </>
      )}
    </PageSection>
  );
}
