/** A catalogue list's empty or nothing-matched line, announced to screen readers. */
export function CatalogueEmpty({ text }: { text: string }) {
  return (
    <p className="catalogue-empty" role="status">
      {text}
    </p>
  );
}
