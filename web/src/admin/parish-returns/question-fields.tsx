import { Button, Card, Checkbox, HStack, SimpleGrid } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../components/text-field";
import "../locales/register";

/** A question as the editor holds it: its total's keys as the typed text "men, women". */
export type QuestionDraft = {
  key: string;
  labelEn: string;
  labelSw: string;
  help: string;
  optional: boolean;
  totalOf: string;
};

/** One question's fields, with its Move up and Remove. */
export function QuestionFields({
  question,
  onChange,
  onMoveUp,
  onRemove,
}: {
  question: QuestionDraft;
  onChange: (question: QuestionDraft) => void;
  onMoveUp?: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const set = (name: keyof QuestionDraft) => (value: string) => onChange({ ...question, [name]: value });
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <TextField
            label={t("dashboardParishReturns.questions.labelEn")}
            value={question.labelEn}
            onChange={set("labelEn")}
            required
          />
          <TextField
            label={t("dashboardParishReturns.questions.labelSw")}
            value={question.labelSw}
            onChange={set("labelSw")}
            required
          />
          <TextField
            label={t("dashboardParishReturns.questions.key")}
            helperText={t("dashboardParishReturns.questions.keyHelp")}
            value={question.key}
            onChange={set("key")}
            required
          />
          <TextField
            label={t("dashboardParishReturns.questions.totalOf")}
            value={question.totalOf}
            onChange={set("totalOf")}
          />
          <TextField
            label={t("dashboardParishReturns.questions.help")}
            value={question.help}
            onChange={set("help")}
          />
          <Checkbox.Root
            checked={question.optional}
            onCheckedChange={(details) => onChange({ ...question, optional: details.checked === true })}
            alignSelf="end"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t("dashboardParishReturns.questions.optional")}</Checkbox.Label>
          </Checkbox.Root>
        </SimpleGrid>
        <HStack gap="2" mt="3">
          {onMoveUp && (
            <Button size="xs" variant="outline" onClick={onMoveUp}>
              {t("dashboardParishReturns.questions.moveUp")}
            </Button>
          )}
          <Button size="xs" variant="outline" colorPalette="red" onClick={onRemove}>
            {t("dashboardParishReturns.questions.remove")}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
