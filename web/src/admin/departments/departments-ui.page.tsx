import { useQuery } from "@apollo/client/react";
import { Field, NativeSelect, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { AdminPage, AdminSection, ListStatus } from "../admin-page";
import { AdminDepartmentsDocument } from "../gql/graphql";
import { useStaff } from "../staff-context";
import { DepartmentForm } from "./department-form";

export function DepartmentsUiPage() {
  const { data, loading, error, refetch } = useQuery(AdminDepartmentsDocument, {
    fetchPolicy: "cache-and-network",
  });
  const [params, setParams] = useSearchParams();
  const staff = useStaff();
  // A department editor keeps their own department alone (the API refuses the others' changes).
  const departments = (data?.departments ?? []).filter(
    (candidate) => staff.role !== "DEPARTMENT_EDITOR" || candidate.id === staff.department?.id,
  );
  const department =
    departments.find((candidate) => candidate.slug === params.get("department")) ?? departments[0];
  // Another department replaces the form in place, which the route's guard does not see.
  const [dirty, setDirty] = useState(false);
  const [pendingSlug, setPendingSlug] = useState<string | null>(null);
  const choose = (slug: string) => setParams({ department: slug }, { replace: true });

  return (
    <AdminPage title="Departments" intro="Each department's page: its head, picture with caption, and text.">
      <AdminSection title={department?.name ?? "Department"}>
        <ListStatus
          loading={loading}
          error={error}
          empty={!departments.length}
          emptyText="No departments."
          onRetry={() => void refetch()}
        >
          {department && (
            <Stack gap="6">
              <Field.Root maxW="sm">
                <Field.Label>Department</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={department.slug}
                    onChange={(event) =>
                      dirty ? setPendingSlug(event.target.value) : choose(event.target.value)
                    }
                  >
                    {departments.map((candidate) => (
                      <option key={candidate.id} value={candidate.slug}>
                        {candidate.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <DepartmentForm department={department} onDirtyChange={setDirty} />
            </Stack>
          )}
        </ListStatus>
      </AdminSection>
      <ConfirmDialog
        open={pendingSlug !== null}
        title="Leave without saving?"
        description={`Your changes to ${department?.name ?? "this department"} have not been saved. They will be lost if you open another department.`}
        confirmLabel="Discard changes"
        onConfirm={() => {
          if (pendingSlug) choose(pendingSlug);
          setDirty(false);
        }}
        onClose={() => setPendingSlug(null)}
      />
    </AdminPage>
  );
}
