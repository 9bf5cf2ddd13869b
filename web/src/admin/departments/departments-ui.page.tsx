import { useQuery } from "@apollo/client/react";
import { Field, NativeSelect, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { AdminPage, AdminSection, ListStatus } from "../admin-page";
import { AdminDepartmentsDocument } from "../gql/graphql";
import { useStaff } from "../staff-context";
import { NeedsTranslationBadge, NeedsTranslationFilter } from "../translation/kiswahili-fields";
import { DepartmentForm } from "./department-form";
import "../locales/register";

/** The department whose page is edited, each marked when it still wants translating. */
function DepartmentChoice({
  departments,
  slug,
  onChange,
}: {
  departments: { id: string; slug: string; name: string; needsTranslation: boolean }[];
  slug: string;
  onChange: (slug: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Field.Root maxW="sm">
      <Field.Label>{t("dashboardDepartments.department")}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={slug} onChange={(event) => onChange(event.target.value)}>
          {departments.map((candidate) => (
            <option key={candidate.id} value={candidate.slug}>
              {candidate.needsTranslation
                ? t("dashboardDepartments.optionNeedsTranslation", { name: candidate.name })
                : candidate.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function DepartmentsUiPage() {
  const { data, loading, error, refetch } = useQuery(AdminDepartmentsDocument, {
    fetchPolicy: "cache-and-network",
  });
  const [params, setParams] = useSearchParams();
  const staff = useStaff();
  const { t } = useTranslation();
  // Only the departments with text still to translate, when staff ask for them.
  const [untranslatedOnly, setUntranslatedOnly] = useState(false);
  // A department editor keeps their own department alone (the API refuses the others' changes).
  const allowed = (data?.departments ?? []).filter(
    (candidate) => staff.role !== "DEPARTMENT_EDITOR" || candidate.id === staff.department?.id,
  );
  const chosen = allowed.find((candidate) => candidate.slug === params.get("department"));
  // The one being edited stays, so that the filter never swaps the form (and its changes) away.
  const departments = allowed.filter(
    (candidate) => !untranslatedOnly || candidate.needsTranslation || candidate.id === chosen?.id,
  );
  const department = chosen ?? departments[0];
  // Another department replaces the form in place, which the route's guard does not see.
  const [dirty, setDirty] = useState(false);
  const [pendingSlug, setPendingSlug] = useState<string | null>(null);
  const choose = (slug: string) => setParams({ department: slug }, { replace: true });

  return (
    <AdminPage title={t("dashboardDepartments.title")} intro={t("dashboardDepartments.intro")}>
      <AdminSection
        title={department?.name ?? t("dashboardDepartments.department")}
        actions={department && <NeedsTranslationBadge needsTranslation={department.needsTranslation} />}
      >
        <Stack gap="6">
          {staff.role !== "DEPARTMENT_EDITOR" && (
            <NeedsTranslationFilter
              checked={untranslatedOnly}
              onCheckedChange={(checked) => {
                // Keeps the department shown, whatever the filter leaves.
                if (department) choose(department.slug);
                setUntranslatedOnly(checked);
              }}
            />
          )}
          <ListStatus
            loading={loading}
            error={error}
            empty={!departments.length}
            emptyText={
              untranslatedOnly
                ? t("dashboardDepartments.noneNeedTranslation")
                : t("dashboardDepartments.none")
            }
            onRetry={() => void refetch()}
          >
            {department && (
              <Stack gap="6">
                <DepartmentChoice
                  departments={departments}
                  slug={department.slug}
                  onChange={(slug) => (dirty ? setPendingSlug(slug) : choose(slug))}
                />
                <DepartmentForm department={department} onDirtyChange={setDirty} />
              </Stack>
            )}
          </ListStatus>
        </Stack>
      </AdminSection>
      <ConfirmDialog
        open={pendingSlug !== null}
        title={t("dashboardDepartments.leaveTitle")}
        description={
          department
            ? t("dashboardDepartments.leaveWhat", { name: department.name })
            : t("dashboardDepartments.leaveWhatThis")
        }
        confirmLabel={t("dashboardDepartments.discard")}
        onConfirm={() => {
          if (pendingSlug) choose(pendingSlug);
          setDirty(false);
        }}
        onClose={() => setPendingSlug(null)}
      />
    </AdminPage>
  );
}
