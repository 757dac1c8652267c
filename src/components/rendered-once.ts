/**
 * Markup that is the same on every page of a build, rendered on the first page that shows it and reused by the others
 * (issue 20 item 4: the header and footer were about a sixth of a car page's render on the group). The copies belong
 * to an owner, the build's tenant, so nothing made for one tenant is shown on another's pages.
 */
const renderedByOwner = new WeakMap<object, Map<string, Promise<string>>>();

/**
 * The markup `render` gives the first time `name` is asked for under `owner`; the same string every later time.
 * Astro renders several pages at once, so the first render's promise is what is kept: it runs once.
 */
export function renderedOnce(owner: object, name: string, render: () => Promise<string>): Promise<string> {
  let rendered = renderedByOwner.get(owner);
  if (!rendered) renderedByOwner.set(owner, (rendered = new Map()));
  let html = rendered.get(name);
  if (!html) {
    html = render().then((markup) => {
      // An island's element carries ids of its page (React's prefix, counted per page): it cannot be shared.
      if (markup.includes('<astro-island'))
        throw new Error(`${name} holds an island, which cannot be rendered once for every page`);
      return markup;
    });
    rendered.set(name, html);
  }
  return html;
}
