import { useTranslation } from "react-i18next";
import type { RegistrationPaymentProblem, RegistrationProblem } from "@diocese/site/form-problems";

/** What each problem of a registration form says, in the page's language. */
export function useProblemWords(retryInMinutes = 60) {
  const { t } = useTranslation();
  const words: Record<RegistrationProblem | RegistrationPaymentProblem, string> = {
    name: t("registrations.problems.name"),
    phone: t("registrations.problems.phone"),
    email: t("registrations.problems.email"),
    parish: t("registrations.problems.parish"),
    role: t("registrations.problems.role"),
    diet: t("registrations.problems.diet"),
    answer: t("registrations.problems.answer"),
    choice: t("registrations.problems.choice"),
    "pay-by": t("registrations.problems.payBy"),
    closed: t("registrations.problems.closed"),
    full: t("registrations.problems.full"),
    "too-many": t("registrations.problems.tooMany", { minutes: retryInMinutes }),
    "prompts-off": t("registrations.problems.promptsOff"),
    lapsed: t("registrations.problems.lapsed"),
    "prompt-pending": t("registrations.problems.promptPending"),
  };
  return (problem: RegistrationProblem | RegistrationPaymentProblem) => words[problem];
}
