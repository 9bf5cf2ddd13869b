import { useMutation, useQuery } from "@apollo/client/react";
import { Button } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { FormDialog } from "../../components/form-dialog";
import { AdminPage, AdminSection } from "../admin-page";
import { listState } from "../record-list";
import { useSave } from "../use-save";
import { emptyJob, JobForm, jobValues } from "./job-form";
import { CAREERS_REFETCH, JobOpeningsList } from "./job-openings-list";
import { NeedsTranslationFilter } from "../translation/kiswahili-fields";
import { AdminJobOpeningsDocument, CreateJobOpeningDocument, UpdateJobOpeningDocument } from "../gql/graphql";
import "../locales/register";

export function CareersPage() {
  const [untranslatedOnly, setUntranslatedOnly] = useState(false);
  const query = useQuery(AdminJobOpeningsDocument, {
    variables: untranslatedOnly ? { needsTranslation: true } : {},
    fetchPolicy: "cache-and-network",
  });
  const [createJob] = useMutation(CreateJobOpeningDocument, CAREERS_REFETCH);
  const [updateJob] = useMutation(UpdateJobOpeningDocument, CAREERS_REFETCH);
  const { save, progress } = useSave();
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const [params, setParams] = useSearchParams();
  const jobs = query.data?.jobOpenings.items ?? [];
  const editing = jobs.find((job) => job.id === params.get("edit"));
  const closeEdit = () => setParams({}, { replace: true });

  return (
    <AdminPage
      title={t("dashboardCareers.title")}
      intro={t("dashboardCareers.intro")}
      actions={<Button onClick={() => setCreating(true)}>{t("dashboardCareers.create")}</Button>}
    >
      <AdminSection
        title={t("dashboardCareers.openings")}
        actions={<NeedsTranslationFilter checked={untranslatedOnly} onCheckedChange={setUntranslatedOnly} />}
      >
        <JobOpeningsList
          jobs={jobs}
          state={listState(query)}
          emptyText={
            untranslatedOnly ? t("dashboard.translation.noneNeedTranslation") : t("dashboardCareers.none")
          }
          onEdit={(job) => setParams({ edit: job.id }, { replace: true })}
        />
      </AdminSection>
      <FormDialog title={t("dashboardCareers.create")} open={creating} onClose={() => setCreating(false)}>
        <JobForm
          initial={emptyJob}
          submitLabel={t("dashboardCareers.saveJob")}
          busyLabel={t("dashboardCareers.savingJob")}
          progress={progress}
          onCancel={() => setCreating(false)}
          onSubmit={async (input, { file }) => {
            await save((context) => createJob({ variables: { input, document: file }, context }), {
              saved: { title: t("dashboardCareers.created"), description: input.position },
            });
            setCreating(false);
          }}
        />
      </FormDialog>
      <FormDialog title={t("dashboardCareers.edit")} open={Boolean(editing)} onClose={closeEdit}>
        {editing && (
          <JobForm
            initial={jobValues(editing)}
            kiswahili={editing.kiswahili}
            documentUrl={editing.documentUrl}
            submitLabel={t("dashboard.form.saveChanges")}
            busyLabel={t("dashboardCareers.saving")}
            progress={progress}
            onCancel={closeEdit}
            onSubmit={async (input, { file, remove }) => {
              await save(
                (context) =>
                  updateJob({
                    variables: { id: editing.id, input, document: file, removeDocument: remove },
                    context,
                  }),
                { saved: { title: t("dashboardCareers.updated"), description: input.position } },
              );
              closeEdit();
            }}
          />
        )}
      </FormDialog>
    </AdminPage>
  );
}
