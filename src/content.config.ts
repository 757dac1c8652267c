/**
 * The dealer's own content (issue 17 item 7) as Astro content collections: Markdown files under
 * `sites/<slug>/content/{pages,offers,posts,accessories}/` of the tenant being built (SITE_SLUG, set by
 * astro.config.ts). Schemas in src/domain/schemas/dealer-content.ts; a tenant with no folder has
 * an empty collection, and the pages that need it are not built (src/site/dealer-content.ts).
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { AccessoriesSchema, DealerPageSchema, OfferSchema, PostSchema } from './domain/schemas/dealer-content.ts';

const folder = (name: string) => `./sites/${process.env.SITE_SLUG}/content/${name}`;

export const collections = {
  pages: defineCollection({ loader: glob({ pattern: '**/*.md', base: folder('pages') }), schema: DealerPageSchema }),
  offers: defineCollection({ loader: glob({ pattern: '*.md', base: folder('offers') }), schema: OfferSchema }),
  posts: defineCollection({ loader: glob({ pattern: '*.md', base: folder('posts') }), schema: PostSchema }),
  accessories: defineCollection({
    loader: glob({ pattern: '*.md', base: folder('accessories') }),
    schema: AccessoriesSchema,
  }),
};
