import { Heading, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useLocalePath } from "../lib/language";
import { paths } from "../lib/paths";
import { PageBreadcrumb, type Crumb } from "./page-breadcrumb";

type PageHeaderProps = {
  title: string;
  /** The steps between Home and this page, with addresses in the page's language. */
  trail?: Crumb[];
  /** The breadcrumb's last step, when it differs from the title (History for Diocese History). */
  current?: string;
  /** The title's language, when it is not the page's (content that has no Kiswahili yet). */
  titleLang?: string;
};

export function PageHeader({ title, trail = [], current = title, titleLang }: PageHeaderProps) {
  const { t } = useTranslation();
  const home = { label: t("site.pageNames.home"), href: useLocalePath()(paths.home.getHref()) };
  return (
    <Stack gap="3" mb={{ base: "6", md: "8" }}>
      <PageBreadcrumb trail={[home, ...trail]} current={current} />
      <Heading
        as="h1"
        size={{ base: "2xl", md: "4xl" }}
        color="brand.fg"
        overflowWrap="anywhere"
        lang={titleLang}
      >
        {title}
      </Heading>
    </Stack>
  );
}
