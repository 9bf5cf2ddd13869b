import { useTranslation } from "react-i18next";
import { SecretShownOnce } from "../secret-shown-once";
import "../locales/register";

/** A new token's text, shown this once (the site keeps only its hash). */
export function TokenOnce({ name, token, onClose }: { name: string; token: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <SecretShownOnce
      title={t("dashboardApiTokens.once.title", { name })}
      status="error"
      warning={t("dashboardApiTokens.once.warning")}
      copied={t("dashboardApiTokens.once.copied")}
      notCopied={t("dashboardApiTokens.once.notCopied")}
      secret={token}
      secretLabel={t("dashboardApiTokens.once.label")}
      closeLabel={t("dashboardApiTokens.once.close")}
      onClose={onClose}
    >
      {t("dashboardApiTokens.once.body")}
    </SecretShownOnce>
  );
}
