import { Link, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { PageHeader } from "../components/page-header";
import { PageSection } from "../components/page-section";
import { StatementCodeForm, StatementRequestForm } from "../features/giving/statement-forms";
import {
  isStatementCodeProblem,
  isStatementProblem,
  STATEMENT_CODE_PROBLEM_WORDS,
  STATEMENT_PROBLEM_WORDS,
} from "../features/giving/statement-problems";
import { NotFoundContent } from "../features/site/not-found-content";
import { usePageTitle } from "../features/site/use-page-title";
import { useLocalePath } from "../lib/language";
import { paths } from "../lib/paths";

/**
 * A donor's statement of giving (/giving-statement): the form that asks for it by number and year,
 * and the same saying what was wrong with the last request (/giving-statement/try-again/<problem>).
 */
export function GivingStatementPage() {
  const { t } = useTranslation();
  const { problem } = useParams();
  usePageTitle(t("statements.title"));
  if (problem !== undefined && !isStatementProblem(problem)) return <NotFoundContent />;
  return (
    <PageSection>
      <PageHeader title={t("statements.title")} />
      <Stack gap="5" maxW="prose">
        <Text>{t("statements.intro")}</Text>
        <Text>{t("statements.how")}</Text>
        <StatementRequestForm problem={problem ? t(STATEMENT_PROBLEM_WORDS[problem]) : null} />
      </Stack>
    </PageSection>
  );
}

/**
 * Where the code sent by SMS is typed (/giving-statement/code/<token>), and the same saying what was
 * wrong with it: it says the same whether or not the number gave, as the request's answer does.
 */
export function GivingStatementCodePage() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const { token = "", problem } = useParams();
  usePageTitle(t("statements.code.title"));
  if (problem !== undefined && !isStatementCodeProblem(problem)) return <NotFoundContent />;
  return (
    <PageSection>
      <PageHeader
        title={t("statements.code.title")}
        trail={[{ label: t("statements.title"), href: localePath(paths.givingStatement.getHref()) }]}
        current={t("statements.code.title")}
      />
      <Stack gap="5" maxW="prose">
        <Text role="status">{t("statements.code.sent")}</Text>
        <StatementCodeForm
          token={token}
          problem={problem ? t(STATEMENT_CODE_PROBLEM_WORDS[problem]) : null}
        />
        <Text color="fg.muted">{t("statements.code.noSms")}</Text>
        <Link href={localePath(paths.givingStatement.getHref())} color="brand.fg" alignSelf="start">
          {t("statements.code.again")}
        </Link>
      </Stack>
    </PageSection>
  );
}
