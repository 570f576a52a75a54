import { useMatches, useRouter } from '@tanstack/react-router';
import { OPEN_BY_ID_PATH, documentTitle, pageById, pageCatalog } from '../../route-catalog';

/**
 * The document title of the page on screen, from its route's `staticData.page` (WCAG 2.4.2):
 * `<page> · Tenant Admin Console`. React hoists the <title> into the head.
 */
export function DocumentTitle() {
  const pages = pageCatalog(useRouter());
  const title = useMatches({
    select: (matches) => {
      const leaf = matches[matches.length - 1];
      if (!leaf) return documentTitle();
      if (leaf.status === 'notFound' || matches.some((match) => match.status === 'notFound') || matches.length === 1) return documentTitle('Page not found');
      if (leaf.fullPath === OPEN_BY_ID_PATH) {
        const page = pageById(pages, (leaf.params as { pageId?: string }).pageId ?? '');
        return documentTitle(page?.params.length ? `Open ${page.title}` : 'Page not found');
      }
      return documentTitle(leaf.staticData.page?.title ?? leaf.staticData.title);
    },
  });
  return <title>{title}</title>;
}
