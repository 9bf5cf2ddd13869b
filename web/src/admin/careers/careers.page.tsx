import { useMutation, useQuery } from "@apollo/client/react";
import { Badge, Button, HStack, Link, Table, VisuallyHidden } from "@chakra-ui/react";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { FormDialog } from "../../components/form-dialog";
import { toaster } from "../../components/toaster";
import { useUploadProgress } from "../../components/upload-progress";
import { AdminPage, AdminSection, ListStatus } from "../admin-page";
import { formatDay, todayInKakamega } from "../format";
import { RecordActions } from "../record-actions";
import { emptyJob, JobForm, jobValues } from "./job-form";
import {
  AdminJobOpeningsDocument,
  CreateJobOpeningDocument,
  DeleteJobOpeningDocument,
  UpdateJobOpeningDocument,
} from "../gql/graphql";

const REFETCH = { refetchQueries: ["AdminJobOpenings", "AdminOverview"], awaitRefetchQueries: true };

export function CareersPage() {
  const { data, loading, error, refetch } = useQuery(AdminJobOpeningsDocument, {
    fetchPolicy: "cache-and-network",
  });
  const [createJob] = useMutation(CreateJobOpeningDocument, REFETCH);
  const [updateJob] = useMutation(UpdateJobOpeningDocument, REFETCH);
  const [deleteJob] = useMutation(DeleteJobOpeningDocument, REFETCH);
  const upload = useUploadProgress();
  const [creating, setCreating] = useState(false);
  const [params, setParams] = useSearchParams();
  const jobs = data?.jobOpenings.items ?? [];
  const editing = jobs.find((job) => job.id === params.get("edit"));
  const closeEdit = () => setParams({}, { replace: true });
  const withProgress = async (save: () => Promise<unknown>) => {
    upload.start();
    try {
      await save();
    } finally {
      upload.done();
    }
  };

  return (
    <AdminPage
      title="Career opportunities"
      intro="Job openings are listed on the website's careers page until their closing date."
      actions={<Button onClick={() => setCreating(true)}>Create Job</Button>}
    >
      <AdminSection title="Job openings">
        <ListStatus
          loading={loading}
          error={error}
          empty={!jobs.length}
          emptyText="No job openings. Use Create Job to add one."
          onRetry={() => void refetch()}
        >
          {/* Positioned, so that the links' visually hidden words (positioned absolutely) stay in
              the scroll box rather than widening the whole page on a phone. */}
          <Table.ScrollArea position="relative">
            <Table.Root size="sm" striped>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Ref No</Table.ColumnHeader>
                  <Table.ColumnHeader>Position</Table.ColumnHeader>
                  <Table.ColumnHeader>Closing date</Table.ColumnHeader>
                  <Table.ColumnHeader>Details</Table.ColumnHeader>
                  <Table.ColumnHeader>Action</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {jobs.map((job) => (
                  <Table.Row key={job.id}>
                    <Table.Cell whiteSpace="nowrap">{job.referenceNumber}</Table.Cell>
                    <Table.Cell fontWeight="medium">{job.position}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {job.closingDate ? formatDay(job.closingDate) : "Open"}{" "}
                      {job.closingDate && job.closingDate < todayInKakamega() && (
                        <Badge colorPalette="gray">Closed</Badge>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <HStack gap="3" wrap="wrap">
                        {job.link && (
                          <Link href={job.link} target="_blank" rel="noopener noreferrer" color="brand.fg">
                            More Details<VisuallyHidden>: {job.position}</VisuallyHidden>
                          </Link>
                        )}
                        {job.documentUrl && (
                          <Link
                            href={job.documentUrl}
                            target="_blank"
                            rel="noopener noreferrer"
                            color="brand.fg"
                          >
                            PDF<VisuallyHidden>: {job.position}</VisuallyHidden>
                          </Link>
                        )}
                      </HStack>
                    </Table.Cell>
                    <Table.Cell>
                      <HStack gap="2">
                        <RecordActions
                          name={job.position}
                          onEdit={() => setParams({ edit: job.id }, { replace: true })}
                          confirmTitle="Delete this job opening?"
                          confirmDescription={`${job.position} (${job.referenceNumber}) will be removed from the careers page.`}
                          onDelete={() => deleteJob({ variables: { id: job.id } })}
                          deletedTitle="Job opening deleted"
                          notDeletedTitle="The job opening was not deleted"
                        />
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        </ListStatus>
      </AdminSection>
      <FormDialog title="Create Job" open={creating} onClose={() => setCreating(false)}>
        <JobForm
          initial={emptyJob}
          submitLabel="Save job"
          busyLabel="Saving the job…"
          progress={upload.progress}
          onCancel={() => setCreating(false)}
          onSubmit={async (input, { file }) => {
            await withProgress(() =>
              createJob({ variables: { input, document: file }, context: upload.context }),
            );
            toaster.success({ title: "Job opening created", description: input.position });
            setCreating(false);
          }}
        />
      </FormDialog>
      <FormDialog title="Edit job" open={Boolean(editing)} onClose={closeEdit}>
        {editing && (
          <JobForm
            initial={jobValues(editing)}
            documentUrl={editing.documentUrl}
            submitLabel="Save changes"
            busyLabel="Saving…"
            progress={upload.progress}
            onCancel={closeEdit}
            onSubmit={async (input, { file, remove }) => {
              await withProgress(() =>
                updateJob({
                  variables: { id: editing.id, input, document: file, removeDocument: remove },
                  context: upload.context,
                }),
              );
              toaster.success({ title: "Job opening updated", description: input.position });
              closeEdit();
            }}
          />
        )}
      </FormDialog>
    </AdminPage>
  );
}
