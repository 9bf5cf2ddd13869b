import { Breadcrumb } from "@chakra-ui/react";
import { Fragment } from "react";
import { Link as RouterLink } from "react-router-dom";

type Crumb = { label: string; href: string };

type PageBreadcrumbProps = {
  trail: Crumb[];
  current: string;
};

export function PageBreadcrumb({ trail, current }: PageBreadcrumbProps) {
  return (
    <Breadcrumb.Root>
      <Breadcrumb.List flexWrap="wrap">
        {trail.map((crumb) => (
          <Fragment key={crumb.href}>
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild color="brand.fg">
                <RouterLink to={crumb.href}>{crumb.label}</RouterLink>
              </Breadcrumb.Link>
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
