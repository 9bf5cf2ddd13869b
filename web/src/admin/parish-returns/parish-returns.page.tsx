import { useQuery } from "@apollo/client/react";
import { Button, Link, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../lib/paths";
import { AdminPage, AdminSection, ListStatus } from "../admin-page";
import {
  AdminParishReturnArchdeaconriesDocument,
  AdminParishReturnDocument,
  AdminParishReturnTotalsDocument,
  AdminParishReturnYearsDocument,
} from "../gql/graphql";
import { SelectField } from "../select-field";
import { useStaff } from "../staff-context";
import { ParishReturnForm } from "./parish-return-form";
import { ParishReturnStatuses } from "./parish-return-statuses";
import { ParishReturnTotals, ParishReturnTrendTable } from "./parish-return-totals";
import { SynodReport } from "./synod-report";
import { YearSummaryPublishing } from "./year-summary-publishing";
import "../locales/register";

/**
 * Parish returns. A parish editor sees their parish's return for the year as a form; the diocese
 * sees every parish's status (and opens one), the totals by archdeaconry and the five-year trends,
 * as do the treasurer and an archdeacon (their archdeaconry's, as the API answers), read only.
 */
export function ParishReturnsPage() {
  const { t } = useTranslation();
  const staff = useStaff();
  const yearsQuery = useQuery(AdminParishReturnYearsDocument, { fetchPolicy: "cache-and-network" });
  const years = yearsQuery.data?.parishReturnYears ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const [openParishId, setOpenParishId] = useState<string | null>(null);
  const year = chosen ?? years[0] ?? null;
  const ownParish = staff.role === "PARISH_EDITOR" ? staff.parish : null;
  const diocese = staff.role === "EDITOR" || staff.role === "SYSTEM_ADMIN";
  // A treasurer and an archdeacon read the returns; editors alone change them (the API's rule).
  const canEdit = diocese || ownParish !== null;
  // The synod report holds every parish's records and money (requireSynodReporting).
  const makesReports = diocese || staff.role === "TREASURER";
  return (
    <AdminPage title={t("dashboardParishReturns.title")} intro={t("dashboardParishReturns.intro")}>
      <ListStatus
        loading={yearsQuery.loading && !yearsQuery.data}
        error={yearsQuery.error}
        empty={year === null}
        emptyText={t("dashboardParishReturns.noYears")}
      >
        {year !== null && (
          <Stack gap="6">
            <SelectField
              label={t("dashboardParishReturns.year")}
              value={String(year)}
              onChange={(value) => setChosen(Number(value))}
            >
              {years.map((one) => (
                <option key={one} value={one}>
                  {one}
                </option>
              ))}
            </SelectField>
            {ownParish || openParishId ? (
              <OneReturn
                parishId={ownParish?.id ?? openParishId!}
                year={year}
                canEdit={canEdit}
                canReopen={diocese}
                onBack={ownParish ? undefined : () => setOpenParishId(null)}
              />
            ) : (
              <>
                <DioceseView year={year} canRemind={diocese} onOpen={setOpenParishId} />
                {makesReports && <SynodReport year={year} />}
              </>
            )}
          </Stack>
        )}
      </ListStatus>
      {diocese && (
        <Link asChild color="brand.fg">
          <RouterLink to={paths.adminParishReturnQuestions.getHref()}>
            {t("dashboardParishReturns.questions.editLink")}
          </RouterLink>
        </Link>
      )}
    </AdminPage>
  );
}

function OneReturn({
  parishId,
  year,
  canEdit,
  canReopen,
  onBack,
}: {
  parishId: string;
  year: number;
  canEdit: boolean;
  canReopen: boolean;
  onBack?: () => void;
}) {
  const { t } = useTranslation();
  const query = useQuery(AdminParishReturnDocument, {
    variables: { parishId, year },
    fetchPolicy: "cache-and-network",
  });
  const parishReturn = query.data?.parishReturn;
  return (
    <AdminSection
      title={
        parishReturn ? t("dashboardParishReturns.form.title", { parish: parishReturn.parishName, year }) : ""
      }
    >
      {onBack && (
        <Button variant="ghost" size="sm" alignSelf="start" onClick={onBack}>
          {t("dashboardParishReturns.form.back")}
        </Button>
      )}
      <ListStatus
        loading={query.loading && !parishReturn}
        error={query.error}
        empty={parishReturn?.questions.length === 0}
        emptyText={t("dashboardParishReturns.noQuestions", { year })}
      >
        {parishReturn && (
          <ParishReturnForm
            key={`${parishId}-${year}-${parishReturn.status}`}
            parishReturn={parishReturn}
            canEdit={canEdit}
            canReopen={canReopen}
          />
        )}
      </ListStatus>
    </AdminSection>
  );
}

function DioceseView({
  year,
  canRemind,
  onOpen,
}: {
  year: number;
  canRemind: boolean;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  const archdeaconries = useQuery(AdminParishReturnArchdeaconriesDocument).data?.archdeaconries ?? [];
  const questions =
    useQuery(AdminParishReturnTotalsDocument, { variables: { year } }).data?.parishReturnQuestions ?? [];
  return (
    <>
      <AdminSection title={t("dashboardParishReturns.statuses.title")}>
        <ParishReturnStatuses
          year={year}
          archdeaconries={archdeaconries}
          canRemind={canRemind}
          onOpen={onOpen}
        />
      </AdminSection>
      <AdminSection title={t("dashboardParishReturns.totals.title")}>
        <ParishReturnTotals year={year} />
      </AdminSection>
      <AdminSection title={t("dashboardParishReturns.trend.title")}>
        {questions.length > 0 ? (
          <ParishReturnTrendTable year={year} questions={questions} archdeaconries={archdeaconries} />
        ) : (
          <Text>{t("dashboardParishReturns.noQuestions", { year })}</Text>
        )}
      </AdminSection>
      {canRemind && (
        <AdminSection title={t("dashboardParishReturns.publishing.title")}>
          <YearSummaryPublishing year={year} />
        </AdminSection>
      )}
    </>
  );
}
