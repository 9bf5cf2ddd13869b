import { useMutation } from "@apollo/client/react";
import { Badge, HStack, Link, VisuallyHidden } from "@chakra-ui/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/language";
import { todayInKakamega } from "../../lib/today";
import { formatDay } from "../format";
import { RecordActions } from "../record-actions";
import { RecordList, type ListState, type RecordColumn } from "../record-list";
import { DeleteJobOpeningDocument, type AdminJobFieldsFragment } from "../gql/graphql";
import { NeedsTranslationBadge } from "../translation/kiswahili-fields";
import "../locales/register";

type Job = AdminJobFieldsFragment;

export const CAREERS_REFETCH = {
  refetchQueries: ["AdminJobOpenings", "AdminOverview"],
  awaitRefetchQueries: true,
};

function JobLink({ href, position, children }: { href: string; position: string; children: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" color="brand.fg">
      {children}
      <VisuallyHidden>: {position}</VisuallyHidden>
    </Link>
  );
}

const columns = (t: TFunction, locale: string): RecordColumn<Job>[] => [
  {
    header: t("dashboardCareers.columns.reference"),
    cell: (job) => job.referenceNumber,
    cellProps: { whiteSpace: "nowrap" },
  },
  {
    header: t("dashboardCareers.columns.position"),
    cell: (job) => (
      <HStack gap="2" wrap="wrap">
        <span>{job.position}</span>
        <NeedsTranslationBadge needsTranslation={job.needsTranslation} />
      </HStack>
    ),
    cellProps: { fontWeight: "medium" },
  },
  {
    header: t("dashboardCareers.columns.closingDate"),
    cell: (job) => (
      <>
        {job.closingDate ? formatDay(job.closingDate, locale) : t("dashboardCareers.open")}{" "}
        {job.closingDate && job.closingDate < todayInKakamega() && (
          <Badge colorPalette="gray">{t("dashboardCareers.closed")}</Badge>
        )}
      </>
    ),
    cellProps: { whiteSpace: "nowrap" },
  },
  {
    header: t("dashboardCareers.columns.details"),
    cell: (job) => (
      <HStack gap="3" wrap="wrap">
        {job.link && (
          <JobLink href={job.link} position={job.position}>
            {t("dashboardCareers.moreDetails")}
          </JobLink>
        )}
        {job.documentUrl && (
          <JobLink href={job.documentUrl} position={job.position}>
            {t("dashboardCareers.pdf")}
          </JobLink>
        )}
      </HStack>
    ),
  },
];

type JobOpeningsListProps = {
  jobs: Job[];
  state: ListState;
  /** What the list says when it has none. */
  emptyText: string;
  onEdit: (job: Job) => void;
};

/** The job openings, each with Edit and Delete. */
export function JobOpeningsList({ jobs, state, emptyText, onEdit }: JobOpeningsListProps) {
  const [deleteJob] = useMutation(DeleteJobOpeningDocument, CAREERS_REFETCH);
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <RecordList
      caption={t("dashboardCareers.openings")}
      columns={columns(t, locale)}
      records={jobs}
      actions={(job) => (
        <RecordActions
          name={job.position}
          onEdit={() => onEdit(job)}
          confirmTitle={t("dashboardCareers.confirmDelete")}
          confirmDescription={t("dashboardCareers.deleteWhat", {
            position: job.position,
            reference: job.referenceNumber,
          })}
          onDelete={() => deleteJob({ variables: { id: job.id } })}
          deletedTitle={t("dashboardCareers.deleted")}
          notDeletedTitle={t("dashboardCareers.notDeleted")}
        />
      )}
      state={state}
      emptyText={emptyText}
    />
  );
}
