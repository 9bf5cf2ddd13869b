type ArchdeaconryWithParishes = {
  id: string;
  name: string;
  parishes: readonly { id: string; name: string }[];
};

/** Every parish as a select's options, grouped under its archdeaconry (one with none is left out). */
export function ParishOptions({ archdeaconries }: { archdeaconries: readonly ArchdeaconryWithParishes[] }) {
  return archdeaconries.map((archdeaconry) =>
    archdeaconry.parishes.length > 0 ? (
      <optgroup key={archdeaconry.id} label={archdeaconry.name}>
        {archdeaconry.parishes.map((parish) => (
          <option key={parish.id} value={parish.id}>
            {parish.name}
          </option>
        ))}
      </optgroup>
    ) : null,
  );
}
