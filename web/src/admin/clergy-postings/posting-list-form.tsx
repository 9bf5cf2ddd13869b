import { useTranslation } from "react-i18next";
import type { AdminClergyPostingListFieldsFragment, ClergyPostingListInput } from "../gql/graphql";
import type { PublicationWords } from "../publication/publication";
import { recordPublication, type PublicationField } from "../publication/record-publication";
import { RecordForm } from "../record-form";
import "../locales/register";

/** How the publication's messages name a list of postings. */
const PUBLICATION_WORDS: PublicationWords = {
  publish: "dashboardClergyPostings.publication.publish",
  schedule: "dashboardClergyPostings.publication.schedule",
  chooseDay: "dashboardClergyPostings.publication.chooseDay",
  enterTime: "dashboardClergyPostings.publication.enterTime",
  draftHint: "dashboardClergyPostings.publication.draftHint",
  scheduleHint: "dashboardClergyPostings.publication.scheduleHint",
};

type Props = {
  /** The list as saved; null for a new one, which starts as a draft. */
  list: AdminClergyPostingListFieldsFragment | null;
  onSubmit: (input: ClergyPostingListInput) => Promise<unknown>;
  onCancel: () => void;
};

/** A list's title and publication: a draft, published now, or scheduled. */
export function PostingListForm({ list, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const publication = recordPublication<"title">(list ?? { status: "DRAFT" }, {
    thing: PUBLICATION_WORDS,
    savedLabel: t("dashboardClergyPostings.save"),
    t,
  });
  return (
    <RecordForm<"title" | PublicationField>
      fields={[
        {
          name: "title",
          label: t("dashboardClergyPostings.titleField"),
          placeholder: t("dashboardClergyPostings.titlePlaceholder"),
          required: true,
        },
      ]}
      initial={{ title: list?.title ?? "", ...publication.initial }}
      validate={publication.validate}
      extra={publication.extra}
      submitLabel={publication.submitLabel}
      busyLabel={t("dashboardClergyPostings.saving")}
      onCancel={onCancel}
      onSubmit={(values) => onSubmit({ title: values.title.trim(), ...publication.input(values) })}
    />
  );
}
