import { useMutation, useQuery } from "@apollo/client/react";
import { Button } from "@chakra-ui/react";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { FormDialog } from "../../components/form-dialog";
import { AdminPage, AdminSection } from "../admin-page";
import { listState } from "../record-list";
import { useSave } from "../use-save";
import { emptyJob, JobForm, jobValues } from "./job-form";
import { CAREERS_REFETCH, JobOpeningsList } from "./job-openings-list";
import { AdminJobOpeningsDocument, CreateJobOpeningDocument, UpdateJobOpeningDocument } from "../gql/graphql";

export function CareersPage() {
  const query = useQuery(AdminJobOpeningsDocument, {
    fetchPolicy: "cache-and-network",
  });
  const [createJob] = useMutation(CreateJobOpeningDocument, CAREERS_REFETCH);
  const [updateJob] = useMutation(UpdateJobOpeningDocument, CAREERS_REFETCH);
  const { save, progress } = useSave();
  const [creating, setCreating] = useState(false);
  const [params, setParams] = useSearchParams();
  const jobs = query.data?.jobOpenings.items ?? [];
  const editing = jobs.find((job) => job.id === params.get("edit"));
  const closeEdit = () => setParams({}, { replace: true });

  return (
    <AdminPage
      title="Career opportunities"
      intro="Job openings are listed on the website's careers page until their closing date."
      actions={<Button onClick={() => setCreating(true)}>Create Job</Button>}
    >
      <AdminSection title="Job openings">
        <JobOpeningsList
          jobs={jobs}
          state={listState(query)}
          onEdit={(job) => setParams({ edit: job.id }, { replace: true })}
        />
      </AdminSection>
      <FormDialog title="Create Job" open={creating} onClose={() => setCreating(false)}>
        <JobForm
          initial={emptyJob}
          submitLabel="Save job"
          busyLabel="Saving the job…"
          progress={progress}
          onCancel={() => setCreating(false)}
          onSubmit={async (input, { file }) => {
            await save((context) => createJob({ variables: { input, document: file }, context }), {
              saved: { title: "Job opening created", description: input.position },
            });
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
            progress={progress}
            onCancel={closeEdit}
            onSubmit={async (input, { file, remove }) => {
              await save(
                (context) =>
                  updateJob({
                    variables: { id: editing.id, input, document: file, removeDocument: remove },
                    context,
                  }),
                { saved: { title: "Job opening updated", description: input.position } },
              );
              closeEdit();
            }}
          />
        )}
      </FormDialog>
    </AdminPage>
  );
}
