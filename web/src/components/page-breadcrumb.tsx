import { Breadcrumb } from "@chakra-ui/react";
import { Fragment } from "react";
import { Link as RouterLink } from "react-router-dom";

/** A step of the trail; one without an address (Departments has no page of its own) is plain text. */
export type Crumb = { label: string; href?: string };

type PageBreadcrumbProps = {
  trail: Crumb[];
  current: string;
};

export function PageBreadcrumb({ trail, current }: PageBreadcrumbProps) {
  return (
    <Breadcrumb.Root>
      <Breadcrumb.List flexWrap="wrap">
        {trail.map((crumb) => (
          <Fragment key={crumb.label}>
            <Breadcrumb.Item>
              {crumb.href ? (
                <Breadcrumb.Link asChild color="brand.fg">
                  <RouterLink to={crumb.href}>{crumb.label}</RouterLink>
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
