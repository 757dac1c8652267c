/**
 * A card tag (spec 01 §4), on vehicle cards and over the vehicle page's gallery: its text, or its image (the
 * certified-used badge) with the text as the image's alternative.
 */
export function TagBadge({ tag }: { tag: { label: string; tone: string; image?: string } }) {
  return tag.image ? (
    <img className="tag tag--image" src={tag.image} alt={tag.label} height={28} />
  ) : (
    <span className={`tag tag--${tag.tone}`}>{tag.label}</span>
  );
}
