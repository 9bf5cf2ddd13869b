import { useMutation, useQuery } from "@apollo/client/react";
import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { serverMessage } from "../../lib/server-message";
import { AdminPage, AdminSection, ListStatus } from "../admin-page";
import {
  AdminParishReturnQuestionsDocument,
  AdminParishReturnYearsDocument,
  AdminSetParishReturnQuestionsDocument,
  AdminStartParishReturnYearDocument,
  type AdminParishReturnQuestionsQuery,
} from "../gql/graphql";
import { SelectField } from "../select-field";
import { useSave } from "../use-save";
import { QuestionFields, type QuestionDraft } from "./question-fields";
import "../locales/register";

type Question = AdminParishReturnQuestionsQuery["parishReturnQuestions"][number];

const draftOf = (question: Question): QuestionDraft => ({
  key: question.key,
  labelEn: question.labelEn,
  labelSw: question.labelSw,
  help: question.help ?? "",
  optional: question.optional,
  totalOf: question.totalOf.join(", "),
});

const inputOf = (draft: QuestionDraft) => ({
  ...draft,
  help: draft.help.trim() || null,
  totalOf: draft.totalOf
    .split(",")
    .map((key) => key.trim())
    .filter(Boolean),
});

/** The diocesan secretary's page: start a year as a copy of the last, and edit its questions. */
export function ParishReturnQuestionsPage() {
  const { t } = useTranslation();
  const { save } = useSave();
  const yearsQuery = useQuery(AdminParishReturnYearsDocument, { fetchPolicy: "cache-and-network" });
  const years = yearsQuery.data?.parishReturnYears ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const year = chosen ?? years[0] ?? null;
  const nextYear = years.length ? years[0]! + 1 : new Date().getFullYear();
  const [startYear] = useMutation(AdminStartParishReturnYearDocument, {
    refetchQueries: [AdminParishReturnYearsDocument],
  });
  const start = async () => {
    const started = await save(() => startYear({ variables: { year: nextYear } }), {
      saved: { title: t("dashboardParishReturns.questions.started", { year: nextYear }) },
      notSaved: t("dashboardParishReturns.questions.notStarted"),
    });
    if (started) setChosen(nextYear);
  };
  return (
    <AdminPage
      title={t("dashboardParishReturns.questions.title")}
      intro={t("dashboardParishReturns.questions.intro")}
      actions={
        <Button onClick={start}>{t("dashboardParishReturns.questions.start", { year: nextYear })}</Button>
      }
    >
      <ListStatus
        loading={yearsQuery.loading && !yearsQuery.data}
        error={yearsQuery.error}
        empty={year === null}
        emptyText={t("dashboardParishReturns.noYears")}
      >
        {year !== null && (
          <Stack gap="4">
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
            <YearQuestions key={year} year={year} />
          </Stack>
        )}
      </ListStatus>
    </AdminPage>
  );
}

function YearQuestions({ year }: { year: number }) {
  const { t } = useTranslation();
  const query = useQuery(AdminParishReturnQuestionsDocument, {
    variables: { year },
    fetchPolicy: "network-only",
  });
  const loaded = query.data?.parishReturnQuestions;
  return (
    <ListStatus loading={!loaded && query.loading} error={query.error} empty={false} emptyText="">
      {loaded && (
        <AdminSection title={String(year)}>
          <QuestionsEditor year={year} initial={loaded.map(draftOf)} />
        </AdminSection>
      )}
      {!loaded && !query.loading && <Text>{t("dashboardParishReturns.noQuestions", { year })}</Text>}
    </ListStatus>
  );
}

function QuestionsEditor({ year, initial }: { year: number; initial: QuestionDraft[] }) {
  const { t } = useTranslation();
  const { save } = useSave();
  const [questions, setQuestions] = useState(initial);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [setAll, { loading }] = useMutation(AdminSetParishReturnQuestionsDocument);
  const replace = (index: number, question: QuestionDraft) =>
    setQuestions((list) => list.map((one, at) => (at === index ? question : one)));
  const moveUp = (index: number) =>
    setQuestions((list) => [
      ...list.slice(0, index - 1),
      list[index]!,
      list[index - 1]!,
      ...list.slice(index + 1),
    ]);
  const saveAll = async () => {
    setRefusal(null);
    try {
      await save(() => setAll({ variables: { year, questions: questions.map(inputOf) } }), {
        saved: { title: t("dashboardParishReturns.questions.saved") },
      });
    } catch (failure) {
      setRefusal(serverMessage(failure));
    }
  };
  const blank: QuestionDraft = { key: "", labelEn: "", labelSw: "", help: "", optional: false, totalOf: "" };
  return (
    <Stack gap="3">
      {questions.map((question, index) => (
        <QuestionFields
          key={index}
          question={question}
          onChange={(changed) => replace(index, changed)}
          onMoveUp={index > 0 ? () => moveUp(index) : undefined}
          onRemove={() => setQuestions((list) => list.filter((_, at) => at !== index))}
        />
      ))}
      {refusal && (
        <Text color="fg.error" role="alert">
          {refusal}
        </Text>
      )}
      <HStack gap="3">
        <Button variant="outline" onClick={() => setQuestions((list) => [...list, blank])}>
          {t("dashboardParishReturns.questions.add")}
        </Button>
        <Button onClick={saveAll} loading={loading}>
          {t("dashboardParishReturns.questions.save")}
        </Button>
      </HStack>
    </Stack>
  );
}
