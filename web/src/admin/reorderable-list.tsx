import { HStack, IconButton, Stack } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "./locales/register";

/** The ids in the new order after moving the one at `index` up (-1) or down (+1). */
function moved(ids: string[], index: number, step: -1 | 1): string[] {
  const next = [...ids];
  const [here, there] = [next[index], next[index + step]];
  if (here === undefined || there === undefined) return next;
  [next[index], next[index + step]] = [there, here];
  return next;
}

type ReorderableListProps<Item extends { id: string }> = {
  /** The list's accessible name. */
  label: string;
  items: Item[];
  /** How the buttons name an item: "Move <name> up". */
  nameOf: (item: Item) => string;
  /**
   * Saves the order, every id after the move; reports its own failure (it should not reject).
   * The move buttons stay disabled until it settles, so moves never overlap.
   */
  onReorder: (ids: string[], item: Item, step: -1 | 1) => Promise<unknown>;
  /** What a row shows before its buttons. */
  renderItem: (item: Item) => ReactNode;
  /** The row's other buttons, after Move up and Move down: Edit, Delete. */
  renderActions: (item: Item) => ReactNode;
};

/** A list whose order staff set with Move up and Move down buttons, such as the carousel's slides. */
export function ReorderableList<Item extends { id: string }>({
  label,
  items,
  nameOf,
  onReorder,
  renderItem,
  renderActions,
}: ReorderableListProps<Item>) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const move = async (index: number, step: -1 | 1) => {
    const item = items[index];
    if (!item) return;
    setSaving(true);
    try {
      const ids = items.map((item) => item.id);
      await onReorder(moved(ids, index, step), item, step);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack as="ol" listStyleType="none" gap="2" aria-label={label}>
      {items.map((item, index) => (
        <HStack
          as="li"
          key={item.id}
          gap="3"
          p="2"
          borderWidth="1px"
          borderRadius="md"
          wrap={{ base: "wrap", sm: "nowrap" }}
        >
          {renderItem(item)}
          <HStack gap="1">
            <IconButton
              size="sm"
              variant="outline"
              aria-label={t("dashboard.list.moveUp", { name: nameOf(item) })}
              disabled={index === 0 || saving}
              onClick={() => void move(index, -1)}
            >
              ↑
            </IconButton>
            <IconButton
              size="sm"
              variant="outline"
              aria-label={t("dashboard.list.moveDown", { name: nameOf(item) })}
              disabled={index === items.length - 1 || saving}
              onClick={() => void move(index, 1)}
            >
              ↓
            </IconButton>
            {renderActions(item)}
          </HStack>
        </HStack>
      ))}
    </Stack>
  );
}
