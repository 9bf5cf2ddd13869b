import { Progress } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

// Its words are the dashboard's (dashboardEditing), which the dashboard adds when it loads.
/** How far an upload has gone (useSave's `progress`, from 0 to 1); nothing when none is under way. */
export function UploadProgress({ value, label }: { value: number | null; label?: string }) {
  const { t } = useTranslation();
  if (value === null) return null;
  return (
    <Progress.Root value={Math.round(value * 100)} size="sm" maxW="sm">
      <Progress.Label textStyle="sm">{label ?? t("dashboardEditing.uploading")}</Progress.Label>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
      <Progress.ValueText textStyle="sm" />
    </Progress.Root>
  );
}
