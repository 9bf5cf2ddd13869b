import { Collapsible, Link, Spacer, Stack } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router-dom";
import { isGroup, navigationFor, type AdminNavigationLink } from "./admin-navigation";
import { useStaff } from "./staff-context";

function NavigationLink({ link, onNavigate }: { link: AdminNavigationLink; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link
        asChild
        display="block"
        px="3"
        py="2"
        borderRadius="md"
        color="fg"
        fontWeight="medium"
        _hover={{ bg: "brand.subtle", textDecoration: "none" }}
        _currentPage={{ bg: "brand.muted", color: "brand.fg" }}
      >
        <NavLink to={link.href} onClick={onNavigate} end>
          {t(link.label)}
        </NavLink>
      </Link>
    </li>
  );
}

/** The dashboard's sections, as the member of staff's role sees them: in the sidebar and the phone's drawer. */
export function AdminNavigationLinks({ onNavigate }: { onNavigate?: () => void }) {
  const staff = useStaff();
  const { t } = useTranslation();
  return (
    <Stack as="ul" listStyleType="none" gap="1">
      {navigationFor(staff.role).map((entry) =>
        isGroup(entry) ? (
          <li key={entry.label}>
            <Collapsible.Root defaultOpen>
              <Collapsible.Trigger
                display="flex"
                w="full"
                px="3"
                py="2"
                fontWeight="semibold"
                color="fg.muted"
                cursor="pointer"
                borderRadius="md"
                _hover={{ bg: "brand.subtle" }}
              >
                {t(entry.label)}
                <Spacer />
                <Collapsible.Context>{(collapsible) => (collapsible.open ? "−" : "+")}</Collapsible.Context>
              </Collapsible.Trigger>
              <Collapsible.Content>
                <Stack as="ul" listStyleType="none" gap="1" ps="3">
                  {entry.items.map((link) => (
                    <NavigationLink key={link.href} link={link} onNavigate={onNavigate} />
                  ))}
                </Stack>
              </Collapsible.Content>
            </Collapsible.Root>
          </li>
        ) : (
          <NavigationLink key={entry.href} link={entry} onNavigate={onNavigate} />
        ),
      )}
    </Stack>
  );
}
