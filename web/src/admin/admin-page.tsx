import { Box, Button, Card, EmptyState, Heading, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../features/site/use-page-title";
import { serverMessage } from "../lib/server-message";
import "./locales/register";

type AdminPageProps = {
  title: string;
  /** The tab's title when it differs from the heading. */
  pageTitle?: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
};

/** A dashboard page: its title (also the tab's), an optional line under it, and its sections. */
export function AdminPage({ title, pageTitle, intro, actions, children }: AdminPageProps) {
  usePageTitle(pageTitle ?? title);
  return (
    <Stack gap="6">
      <HStack justify="space-between" align="end" wrap="wrap" gap="3">
        <Box>
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} color="brand.fg">
            {title}
          </Heading>
          {intro && (
            <Text color="fg.muted" mt="1">
              {intro}
            </Text>
          )}
        </Box>
        {actions}
      </HStack>
      {children}
    </Stack>
  );
}

/** A titled card that holds one form or list of a page. */
export function AdminSection({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="lg">
            {title}
          </Heading>
          {actions}
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

type ListStatusProps = {
  loading: boolean;
  error?: unknown;
  empty: boolean;
  emptyText: string;
  onRetry?: () => void;
  children: ReactNode;
};

/** A list's loading, failed and empty states, or the list itself. */
export function ListStatus({ loading, error, empty, emptyText, onRetry, children }: ListStatusProps) {
  const { t } = useTranslation();
  if (error && empty) {
    return (
      <Stack gap="2" align="start" role="alert">
        <Text color="fg.error">{serverMessage(error)}</Text>
        {onRetry && (
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t("dashboard.list.tryAgain")}
          </Button>
        )}
      </Stack>
    );
  }
  if (loading && empty) {
    return (
      <Stack gap="2" role="status" aria-label={t("dashboard.list.loading")}>
        <Skeleton height="8" />
        <Skeleton height="8" />
        <Skeleton height="8" />
      </Stack>
    );
  }
  if (empty) {
    return (
      <EmptyState.Root size="sm">
        <EmptyState.Content>
          <EmptyState.Description>{emptyText}</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return <>{children}</>;
}
