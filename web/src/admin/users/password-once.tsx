import { useTranslation } from "react-i18next";
import { SecretShownOnce } from "../secret-shown-once";
import "../locales/register";

/** A generated password, shown this once. */
export function PasswordOnce({
  name,
  password,
  onClose,
}: {
  name: string;
  password: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SecretShownOnce
      title={t("dashboardUsers.once.title")}
      status="info"
      warning={t("dashboardUsers.once.warning", { name })}
      copied={t("dashboardUsers.once.copied")}
      notCopied={t("dashboardUsers.once.notCopied")}
      secret={password}
      secretLabel={t("dashboardUsers.once.label")}
      closeLabel={t("dashboardUsers.once.close")}
      onClose={onClose}
    >
      {t("dashboardUsers.once.body")}
    </SecretShownOnce>
  );
}
