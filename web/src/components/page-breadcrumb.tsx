import { Breadcrumb } from "@chakra-ui/react";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { splitLanguage } from "@diocese/site/languages";
import { useLocalePath } from "../lib/language";

/**
 * A step of the trail; one without an address (Departments has no page of its own) is plain text.
 * Its link leads to the page in the page's language, whichever language its address is in.
 */
export type Crumb = { label: string; href?: string };

type PageBreadcrumbProps = {
  trail: Crumb[];
  current: string;
};

export function PageBreadcrumb({ trail, current }: PageBreadcrumbProps) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <Breadcrumb.Root aria-label={t("common.breadcrumb")}>
      <Breadcrumb.List flexWrap="wrap">
        {trail.map((crumb) => (
          <Fragment key={crumb.label}>
            <Breadcrumb.Item>
              {crumb.href ? (
                <Breadcrumb.Link asChild color="brand.fg">
                  <RouterLink to={localePath(splitLanguage(crumb.href).path)}>{crumb.label}</RouterLink>
                </Breadcrumb.Link>
              ) : (
                crumb.label
              )}
            </Breadcrumb.Item>
            <Breadcrumb.Separator />
          </Fragment>
        ))}
        <Breadcrumb.Item minW="0">
          <Breadcrumb.CurrentLink lineClamp={1}>{current}</Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
