/**
 * A car's link as the client-drawn lists show it (favourites, recently viewed): its photo when it has one (decorative:
 * the name beside it says which car), then its name.
 */
export function carLink(
  car: { href: string; imageUrl: string | null | undefined; name: string },
  look: { className: string; nameClass?: string; imageWidth: number; imageHeight: number },
): HTMLAnchorElement {
  const link = document.createElement('a');
  link.className = look.className;
  link.href = car.href;
  if (car.imageUrl) {
    const image = document.createElement('img');
    image.src = car.imageUrl;
    image.alt = '';
    image.width = look.imageWidth;
    image.height = look.imageHeight;
    image.loading = 'lazy';
    link.append(image);
  }
  const name = document.createElement('span');
  if (look.nameClass) name.className = look.nameClass;
  name.textContent = car.name;
  link.append(name);
  return link;
}
