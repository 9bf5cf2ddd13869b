import { Center, Spinner, VisuallyHidden } from "@chakra-ui/react";

export function PageSpinner({ label = "Loading…" }: { label?: string }) {
  return (
    <Center minH="60dvh" role="status">
      <Spinner size="lg" color="brand.fg" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
