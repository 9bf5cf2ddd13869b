import { useMutation, useQuery } from "@apollo/client/react";
import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { TextField } from "../../components/text-field";
import { useLocale } from "../../lib/language";
import { serverMessage } from "../../lib/server-message";
import { formatMomentOf } from "../format";
import {
  AdminSendSmsNoticeDocument,
  AdminSmsNoticePreviewDocument,
  AdminSmsNoticesDocument,
  type AdminSmsNoticePreviewQuery,
} from "../gql/graphql";
import { ParishField } from "../owner-fields";
import { useStaff } from "../staff-context";
import { useSave } from "../use-save";
import "../locales/register";

type Preview = AdminSmsNoticePreviewQuery["smsNoticePreview"];

/** How long the words rest before their preview is asked for: not at every key. */
export const PREVIEW_DELAY_MS = 400;

/** Shillings with their cents, as the cost of SMS is counted: "1,974.40". */
export const shillings = (amount: number, locale: string) =>
  amount.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `value` once it has not changed for `delayMs`. */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** What the notice would be: whom it reaches, in how many SMS, at what cost, and when. */
function PreviewLines({ preview }: { preview: Preview }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack gap="1" role="status">
      <Text fontWeight="medium">
        {t("dashboardSmsNotices.preview.recipients", {
          count: preview.recipients,
          number: preview.recipients.toLocaleString(locale),
        })}
        {" · "}
        {t("dashboardSmsNotices.preview.parts", { count: preview.parts })}
        {" · "}
        {t("dashboardSmsNotices.preview.cost", { cost: shillings(preview.costKes, locale) })}
      </Text>
      <Text textStyle="sm">
        {!preview.waits
          ? t("dashboardSmsNotices.preview.now")
          : t("dashboardSmsNotices.preview.later", {
              when: formatMomentOf(preview.whenSent as string, locale),
            })}
      </Text>
      {preview.encoding === "UCS-2" && <Text textStyle="sm">{t("dashboardSmsNotices.preview.unicode")}</Text>}
      {!preview.fits && (
        <Text textStyle="sm" color="fg.error">
          {t("dashboardSmsNotices.preview.tooLong", { parts: preview.parts })}
        </Text>
      )}
      {preview.recipients === 0 && (
        <Text textStyle="sm" color="fg.error">
          {t("dashboardSmsNotices.preview.noOne")}
        </Text>
      )}
      <Text textStyle="xs" color="fg.muted">
        {t("dashboardSmsNotices.preview.asSent")} {preview.text}
      </Text>
    </Stack>
  );
}

/** The preview of what is written, asked for once the words and the parish have settled. */
function useNoticePreview(parishId: string, body: string) {
  const settledParish = useSettled(parishId, PREVIEW_DELAY_MS);
  const settledBody = useSettled(body.trim(), PREVIEW_DELAY_MS);
  const input = useMemo(
    () => ({ parishId: settledParish || null, body: settledBody }),
    [settledParish, settledBody],
  );
  const query = useQuery(AdminSmsNoticePreviewDocument, {
    variables: { input },
    skip: input.body === "",
    fetchPolicy: "network-only",
  });
  return {
    input,
    query,
    preview: input.body === "" ? undefined : query.data?.smsNoticePreview,
    settled: settledBody === body.trim() && settledParish === parishId,
  };
}

/** The question before a notice goes: to how many numbers, in how many SMS, at what cost. */
function ConfirmSending({
  preview,
  open,
  onConfirm,
  onClose,
}: {
  preview: Preview | undefined;
  open: boolean;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ConfirmDialog
      open={open}
      title={t("dashboardSmsNotices.confirm.title")}
      description={
        preview &&
        t("dashboardSmsNotices.confirm.description", {
          count: preview.recipients,
          recipients: preview.recipients.toLocaleString(locale),
          parts: preview.parts,
          cost: shillings(preview.costKes, locale),
        })
      }
      confirmLabel={t("dashboardSmsNotices.confirm.button")}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

/**
 * A notice written, its parish chosen (a parish editor's own, fixed), its preview as the words
 * settle, then a confirmation that says to how many numbers it goes and what it costs.
 */
export function SmsNoticeForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const staff = useStaff();
  const ownParish = staff.role === "PARISH_EDITOR" ? staff.parish : null;
  const [parishId, setParishId] = useState(ownParish?.id ?? "");
  const [body, setBody] = useState("");
  const [confirming, setConfirming] = useState(false);
  const { input, query, preview, settled } = useNoticePreview(parishId, body);
  const [sendNotice] = useMutation(AdminSendSmsNoticeDocument, {
    refetchQueries: [AdminSmsNoticesDocument],
  });
  const { save } = useSave();
  const canSend = settled && preview !== undefined && preview.fits && preview.recipients > 0;

  const send = async () => {
    const sent = await save(() => sendNotice({ variables: { input } }), {
      saved: (result) => {
        const count = result.data?.sendSmsNotice.recipients ?? 0;
        return { title: t("dashboardSmsNotices.sent", { count, number: count.toLocaleString(locale) }) };
      },
      notSaved: t("dashboardSmsNotices.notSent"),
    });
    if (sent) setBody("");
  };

  return (
    <Stack gap="4">
      <ParishField
        label={t("dashboardSmsNotices.to")}
        noneLabel={t("dashboardSmsNotices.diocese")}
        value={parishId}
        onChange={setParishId}
        fixed={ownParish ? t("dashboardSmsNotices.ownParish", { parish: ownParish.name }) : null}
      />
      <TextField
        label={t("dashboardSmsNotices.body")}
        value={body}
        onChange={setBody}
        rows={4}
        required
        helperText={t("dashboardSmsNotices.bodyHelp")}
      />
      {query.error && input.body !== "" && (
        <Text color="fg.error" role="alert">
          {serverMessage(query.error)}
        </Text>
      )}
      {preview && <PreviewLines preview={preview} />}
      {!preview && query.loading && <Text color="fg.muted">{t("dashboardSmsNotices.previewing")}</Text>}
      <HStack>
        <Button onClick={() => setConfirming(true)} disabled={!canSend}>
          {t("dashboardSmsNotices.send")}
        </Button>
      </HStack>
      <ConfirmSending
        preview={preview}
        open={confirming}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
