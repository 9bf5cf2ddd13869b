import { useLazyQuery } from "@apollo/client/react";
import { Badge, Box, Input, Link, Stack, Text, useBreakpointValue } from "@chakra-ui/react";
import { useId, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import { searchDashboard, searchVariables, type SearchResult } from "./admin-search";
import { useStaff } from "./staff-context";
import { AdminSearchDocument } from "./gql/graphql";

type SearchResultsProps = { results: SearchResult[]; searching: boolean; onChoose: () => void };

/** What matches the term, each a link to its page; or that nothing does. */
function SearchResults({ results, searching, onChoose }: SearchResultsProps) {
  const { t } = useTranslation();
  return results.length ? (
    <Stack as="ul" listStyleType="none" gap="0" aria-label={t("dashboard.search.results")}>
      {results.map((result) => (
        <li key={`${result.kind}-${result.href}-${result.label}`}>
          <Link
            asChild
            display="flex"
            gap="2"
            px="2"
            py="1.5"
            borderRadius="sm"
            _hover={{ bg: "bg.muted", textDecoration: "none" }}
          >
            <RouterLink to={result.href} onClick={onChoose}>
              <Badge size="sm" variant="subtle" flexShrink="0">
                {result.kind}
              </Badge>
              <Text as="span" truncate>
                {result.label}
              </Text>
            </RouterLink>
          </Link>
        </li>
      ))}
    </Stack>
  ) : (
    <Text px="2" py="1.5" color="fg.muted" role="status">
      {searching ? t("dashboard.search.searching") : t("dashboard.search.nothingFound")}
    </Text>
  );
}

/** The header's search: results appear under the box as one types; Enter opens the first. */
export function AdminSearchBox() {
  const staff = useStaff();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [term, setTerm] = useState("");
  const [open, setOpen] = useState(false);
  // The lists load when the box is first used, and again each time, so new content is found.
  const [load, { data, loading }] = useLazyQuery(AdminSearchDocument, { fetchPolicy: "cache-and-network" });
  const results = searchDashboard(term, staff.role, data, t);
  const listId = useId();
  const phone = useBreakpointValue({ base: true, md: false });

  const close = () => {
    setOpen(false);
    setTerm("");
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") close();
    if (event.key === "Enter" && results[0]) {
      event.preventDefault();
      // The search box closes at once; the page it opens shows its own loading.
      void navigate(results[0].href);
      close();
    }
  };

  return (
    <Box position="relative" flex="1" maxW="md" role="search">
      <Input
        type="search"
        aria-label={t("dashboard.search.label")}
        // A phone's header has room for one word only.
        placeholder={phone ? t("dashboard.search.placeholderShort") : t("dashboard.search.placeholder")}
        size="sm"
        bg="bg"
        color="fg"
        value={term}
        aria-controls={listId}
        onFocus={() => {
          setOpen(true);
          void load({ variables: searchVariables(staff.role) });
        }}
        onBlur={() => setTimeout(() => setOpen(false), 200)}
        onChange={(event) => {
          setTerm(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {open && term.trim() && (
        <Box
          id={listId}
          position="absolute"
          top="full"
          mt="1"
          insetInline="0"
          minW="64"
          bg="bg"
          color="fg"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="lg"
          zIndex="dropdown"
          p="1"
        >
          <SearchResults results={results} searching={loading && !data} onChoose={close} />
        </Box>
      )}
    </Box>
  );
}
