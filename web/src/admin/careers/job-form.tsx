import { Button, chakra, HStack, SimpleGrid, Stack } from "@chakra-ui/react";
import { FormAlert } from "../../components/form-alert";
import { TextField } from "../../components/text-field";
import type { AdminJobFieldsFragment, JobOpeningInput } from "../gql/graphql";
import { useCheckedForm } from "../use-checked-form";

export type JobValues = {
  referenceNumber: string;
  position: string;
  description: string;
  link: string;
  closingDate: string;
};
type JobErrors = Partial<Record<keyof JobValues, string>>;

export const emptyJob: JobValues = {
  referenceNumber: "",
  position: "",
  description: "",
  link: "",
  closingDate: "",
};

export const jobValues = (job: AdminJobFieldsFragment): JobValues => ({
  referenceNumber: job.referenceNumber,
  position: job.position,
  description: job.description,
  link: job.link,
  closingDate: job.closingDate ?? "",
});

export function validateJob(values: JobValues): JobErrors {
  const errors: JobErrors = {};
  if (!values.referenceNumber.trim()) errors.referenceNumber = "Enter the reference number.";
  if (!values.position.trim()) errors.position = "Enter the position.";
  if (!values.description.trim()) errors.description = "Describe the job.";
  if (!values.link.trim()) errors.link = "Enter the address of the full advertisement.";
  else if (!/^https?:\/\/\S+$/i.test(values.link.trim()))
    errors.link = "Enter a web address starting with http:// or https://.";
  return errors;
}

const toJobInput = (values: JobValues): JobOpeningInput => ({
  referenceNumber: values.referenceNumber.trim(),
  position: values.position.trim(),
  description: values.description.trim(),
  link: values.link.trim(),
  closingDate: values.closingDate || null,
});

type JobFormProps = {
  initial: JobValues;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (input: JobOpeningInput) => Promise<unknown>;
  onCancel: () => void;
};

export function JobForm({ initial, submitLabel, busyLabel, onSubmit, onCancel }: JobFormProps) {
  const { refusal, busy, field, submit } = useCheckedForm({
    initial,
    validate: validateJob,
    toInput: toJobInput,
    onSubmit,
  });
  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap="4">
        {refusal && <FormAlert status="error" title={refusal} />}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField
            label="Reference number"
            required
            placeholder="ADK/HR/2026/04"
            {...field("referenceNumber")}
          />
          <TextField
            label="Closing date"
            type="date"
            helperText="Leave empty for an open-ended opening"
            {...field("closingDate")}
          />
        </SimpleGrid>
        <TextField label="Job Position" required {...field("position")} />
        <TextField label="Description" required rows={4} {...field("description")} />
        <TextField
          label="Link"
          required
          type="url"
          placeholder="https://"
          helperText="Where to read the full advertisement (a PDF or a page) and apply"
          {...field("link")}
        />
        <HStack>
          <Button type="submit" loading={busy} loadingText={busyLabel}>
            {submitLabel}
          </Button>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
