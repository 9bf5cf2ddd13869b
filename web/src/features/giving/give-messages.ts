import { useTranslation } from "react-i18next";
import { useLocale } from "../../lib/language";
import type { GiveMessages, GivingLimits, Paybill } from "./give-problems";

/** How to give by hand, with the paybill, in the page's language; null when the settings give no paybill number. */
export function usePaybillInstructions({ paybillNumber, accountNumber }: Paybill): string | null {
  const { t } = useTranslation();
  if (!paybillNumber) return null;
  return accountNumber
    ? t("giving.paybill.instructionsWithAccount", { paybill: paybillNumber, account: accountNumber })
    : t("giving.paybill.instructions", { paybill: paybillNumber });
}

/** What the donor may be told of a refused gift, in the page's language (give-problems.ts names them). */
export function useGiveMessages(limits: GivingLimits, paybill: Paybill): GiveMessages {
  const { t } = useTranslation();
  const locale = useLocale();
  const instructions = usePaybillInstructions(paybill);
  const shillings = (amount: number) => amount.toLocaleString(locale);
  return {
    amount: t("giving.problems.amount", {
      min: shillings(limits.minAmountKes),
      max: shillings(limits.maxAmountKes),
    }),
    phone: t("giving.problems.phone"),
    name: t("giving.problems.name"),
    email: t("giving.problems.email"),
    project: t("giving.problems.project"),
    "too-many": t("giving.problems.tooMany"),
    "prompts-off": instructions
      ? t("giving.problems.promptsOff", { instructions })
      : t("giving.problems.promptsOffLater"),
    "not-sent": t("giving.problems.notSent"),
    refused: t("giving.problems.refused"),
  };
}
