import { Alert, Field, Input, NativeSelect, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { BusyButton } from "../../components/busy-button";
import { useLocalePath } from "../../lib/language";
import { paths } from "../../lib/paths";
import { todayInKakamega } from "../../lib/today";

/** The years a statement can be asked for: this one and the five before. */
const YEARS_OFFERED = 6;

/** What was wrong with the last try, said above a form. */
function Problem({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{text}</Alert.Title>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * The request for a statement: a plain HTML form posted to the page's own address, which sends
 * the code and answers with the code's page (api/src/modules/giving-statement/).
 */
export function StatementRequestForm({ problem }: { problem: string | null }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const thisYear = Number(todayInKakamega().slice(0, 4));
  return (
    <form
      method="post"
      action={localePath(paths.givingStatement.getHref())}
      aria-label={t("statements.form.label")}
    >
      <Stack gap="5">
        <Problem text={problem} />
        <Field.Root required>
          <Field.Label>
            {t("statements.form.phone")}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="phone"
            type="tel"
            autoComplete="tel"
            placeholder="0712 345 678"
            size="lg"
            maxW="16rem"
          />
          <Field.HelperText>{t("statements.form.phoneHint")}</Field.HelperText>
        </Field.Root>
        <Field.Root required>
          <Field.Label>
            {t("statements.form.year")}
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root size="lg" maxW="10rem">
            <NativeSelect.Field name="year" defaultValue={String(thisYear)}>
              {Array.from({ length: YEARS_OFFERED }, (_, back) => thisYear - back).map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <BusyButton type="submit" colorPalette="brand" size="lg" alignSelf={{ base: "stretch", sm: "start" }}>
          {t("statements.form.submit")}
        </BusyButton>
      </Stack>
    </form>
  );
}

/** The code sent by SMS, posted to the code page's own address, which answers with the PDF. */
export function StatementCodeForm({ token, problem }: { token: string; problem: string | null }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <form
      method="post"
      action={localePath(paths.givingStatementCode.getHref(token))}
      aria-label={t("statements.code.label")}
    >
      <Stack gap="5">
        <Problem text={problem} />
        <Field.Root required>
          <Field.Label>
            {t("statements.code.field")}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="code"
            inputMode="numeric"
            pattern="[0-9 ]*"
            autoComplete="one-time-code"
            maxLength={7}
            size="lg"
            maxW="10rem"
          />
        </Field.Root>
        <BusyButton type="submit" colorPalette="brand" size="lg" alignSelf={{ base: "stretch", sm: "start" }}>
          {t("statements.code.submit")}
        </BusyButton>
      </Stack>
    </form>
  );
}
