import { DataList } from "@chakra-ui/react";

/** Facts of an event or a registration, each a label and its value, side by side on a phone too. */
export function FactsList({ facts, labelWidth }: { facts: readonly [string, string][]; labelWidth: string }) {
  return (
    <DataList.Root orientation="horizontal" gap="2">
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW={labelWidth}>{label}</DataList.ItemLabel>
          <DataList.ItemValue overflowWrap="anywhere">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** A button whose words may take two lines on a narrow phone, still 48 px high at least. */
export const LONG_LABEL = { whiteSpace: "normal", h: "auto", minH: "12", py: "2" } as const;
