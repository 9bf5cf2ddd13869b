import { Field, HStack, Input, Text } from "@chakra-ui/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { messageAttributes } from "../../behaviours/messages";
import { useBehaviour } from "../../components/use-behaviour";
import { useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import { newsletterForm } from "./newsletter-form.behaviour";
import { BusyButton } from "../../components/busy-button";

type NewsletterFormProps = {
  /** The footer's dark ground (the default), or a page's. */
  ground?: "dark" | "light";
  /** The address as the visitor typed it, when the page answers a form they posted. */
  typed?: string;
  /** What was wrong with it, shown at once. */
  error?: string;
  /** Whether the address itself was wrong (not, say, too many sign-ups at once). */
  invalid?: boolean;
};

/**
 * Signs an address up for the newsletter. With JavaScript, sending it and the messages that follow
 * are the behaviour's (newsletter-form.behaviour.ts); without, the form posts to the newsletter's
 * page in the page's language, which the server answers with what came of it
 * (api/src/pages/newsletter-forms.ts) and draws with this form again when something was wrong.
 */
export function NewsletterForm({ ground = "dark", typed, error, invalid = false }: NewsletterFormProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const behaviour = useBehaviour<HTMLFormElement>(newsletterForm);
  const errorId = useId();
  const statusId = useId();

  return (
    <form
      {...behaviour}
      {...messageAttributes({
        invalid: t("site.newsletterForm.invalidAddress"),
        "not-sent": t("site.newsletterForm.notSent"),
        subscribed: t("site.newsletterForm.subscribed", { address: "{{address}}" }),
      })}
      method="post"
      action={localePath(paths.newsletter.getHref())}
      noValidate
      aria-label={t("site.newsletterForm.label")}
    >
      <Field.Root>
        <Field.Label color={ground === "dark" ? "inherit" : undefined}>
          {t("site.newsletterForm.email")}
        </Field.Label>
        <HStack gap="2" w="full" align="stretch">
          <Input
            type="email"
            name="email"
            autoComplete="email"
            required
            defaultValue={typed}
            aria-invalid={invalid || undefined}
            bg="bg"
            color="fg"
            flex="1"
            minW="0"
            aria-describedby={`${errorId} ${statusId}`}
          />
          <BusyButton type="submit" colorPalette="gold">
            {t("site.newsletterForm.subscribe")}
          </BusyButton>
        </HStack>
        {/* Field.ErrorText is drawn only while React knows the field is invalid; the behaviour
            shows this one. */}
        <Text
          id={errorId}
          data-newsletter-error
          hidden={!error}
          aria-live="polite"
          textStyle="xs"
          fontWeight="medium"
          color={ground === "dark" ? "onDark.error" : "fg.error"}
        >
          {error}
        </Text>
      </Field.Root>
      <Text id={statusId} data-newsletter-status role="status" textStyle="sm" mt="2" />
    </form>
  );
}
