import { Heading, Stack } from "@chakra-ui/react";
import { paths } from "../lib/paths";
import { PageBreadcrumb, type Crumb } from "./page-breadcrumb";

type PageHeaderProps = {
  title: string;
  /** The steps between Home and this page. */
  trail?: Crumb[];
  /** The breadcrumb's last step, when it differs from the title (History for Diocese History). */
  current?: string;
};

export function PageHeader({ title, trail = [], current = title }: PageHeaderProps) {
  return (
    <Stack gap="3" mb={{ base: "6", md: "8" }}>
      <PageBreadcrumb trail={[{ label: "Home", href: paths.home.getHref() }, ...trail]} current={current} />
      <Heading as="h1" size={{ base: "2xl", md: "4xl" }} color="brand.fg" overflowWrap="anywhere">
        {title}
      </Heading>
    </Stack>
  );
}
