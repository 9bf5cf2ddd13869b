import { Field, Input, Link, Stack } from "@chakra-ui/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LuCalendarSync } from "react-icons/lu";
import { useSiteUrl } from "../../lib/site-url";

/**
 * A calendar to subscribe to: its webcal:// address, which an iPhone, a Mac and most calendar
 * applications open as a subscription that follows every change, and its https address in a field
 * to copy, for Google Calendar's "From URL" and every phone that does not know webcal:// (plain
 * Android). Plain HTML, so it works without scripts. `path` is the calendar's, such as /events.ics.
 */
export function CalendarSubscription({ path, label }: { path: string; label: string }) {
  const { t } = useTranslation();
  const address = `${useSiteUrl()}${path}`;
  const fieldId = useId();
  return (
    <Stack gap="2" align="start">
      <Link
        href={address.replace(/^https?:/, "webcal:")}
        display="inline-flex"
        alignItems="center"
        gap="2"
        minH="10"
        color="brand.fg"
        fontWeight="bold"
      >
        <LuCalendarSync aria-hidden />
        {label}
      </Link>
      <Field.Root maxW="32rem">
        <Field.Label htmlFor={fieldId} textStyle="sm" fontWeight="normal" color="fg.muted">
          {t("events.subscribe.copyAddress")}
        </Field.Label>
        <Input id={fieldId} readOnly value={address} size="sm" bg="bg" />
      </Field.Root>
    </Stack>
  );
}
