import { useMutation } from "@apollo/client/react";
import { Badge, HStack, Link, VisuallyHidden } from "@chakra-ui/react";
import { todayInKakamega } from "../../lib/today";
import { formatDay } from "../format";
import { RecordActions } from "../record-actions";
import { RecordList, type ListState, type RecordColumn } from "../record-list";
import { DeleteJobOpeningDocument, type AdminJobFieldsFragment } from "../gql/graphql";

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

const COLUMNS: RecordColumn<Job>[] = [
  { header: "Ref No", cell: (job) => job.referenceNumber, cellProps: { whiteSpace: "nowrap" } },
  { header: "Position", cell: (job) => job.position, cellProps: { fontWeight: "medium" } },
  {
    header: "Closing date",
    cell: (job) => (
      <>
        {job.closingDate ? formatDay(job.closingDate) : "Open"}{" "}
        {job.closingDate && job.closingDate < todayInKakamega() && <Badge colorPalette="gray">Closed</Badge>}
      </>
    ),
    cellProps: { whiteSpace: "nowrap" },
  },
  {
    header: "Details",
    cell: (job) => (
      <HStack gap="3" wrap="wrap">
        {job.link && (
          <JobLink href={job.link} position={job.position}>
            More Details
          </JobLink>
        )}
        {job.documentUrl && (
          <JobLink href={job.documentUrl} position={job.position}>
            PDF
          </JobLink>
        )}
      </HStack>
    ),
  },
];

type JobOpeningsListProps = {
  jobs: Job[];
  state: ListState;
  onEdit: (job: Job) => void;
};

/** The job openings, each with Edit and Delete. */
export function JobOpeningsList({ jobs, state, onEdit }: JobOpeningsListProps) {
  const [deleteJob] = useMutation(DeleteJobOpeningDocument, CAREERS_REFETCH);
  return (
    <RecordList
      caption="Job openings"
      columns={COLUMNS}
      records={jobs}
      actions={(job) => (
        <RecordActions
          name={job.position}
          onEdit={() => onEdit(job)}
          confirmTitle="Delete this job opening?"
          confirmDescription={`${job.position} (${job.referenceNumber}) will be removed from the careers page.`}
          onDelete={() => deleteJob({ variables: { id: job.id } })}
          deletedTitle="Job opening deleted"
          notDeletedTitle="The job opening was not deleted"
        />
      )}
      state={state}
      emptyText="No job openings. Use Create Job to add one."
    />
  );
}
